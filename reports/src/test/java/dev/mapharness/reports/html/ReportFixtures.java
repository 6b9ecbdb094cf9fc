package dev.mapharness.reports.html;

import dev.mapharness.rules.CanonicalRules;
import dev.mapharness.wwd.WwdRules;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.FileDifferential;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.compare.DifferenceCause;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.DiffGrouping;
import dev.mapharness.reports.compare.EncodingComparison;
import dev.mapharness.reports.nightly.Change;
import dev.mapharness.reports.nightly.CoverageTrend;
import dev.mapharness.reports.nightly.FuzzNight;
import dev.mapharness.reports.nightly.NightlyReport;
import dev.mapharness.reports.nightly.PastNight;
import dev.mapharness.reports.nightly.RoundTripCheck;
import dev.mapharness.reports.nightly.VersionRun;
import dev.mapharness.reports.picture.Picture;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Every input the HTML report tests render, built from the committed corpus with the codecs and
 * the differentials, grouped and compared by the comparison engine. Pictures are tiny real PNGs,
 * so these tests are about the pages, not the drawing ({@code cli}'s browser test draws the maps).
 */
public final class ReportFixtures {
    /** The corpus folders of map files, each a format or family. */
    static final List<String> MAP_FOLDERS = List.of("1wvr", "4wvr", "8wvr", "oprw", "wwd", "mm", "wmp");

    private ReportFixtures() {
    }

    /**
     * A batch as {@code check} hands it over, in input order: every committed corpus map, one whose
     * writer got heights wrong, a truncated one, one in no known format, an OPRW version mapharness
     * does not read, and a WWD level with only a warning and an editor's note.
     */
    public static List<CheckResult> batch() {
        List<CheckResult> results = new ArrayList<>();
        for (String dir : MAP_FOLDERS) {
            try (Stream<Path> files = Files.list(corpus().resolve(dir))) {
                for (Path p : files.sorted().toList()) {
                    results.add(check("corpus/" + dir + "/" + p.getFileName(), Files.readAllBytes(p)));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        byte[] good = bytes("4wvr/small.wrp");
        FieldMap.Entry grid = largestArray(good);
        results.add(check("bad/heights.wrp", mutated(good, (int) grid.start() + 3 * grid.elementSize(), 5,
                40 * grid.elementSize()), Optional.of(good)));
        results.add(check("bad/truncated.wrp", Arrays.copyOf(good, good.length / 2)));
        results.add(check("bad/notes.txt", "these are not the maps you are looking for\n".getBytes(StandardCharsets.UTF_8)));
        results.add(unsupported("bad/dayz.wrp"));
        CheckResult level = check("warned/level.wwd", bytes("wwd/small.wwd"));
        results.add(new CheckResult(level.file(), level.size(), level.detection(), List.of(
                new Finding(Finding.Kind.VIOLATION, WwdRules.STRING_BYTES_AFTER_NUL, Severity.WARNING, 16, "header.name", "non-zero bytes after the NUL", ""),
                new Finding(Finding.Kind.VIOLATION, WwdRules.CHECKSUM_WAPMAP_FORMULA, Severity.NOTE, 748, "header.checksum", "another formula", "WapMap")),
                Optional.empty(), List.of(), level.evidence(), level.canonical()));
        return results;
    }

    /** An OPRW world of a version mapharness recognises but does not read (VBS3, DayZ). */
    public static CheckResult unsupported(String name) {
        byte[] bytes = new byte[64];
        System.arraycopy("OPRW".getBytes(StandardCharsets.US_ASCII), 0, bytes, 0, 4);
        bytes[4] = 26;
        Detection d = Formats.detect(bytes).orElseThrow();
        if (d.supported()) {
            throw new IllegalStateException(d.label() + " is read now: pick a later version for this fixture");
        }
        return new CheckResult(name, bytes.length, Optional.of(d), List.of(), Optional.of(ReadFailure.unsupported(d)),
                List.of(), new Evidence(bytes, Optional.empty(), Optional.empty()), Evidence.NONE);
    }

    static Path corpus() {
        return Path.of(System.getProperty("mapharness.corpus", "../corpus"));
    }

    static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(corpus().resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy of {@code original} with {@code count} bytes from {@code from} changed, every {@code step} bytes. */
    static byte[] mutated(byte[] original, int from, int count, int step) {
        byte[] b = original.clone();
        for (int i = 0; i < count; i++) {
            b[from + i * step] ^= 0x5A;
        }
        return b;
    }

    /** The biggest array the reader recorded in {@code bytes}: where a writer's bug shows as many differing cells. */
    static FieldMap.Entry largestArray(byte[] bytes) {
        return evidence(bytes).fieldMap().orElseThrow().entries().stream().filter(FieldMap.Entry::isArray)
                .max(java.util.Comparator.comparingLong(e -> e.end() - e.start())).orElseThrow();
    }

    /** The file's evidence, read leniently with a field map; bytes only if it does not decode. */
    static Evidence evidence(byte[] bytes) {
        try {
            Decoded<? extends MapModel> d = Codecs.read(bytes, ReadOptions.LENIENT.withFieldMap());
            return new Evidence(bytes, d.fieldMap(), Optional.of(d.model()));
        } catch (MapFormatException e) {
            return new Evidence(bytes, Optional.empty(), Optional.empty());
        }
    }

    // ---------------------------------------------------------------- check

    /** {@code name} checked as the check command would, its canonical encoding written by our codec. */
    public static CheckResult check(String name, byte[] bytes) {
        return check(name, bytes, Optional.empty());
    }

    /**
     * {@code name} checked against {@code conforming}, the bytes a conforming writer produces for the
     * same world (a file whose writer got some bytes wrong).
     */
    static CheckResult check(String name, byte[] bytes, Optional<byte[]> conforming) {
        Optional<Detection> detection = Formats.detect(bytes);
        Decoded<? extends MapModel> decoded;
        try {
            decoded = Codecs.read(bytes, ReadOptions.LENIENT.withFieldMap());
        } catch (MapFormatException e) {
            ReadFailure failure = detection.isEmpty() ? ReadFailure.unknownFormat("unrecognised content")
                    : ReadFailure.malformed(e);
            return new CheckResult(name, bytes.length, detection, List.of(), Optional.of(failure), List.of(),
                    new Evidence(bytes, Optional.empty(), Optional.empty()), Evidence.NONE);
        }
        Evidence file = new Evidence(bytes, decoded.fieldMap(), Optional.of(decoded.model()));
        Evidence canonical = evidence(conforming.orElseGet(() -> Codecs.write(decoded.model())));
        // text formats record no field map: their encoding is compared by line, not here
        List<EncodingDifference> encoding = file.fieldMap().isPresent() && canonical.fieldMap().isPresent()
                ? encodingDifferences(file, canonical) : List.of();
        List<Finding> findings = new ArrayList<>();
        decoded.violations().forEach(v -> findings.add(Finding.of(v)));
        encoding.forEach(e -> findings.add(Finding.error(Finding.Kind.NOT_CANONICAL, e.cause().findingRule().orElse(CanonicalRules.OTHER_VALUE), e.inFile().start(), e.firstElement(),
                e.elements() + " element(s) differ from the canonical encoding")));
        return new CheckResult(name, bytes.length, detection, findings, Optional.empty(), encoding, file, canonical);
    }

    /**
     * The engine's field-by-field comparison of a file with bytes a conforming writer produced for
     * the same world; every difference is real, since the two encode different values.
     */
    static List<EncodingDifference> encodingDifferences(Evidence file, Evidence canonical) {
        return EncodingComparison.compare(file.bytes(), file.fieldMap().orElseThrow(), canonical.bytes(),
                        canonical.fieldMap().orElseThrow()).groups().stream()
                .map(g -> new EncodingDifference(g.field(), g.firstElement(), g.inFile(), g.inCanonical(),
                        g.differingBytes(), g.elements(), DifferenceCause.OTHER_VALUE,
                        "these bytes hold other values than the conforming encoding of the same world"))
                .toList();
    }

    // ---------------------------------------------------------------- diff

    static DiffResult.Input input(String name, byte[] bytes) {
        Optional<Detection> detection = Formats.detect(bytes);
        try {
            Decoded<? extends MapModel> d = Codecs.read(bytes, ReadOptions.LENIENT.withFieldMap());
            return new DiffResult.Input(name, bytes.length, detection, d.violations().stream().map(Finding::of).toList(),
                    Optional.empty(), new Evidence(bytes, d.fieldMap(), Optional.of(d.model())));
        } catch (MapFormatException e) {
            return new DiffResult.Input(name, bytes.length, detection, List.of(), Optional.of(ReadFailure.malformed(e)),
                    new Evidence(bytes, Optional.empty(), Optional.empty()));
        }
    }

    /** Two files compared as {@code mapharness diff A B} does; different formats are not compared. */
    static DiffResult diffFiles(String nameA, byte[] a, String nameB, byte[] b) {
        DiffResult.Input left = input(nameA, a);
        DiffResult.Input right = input(nameB, b);
        List<DiffResult.Input> inputs = List.of(left, right);
        if (left.failure().isPresent() || right.failure().isPresent()
                || left.evidence().model().get().format() != right.evidence().model().get().format()) {
            return new DiffResult(DiffResult.Mode.FILES, inputs, Optional.empty());
        }
        DifferentialResult result = FileDifferential.compare(nameA, left.evidence().model().get(), nameB,
                right.evidence().model().get());
        DiffGrouping.Groups groups = DiffGrouping.files(result.sides(), left.evidence().model().get(),
                left.evidence().fieldMap(), right.evidence().model().get(), right.evidence().fieldMap(), result.tolerance());
        return new DiffResult(DiffResult.Mode.FILES, inputs, Optional.of(result), groups.groups());
    }

    /** One OPRW world written as several versions and compared. */
    static DiffResult versions(String name, byte[] bytes) {
        DiffResult.Input in = input(name, bytes);
        if (in.failure().isPresent()) {
            return new DiffResult(DiffResult.Mode.VERSIONS, List.of(in), Optional.empty());
        }
        DifferentialResult result = VersionDifferential.run((OprwWorld) in.evidence().model().get());
        return new DiffResult(DiffResult.Mode.VERSIONS, List.of(in), Optional.of(result),
                DiffGrouping.of(result).groups());
    }

    // ---------------------------------------------------------------- nightly

    static NightlyReport nightly() {
        List<RoundTripCheck> trips = new ArrayList<>();
        for (String dir : List.of("1wvr", "4wvr", "8wvr", "oprw", "wwd", "mm")) {
            try (Stream<Path> files = Files.list(corpus().resolve(dir))) {
                for (Path p : files.sorted().toList()) {
                    trips.add(roundTrip(dir + "/" + p.getFileName(), Files.readAllBytes(p)));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        OprwWorld world = (OprwWorld) evidence(bytes("oprw/v25-small.wrp")).model().orElseThrow();
        List<VersionRun> differentials = List.of(new VersionRun("oprw/v25-small.wrp", VersionDifferential.run(world)));
        FuzzNight fuzz = new FuzzNight(412,
                List.of(new FuzzNight.ReplayRow("lzss-decode", "fuzz/lzss-decode/crash-3f1a", "lzss:ArrayIndexOutOfBounds@LzssDecoder:88",
                        "java.lang.ArrayIndexOutOfBoundsException: Index 4096 out of bounds for length 4096")),
                List.of(new FuzzNight.TargetRow("4wvr-decode", 30.2, 4_512_331, 149_415, 812, 2_301, 177),
                        new FuzzNight.TargetRow("oprw-lzo-decode", 30.0, 861_002, 28_700, 1_410, 4_877, 301),
                        new FuzzNight.TargetRow("wwd-decode", 29.8, 2_004_117, 67_252, 655, 1_912, 98)),
                List.of(new FuzzNight.FindingRow("lzss-decode", "crash", "lzss:ArrayIndexOutOfBounds@LzssDecoder:88",
                                "LZSS back reference before the window start", "java.lang.ArrayIndexOutOfBoundsException: Index 4096",
                                true, "fuzz/lzss-decode/crash-3f1a", 1_204, 9),
                        new FuzzNight.FindingRow("wwd-decode", "timeout", "wwd:timeout@WwdReader:212",
                                "plane tiles loop over a count of 2^31", "timeout after 25 s", false, "crash-9c0e", 88, 14)));
        List<PastNight> history = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            history.add(new PastNight(String.format("202611%02d-0200", 21 - i), "2026-11-" + String.format("%02d", 21 - i) + "T02:00:00Z",
                    5_000_000L + (i * 731_000L) % 3_000_000L, i % 5 == 0 ? 1 : 0, i == 3 ? 1 : 0));
        }
        List<Change> changes = List.of(
                new Change(Change.Kind.FIXED, "oprw-lzo-decode", "lzo:NegativeArraySize@LzoBlocks:41", "LZO block with a negative length"),
                new Change(Change.Kind.NEW, "wwd-decode", "wwd:timeout@WwdReader:212", "plane tiles loop over a count of 2^31"));
        return new NightlyReport("20261121-020000", "2026-11-21T02:00:00Z", 612.4, trips, differentials, fuzz, history, changes);
    }

    /** {@link #nightly()} with the codecs' coverage, one target stalled. */
    static NightlyReport nightlyWithCoverage() {
        NightlyReport r = nightly();
        CoverageTrend coverage = new CoverageTrend("/var/lib/mapharness/runs/20261121-020000/coverage/index.html",
                "20261120-020000", new CoverageTrend.Row("codecs", 9_461, 11_760, 4_234, 6_459, 3, 3),
                List.of(new CoverageTrend.Row("dev.mapharness.wwd", 940, 1_213, 366, 588, 2, 2)),
                List.of(new CoverageTrend.Row("wwd-decode", 1_178, 11_760, 412, 6_459, 0, 0)), List.of("wwd-decode"));
        return new NightlyReport(r.runId(), r.started(), r.seconds(), r.roundTrips(), r.differentials(), r.fuzz(),
                r.history(), r.changes(), r.skippedNights(), java.util.Optional.of(coverage));
    }

    private static RoundTripCheck roundTrip(String file, byte[] bytes) {
        String format = Formats.detect(bytes).map(Detection::label).orElse("unknown");
        try {
            MapModel model = Codecs.read(bytes, ReadOptions.STRICT).model();
            byte[] again = Codecs.write(model);
            boolean same = Arrays.equals(again, bytes) || !Codecs.uniqueEncoding(model)
                    && Codecs.read(again, ReadOptions.STRICT).model().equals(model);
            return new RoundTripCheck(file, format, same, same ? "" : "written bytes differ from the file");
        } catch (RuntimeException e) {
            return new RoundTripCheck(file, format, false, String.valueOf(e.getMessage()));
        }
    }

    // ---------------------------------------------------------------- pictures

    /**
     * A real PNG per side, shaded from the file's first bytes: enough for a browser to decode and
     * size, standing in for the map drawings.
     */
    public static PictureSource tinyPictures() {
        return (side, marked, other) -> {
            int w = 96;
            int h = 64;
            BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            byte[] b = side.bytes();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int v = b.length == 0 ? 128 : b[(y * w + x) % b.length] & 0xFF;
                    image.setRGB(x, y, (v / 2) << 16 | (64 + v / 2) << 8 | 96);
                }
            }
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            try {
                ImageIO.write(image, "png", png);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return List.of(new Picture("relief", "Relief (test drawing)", "Shaded from the file's bytes; "
                    + marked.size() + " field paths marked.", png.toByteArray(), w, h, marked.size()));
        };
    }
}
