package dev.mapharness.fuzz.diff;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.FieldLocations;
import dev.mapharness.diff.FileDifferential;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.ModelComparator;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.DecoderOracle;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What makes an input a finding for the differential ({@code mapharness diff}; docs/field-locations.md): a file of any format,
 * read leniently with a field map, against a second file made from it by a small change (one byte
 * xored, as the fuzzer data says; the file itself read again if the changed one does not read),
 * compared exactly and with a tolerance the data chooses. The rules are what {@code dev.mapharness.diff}
 * promises:
 * <ul>
 * <li>no exception but the reader's {@code MapFormatException} (the two files are of one format, so
 *     {@code NotComparableException} is a finding too);
 * <li>a second read of the same bytes has no divergence; a model compared with itself has none, and a
 *     differential of it with itself agrees with nothing expected;
 * <li>{@link Divergence} names each side's value by its side: swapping the models swaps the values and
 *     keeps every path and count ({@code NumberTolerance} absorbs symmetrically);
 * <li>a tolerance only takes differing values as equal: its divergences are among the exact
 *     comparison's, with at most as many differing cells, and an exact comparison absorbs nothing;
 * <li>the differential lists or counts every field the comparison under its tolerance finds; between
 *     files of one format other than OPRW it expects nothing, and agrees exactly when that comparison
 *     finds nothing;
 * <li>each divergence's field location, in either file, lies inside that file's bytes, or says why it
 *     has none ({@link FieldLocations.Location}).
 * </ul>
 * libFuzzer explores with the reads, the exact and tolerant comparisons and the locations; the swaps,
 * the comparisons with itself and the differential are the full oracle's ({@code Stage}).
 */
public final class DiffOracle {
    /** Divergences whose locations are looked up per side: enough to reach every kind of path. */
    static final int LOCATED = 200;

    private DiffOracle() {
    }

    /**
     * The fuzzer data: the file at the front, and from the end (where a data provider takes its numbers,
     * so the file's own bytes stay a file) the changed byte's position and mask and the tolerance.
     */
    public static void check(FuzzedDataProvider data) {
        check(data, Stage.FULL);
    }

    /**
     * The cheap stage: the reads, a second read of the same bytes against the first, the two files compared
     * exactly and within the tolerance, and the divergences located. The swaps and the differential are the
     * full oracle's: every comparison walks the whole model, building a path for each field it passes.
     */
    public static void explore(FuzzedDataProvider data) {
        check(data, Stage.EXPLORE);
    }

    private static void check(FuzzedDataProvider data, Stage stage) {
        int position = data.consumeInt();
        byte mask = data.consumeByte();
        int ulps = data.consumeInt(0, 64);
        int relativeDigits = data.consumeInt(0, 12);
        byte[] file = data.consumeRemainingAsBytes();
        NumberTolerance tolerance = new NumberTolerance(relativeDigits == 0 ? 0 : Math.pow(10, -relativeDigits), ulps);
        check(file, position, mask == 0 ? 1 : mask, tolerance, stage);
    }

    /** The checks on {@code file} and its copy with {@code mask} xored in at {@code position} (modulo its length). */
    public static void check(byte[] file, int position, byte mask, NumberTolerance tolerance) {
        check(file, position, mask, tolerance, Stage.FULL);
    }

    static void check(byte[] file, int position, byte mask, NumberTolerance tolerance, Stage stage) {
        Optional<Detection> d = Formats.detect(file);
        if (d.isEmpty() || !d.get().supported()) {
            return;
        }
        check(Codecs.forFormat(d.get().format()).orElseThrow(), file, position, mask, tolerance, stage);
    }

    private static <M extends MapModel> void check(MapCodec<M> codec, byte[] file, int position, byte mask,
                                                   NumberTolerance tolerance, Stage stage) {
        ReadOptions options = ReadOptions.LENIENT.withFieldMap();
        Optional<Decoded<M>> left = DecoderOracle.decode(codec, file, options);
        if (left.isEmpty()) {
            return;
        }
        Decoded<M> again = DecoderOracle.decode(codec, file, options)
                .orElseThrow(() -> new AssertionError("the same bytes read once and not the second time"));
        checkSelf(left.get().model(), again.model(), stage);

        byte[] changed = file.clone();
        if (changed.length > 0) {
            changed[Math.floorMod(position, changed.length)] ^= mask;
        }
        Side a = new Side(file, left.get());
        Side b = DecoderOracle.decode(codec, changed, options).map(r -> new Side(changed, r)).orElse(new Side(file, again));
        checkPair(a, b, tolerance, stage);
    }

