package dev.mapharness.fuzz.provenance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.Stage;
import dev.mapharness.provenance.FileFacts;
import dev.mapharness.provenance.Fingerprint;
import dev.mapharness.provenance.Fingerprints;
import dev.mapharness.provenance.Provenance;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What makes an input a finding for provenance (docs/provenance.md): any bytes are judged as
 * {@code info} and {@code check} judge a file, by {@link Fingerprints#identify} and by every
 * {@link Fingerprint} on its own, from the read model when the bytes read and from the bytes alone as
 * every format. The hostile-input rule applies: no exception but {@link MapFormatException}, and only
 * where reading is involved (a fingerprint never throws, whatever it is given); every verdict has its
 * traits, and evidence when it names a writer; a file that did not read is never mapharness's
 * canonical encoding; the verdict is the table's best match; and the same bytes judged twice give the
 * same verdicts. The allocation budget is {@code FuzzTarget}'s.
 */
public final class ProvenanceOracle {
    private ProvenanceOracle() {
    }

    /**
     * The table and the verdict the oracle holds to its rules: provenance's own, or in tests a broken
     * one that the oracle must catch.
     */
    record Judge(List<Fingerprint> table, Function<FileFacts, Provenance> identify) {
        static final Judge REAL = new Judge(Fingerprints.all(), Fingerprints::identify);
    }

    /** The full oracle: every verdict's rules, and a second judgement of the same bytes that must agree. */
    public static void check(byte[] input) {
        check(input, Judge.REAL);
    }

    static void check(byte[] input, Judge judge) {
        Map<String, Provenance> first = judge(input, judge, Stage.FULL);
        Map<String, Provenance> second = judge(input, judge, Stage.FULL);
        if (!first.equals(second)) {
            String where = first.keySet().stream().filter(k -> !first.get(k).equals(second.get(k))).findFirst()
                    .orElse("the set of verdicts");
            throw new AssertionError("the same bytes judged twice gave two verdicts: " + where + "\n "
                    + describe(first.get(where)) + " → " + describe(second.get(where)));
        }
    }

    /**
     * The cheap stage: one judgement as {@code info} makes it, with every rule a single verdict must keep.
     * {@code check}'s strict read and the second judgement are the full oracle's: each verdict on a file
     * that read may write the model again (is the file mapharness's canonical encoding?).
     */
    public static void explore(byte[] input) {
        judge(input, Judge.REAL, Stage.EXPLORE);
    }

    /**
     * Every verdict on {@code input}, by what was judged: {@code info} (the lenient read, or the bytes of
     * the detected format when it does not read, as {@code InfoCommand} judges), {@code check} (the
     * strict read with a field map, and the model with its findings as {@code CheckResult} judges it),
     * then the bytes as each format, unread.
     */
    static Map<String, Provenance> judge(byte[] input, Judge judge, Stage stage) {
        Map<String, Provenance> verdicts = new LinkedHashMap<>();
        Optional<Detection> detection = Formats.detect(input);
        if (detection.isEmpty()) {
            verdicts.put("no format", checked("no format", Fingerprints.noFormat(), false));
        } else {
            Format format = detection.get().format();
            judgeRead("info", format, input, ReadOptions.LENIENT, judge, verdicts);
            if (stage == Stage.FULL) {
                judgeRead("check", format, input, ReadOptions.STRICT.withFieldMap(), judge, verdicts);
            }
        }
        for (Format f : Format.values()) {
            judgeFacts("bytes as " + f.id(), FileFacts.unread(f, input), false, judge, verdicts);
        }
        return verdicts;
    }

    /** Reads as {@code Codecs.read} does; a rejection leaves the bytes to be judged as the detected format. */
    private static void judgeRead(String label, Format format, byte[] input, ReadOptions options, Judge judge,
                                  Map<String, Provenance> verdicts) {
        Decoded<? extends MapModel> decoded;
        try {
            decoded = Codecs.read(input, options);
        } catch (MapFormatException rejected) {
            judgeFacts(label + ", unread", FileFacts.unread(format, input), false, judge, verdicts);
            return;
        }
        judgeFacts(label, FileFacts.read(input, decoded), true, judge, verdicts);
        // check's reports judge again from the model and the findings' violations, without the layout
        judgeFacts(label + ", from its findings", FileFacts.of(input, decoded.model(), decoded.violations(),
                Optional.empty()), true, judge, verdicts);
    }

    /** The table's verdict on {@code facts}, then each fingerprint's own, each under the verdict rules. */
    private static void judgeFacts(String label, FileFacts facts, boolean read, Judge judge,
                                   Map<String, Provenance> verdicts) {
        Optional<Provenance> best = Optional.empty();
        int row = 0;
        for (Fingerprint fp : judge.table()) {
            String name = label + ", fingerprint " + row++ + " (" + fp.writer() + ")";
            Optional<Provenance> p = fp.match(facts);
            if (p.isPresent()) {
                verdicts.put(name, checked(name, p.get(), read));
                if (best.isEmpty() || p.get().confidence().above(best.get().confidence())) {
                    best = p;
                }
            }
        }
        Provenance verdict = checked(label, judge.identify().apply(facts), read);
        if (best.isPresent() && !best.get().equals(verdict)) {
            throw new AssertionError(label + ": the verdict is not the table's best match\n " + describe(verdict)
                    + " → " + describe(best.get()));
        }
        if (best.isEmpty() && verdict.known()) {
            throw new AssertionError(label + ": no fingerprint matched, yet the verdict names a writer\n "
                    + describe(verdict));
        }
        verdicts.put(label, verdict);
    }

    /** The rules every verdict keeps (ProvenanceHostileTest and ProvenanceCorpusTest state them). */
    private static Provenance checked(String label, Provenance p, boolean read) {
        if (p.traits().isEmpty()) {
            throw new AssertionError(label + ": a verdict without traits\n " + describe(p));
        }
        if (p.known() && p.evidence().isEmpty()) {
            throw new AssertionError(label + ": a verdict without evidence\n " + describe(p));
        }
        if (!read && p.writer().startsWith(Editors.MAPHARNESS)) {
            throw new AssertionError(label + ": a file that did not read is named mapharness's canonical encoding\n "
                    + describe(p));
        }
        return p;
    }

    private static String describe(Provenance p) {
        return p == null ? "no verdict" : p.describe();
    }
}
