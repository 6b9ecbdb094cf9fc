package dev.mapharness.compress;

import dev.mapharness.rules.Rule;

/**
 * Why a compressed stream inside a file does not decode: Bohemia's LZSS and LZO1X (OPRW arrays) and
 * zlib (a compressed WWD main block). The same failure means the same in every format, so these
 * rules are shared; the field in the message says which array or block it is.
 */
public final class CompressRules {
    private static final String WHY = "The stream does not decode, so the array or block it holds, and the file,"
            + " cannot be read at all.";

    public static final Rule DECODED_SIZE_PAST_LIMIT = Rule.read("compress/decoded-size-past-limit",
            "a stated decoded size is more than the bytes left can decode to",
            "Every compression has a greatest ratio (LZSS at most 144/17 bytes out per byte in, LZO 255, zlib"
                    + " 1032). A decoded size, element count or terrain grid that needs more output than the"
                    + " bytes left can give cannot be true; it is refused before anything is allocated.",
            WHY);
    public static final Rule STREAM_TRUNCATED = Rule.read("compress/stream-truncated",
            "the compressed stream ends before all its output is decoded",
            "The input ends inside an LZSS, LZO or zlib stream, before it has produced the decoded size the file"
                    + " states.",
            WHY);
    public static final Rule OUTPUT_PAST_SIZE = Rule.read("compress/output-past-size",
            "the stream decodes to more than its stated size",
            "An LZO instruction, or the zlib stream, produces bytes past the decoded size the file states for it.",
            WHY);
    public static final Rule OUTPUT_SHORT_OF_SIZE = Rule.read("compress/output-short-of-size",
            "the stream ends before its stated size",
            "The LZO stream's end marker, or the end of the zlib stream, comes before the stream has produced the"
                    + " decoded size the file states for it.",
            WHY);
    public static final Rule LZSS_ZERO_DISTANCE = Rule.read("compress/lzss-zero-distance",
            "an LZSS reference has distance 0",
            "An LZSS back-reference copies from 1 to " + BisLzss.MAX_DISTANCE + " bytes back in the output; a"
                    + " distance of 0 points at the byte being written.",
            WHY);
    public static final Rule LZSS_CHECKSUM_MISMATCH = Rule.read("compress/lzss-checksum-mismatch",
            "the checksum after an LZSS stream is not the sum of its decoded bytes",
            "An LZSS stream is followed by a 32-bit checksum: the wrapping sum of the decoded bytes. The stored"
                    + " checksum differs, so the stream did not decode to what was compressed.",
            WHY);
    public static final Rule LZO_DISTANCE_BEFORE_START = Rule.read("compress/lzo-distance-before-start",
            "an LZO copy reaches back before the start of the output",
            "An LZO match copies from earlier output; its distance is more than the bytes decoded so far.",
            WHY);
    public static final Rule LZO_END_MARKER = Rule.read("compress/lzo-end-marker",
            "the LZO stream does not end with the end marker 11 00 00 after its output",
            "An LZO1X stream ends with the instruction 11 00 00, right after the last byte of its output. Here"
                    + " another instruction follows the full output, or the end-of-stream instruction is encoded"
                    + " otherwise.",
            WHY);
    public static final Rule ZLIB_INVALID = Rule.read("compress/zlib-invalid",
            "the zlib stream is not valid",
            "The zlib (Deflate) stream has a bad header, block or checksum, or stops making progress; the"
                    + " message gives zlib's reason.",
            WHY);
    public static final Rule ZLIB_DICTIONARY = Rule.read("compress/zlib-dictionary",
            "the zlib stream asks for a preset dictionary",
            "The zlib stream's header says it was compressed with a preset dictionary, which the format does not"
                    + " provide.",
            WHY);

    private CompressRules() {
    }
}