    /** One file and what its reader made of it. */
    record Side(byte[] bytes, Decoded<? extends MapModel> decoded) {
        MapModel model() {
            return decoded.model();
        }
    }

    /**
     * A second read of the same bytes has no divergence; in the full oracle a model compared with itself
     * has none, and a differential of it with itself agrees and expects nothing. (A tolerance only takes
     * differing values as equal, so what holds exactly holds within any tolerance.)
     */
    static void checkSelf(MapModel model, MapModel readAgain, Stage stage) {
        Comparison twice = ModelComparator.compare(model, readAgain, ModelComparator.DEFAULT_LIMIT);
        if (!twice.same()) {
            throw new AssertionError("two reads of the same bytes diverge\n " + first(twice));
        }
        if (stage == Stage.EXPLORE) {
            return;
        }
        Comparison itself = ModelComparator.compare(model, model, ModelComparator.DEFAULT_LIMIT);
        if (!itself.same()) {
            throw new AssertionError("a model compared with itself diverges\n " + first(itself));
        }
        DifferentialResult r = FileDifferential.compare("file", model, "file", model);
        if (!r.agrees() || !r.expected().isEmpty() || r.omittedExpected() != 0) {
            throw new AssertionError("a differential of a file with itself does not agree");
        }
    }

    static void checkPair(Side a, Side b, NumberTolerance tolerance) {
        checkPair(a, b, tolerance, Stage.FULL);
    }

    static void checkPair(Side a, Side b, NumberTolerance tolerance, Stage stage) {
        List<Divergence> exact = new ArrayList<>();
        long absorbed = ModelComparator.compare(a.model(), b.model(), NumberTolerance.EXACT, exact::add);
        if (absorbed != 0) {
            throw new AssertionError("an exact comparison absorbed " + absorbed + " values");
        }
        List<Divergence> tolerant = all(a.model(), b.model(), tolerance);
        Map<String, Long> exactCounts = counts(exact);
        counts(tolerant).forEach((path, count) -> {
            Long x = exactCounts.get(path);
            if (x == null) {
                throw new AssertionError("a tolerance (" + tolerance.describe() + ") reports a divergence the exact"
                        + " comparison does not: " + path);
            }
            if (count > x) {
                throw new AssertionError("a tolerance (" + tolerance.describe() + ") counts more differing values at "
                        + path + " than the exact comparison: " + count + " > " + x);
            }
        });
        locations(a, exact);
        locations(b, exact);
        if (stage == Stage.EXPLORE) {
            return;
        }
        symmetric("exact", exact, all(b.model(), a.model(), NumberTolerance.EXACT));
        symmetric(tolerance.describe(), tolerant, all(b.model(), a.model(), tolerance));
        differential(a, b, tolerance, tolerant);
    }

    /** Every divergence, uncapped, in the comparator's order. */
    private static List<Divergence> all(MapModel left, MapModel right, NumberTolerance t) {
        List<Divergence> all = new ArrayList<>();
        ModelComparator.compare(left, right, t, all::add);
        return all;
    }

    /** Differing values by path. */
    private static Map<String, Long> counts(List<Divergence> ds) {
        Map<String, Long> counts = new LinkedHashMap<>();
        ds.forEach(d -> counts.merge(d.path(), d.count(), Long::sum));
        return counts;
    }

