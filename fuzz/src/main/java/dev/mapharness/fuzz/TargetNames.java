package dev.mapharness.fuzz;

import dev.mapharness.format.Format;

/**
 * How a target's name follows from its family and what it tests, so that a name says where to look:
 * {@code wwd-decode} is {@link DecoderTargets}' target of {@link Format#WWD}, {@code 4wvr-write}
 * {@link WriterTargets}', {@code lzss-roundtrip} {@link StageTargets}', {@code 8wvr-to-oprw}
 * {@link MigrationTargets}'. Formats are named by their command-line id ({@link Format#id()}). What reads
 * models rather than files ({@link AnalysisTargets}) is named by its concern: {@code provenance},
 * {@code diff}, {@code reports}.
 */
final class TargetNames {
    /** The one target that takes any format: detection, then the detected format's decoder. */
    static final String DETECT = "detect";
    /** Who wrote any bytes: detection, reading and every provenance fingerprint. */
    static final String PROVENANCE = "provenance";
    /** Two models of one format compared, exactly and within a tolerance, and their fields located. */
    static final String DIFF = "diff";
    /** Any file converted to every format and version a chain of migrations reaches, as {@code convert} does. */
    static final String CONVERT = "convert";
    /** Report models with hostile content rendered as text, JSON, JUnit XML and HTML. */
    static final String REPORTS = "reports";

    private TargetNames() {
    }

    /** A format's reader: {@code wwd-decode}. */
    static String decoder(Format format) {
        return format.id() + "-decode";
    }

    /** The reader of one family of a format's files: {@code oprw-lzss-decode}. */
    static String decoder(Format format, String family) {
        return format.id() + "-" + family + "-decode";
    }

    /** A format's writer, fed models built from fuzzer data: {@code wwd-write}. */
    static String writer(Format format) {
        return format.id() + "-write";
    }

    /** A codec stage's decoder on raw stream bytes: {@code lzo1x-decode}. */
    static String stageDecoder(String stage) {
        return stage + "-decode";
    }

    /** A codec stage's decoder on streams built instruction by instruction from fuzzer data: {@code lzo1x-instructions}. */
    static String stageInstructions(String stage) {
        return stage + "-instructions";
    }

    /** A codec stage's encoder and decoder on data built from fuzzer data: {@code lzo1x-roundtrip}. */
    static String stageRoundTrip(String stage) {
        return stage + "-roundtrip";
    }

    /** A migration between formats (or versions of one): {@code 8wvr-to-oprw}, {@code oprw-to-oprw}. */
    static String migration(Format from, Format to) {
        return from.id() + "-to-" + to.id();
    }

    /** A migration within a format that changes one aspect of it: {@code wwd-compression}. */
    static String migration(Format format, String aspect) {
        return format.id() + "-" + aspect;
    }
}