    static void symmetric(String how, List<Divergence> ab, List<Divergence> ba) {
        List<String> one = ab.stream().map(Divergence::path).toList();
        List<String> other = ba.stream().map(Divergence::path).toList();
        if (!one.equals(other)) {
            List<String> onlyOne = new ArrayList<>(one);
            onlyOne.removeAll(other);
            List<String> onlyOther = new ArrayList<>(other);
            onlyOther.removeAll(one);
            throw new AssertionError("swapping the models changes where they diverge (" + how + ")\n A,B only: "
                    + cut(onlyOne) + "; B,A only: " + cut(onlyOther));
        }
        for (int i = 0; i < ab.size(); i++) {
            Divergence d = ab.get(i);
            Divergence s = ba.get(i);
            if (!d.left().equals(s.right()) || !d.right().equals(s.left()) || d.count() != s.count()) {
                throw new AssertionError("swapping the models does not swap the values at " + d.path() + " (" + how
                        + ")\n " + d.left() + " → " + d.right() + " (" + d.count() + "), swapped " + s.left() + " → "
                        + s.right() + " (" + s.count() + ")");
            }
        }
    }

    /**
     * The differential of the two files holds what the comparison under its tolerance finds, each path
     * once (expected or not), the first {@link ModelComparator#DEFAULT_LIMIT} of each class listed and the
     * rest counted; between files of one format other than OPRW it expects nothing, and it agrees exactly
     * when the comparison finds nothing.
     */
    private static void differential(Side a, Side b, NumberTolerance tolerance, List<Divergence> tolerant) {
        DifferentialResult r = FileDifferential.compare("a", a.model(), "b", b.model(), tolerance);
        Set<String> paths = new LinkedHashSet<>();
        tolerant.forEach(d -> paths.add(d.path()));
        Set<String> listed = new LinkedHashSet<>(paths(r.expected()));
        listed.addAll(paths(r.unexpected()));
        if (!paths.containsAll(listed) || listed.size() + r.omittedExpected() + r.omittedUnexpected() != paths.size()) {
            throw new AssertionError("the differential lists " + listed.size() + " fields and counts "
                    + (r.omittedExpected() + r.omittedUnexpected()) + " more, the comparison (" + tolerance.describe()
                    + ") finds " + paths.size());
        }
        if (a.model() instanceof OprwWorld) {
            return; // two versions of a world: the version table decides what is expected
        }
        if (!r.expected().isEmpty()) {
            throw new AssertionError("a differential of two " + a.model().format().displayName()
                    + " files expects a divergence: " + r.expected().get(0).path());
        }
        if (r.agrees() != tolerant.isEmpty()) {
            throw new AssertionError("the differential " + (r.agrees() ? "agrees" : "does not agree") + " where the"
                    + " comparison (" + tolerance.describe() + ") finds " + tolerant.size() + " divergences");
        }
    }

    /** Each divergence's bytes, in a file whose reader recorded a field map, lie in that file. */
    private static void locations(Side side, List<Divergence> divergences) {
        Optional<FieldMap> map = side.decoded().fieldMap();
        if (map.isEmpty()) {
            return;
        }
        int n = 0;
        for (Divergence d : divergences) {
            if (n++ == LOCATED) {
                break;
            }
            String path = d.path();
            FieldLocations.Location at = FieldLocations.locate(side.model(), map.get(), path);
            if (at.span().isPresent()) {
                FieldMap.Span s = at.span().get();
                if (s.start() < 0 || s.end() > side.bytes().length || s.end() <= s.start()) {
                    throw new AssertionError("the field location of " + path + " (" + at.readerPath() + ") lies outside"
                            + " its " + side.bytes().length + "-byte file: " + s.start() + ".." + s.end());
                }
            } else if (at.reason().isBlank()) {
                throw new AssertionError("the field location of " + path + " (" + at.readerPath() + ") has neither"
                        + " bytes nor a reason");
            }
        }
    }

    private static List<String> paths(List<LabelledDivergence> ds) {
        return ds.stream().map(LabelledDivergence::path).toList();
    }

    private static String first(Comparison c) {
        return c.divergences().isEmpty() ? "(only counted)" : c.divergences().get(0).path() + ": "
                + c.divergences().get(0).left() + " → " + c.divergences().get(0).right();
    }

    private static String cut(List<String> paths) {
        return paths.size() <= 5 ? paths.toString() : paths.subList(0, 5) + " and " + (paths.size() - 5) + " more";
    }
}
