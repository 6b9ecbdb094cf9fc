package dev.mapharness.reports.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * The cases of a reader under test, made from named files: each file as it is, then hostile
 * versions of it (cut at a third and at two thirds; 3 copies with 8 bytes overwritten, from a seed
 * fixed by the case's name), each expected to read as mapharness reads it, or to be refused where
 * mapharness refuses it. The same files give the same cases on every machine.
 */
public final class ReaderCases {
    static final int MUTANTS = 3;
    static final int MUTATED_BYTES = 8;

    private ReaderCases() {
    }

    /** The cases of one file: {@code kind} names where it comes from ({@code corpus}, {@code finding}). */
    public static List<ReaderCase> of(Format format, String kind, String name, byte[] bytes, boolean hostileVersions) {
        List<ReaderCase> cases = new ArrayList<>();
        cases.add(of(format, format.id() + "/" + kind + "/" + name, bytes));
        if (hostileVersions && bytes.length > 3) {
            for (int cut : new int[] {bytes.length / 3, bytes.length * 2 / 3}) {
                cases.add(of(format, format.id() + "/truncated/" + name + "-at-" + cut, Arrays.copyOf(bytes, cut)));
            }
            Random random = new Random(name.hashCode());
            for (int k = 0; k < MUTANTS; k++) {
                byte[] m = bytes.clone();
                for (int i = 0; i < MUTATED_BYTES; i++) {
                    m[random.nextInt(m.length)] = (byte) random.nextInt(256);
                }
                cases.add(of(format, format.id() + "/mutated/" + name + "-" + (k + 1), m));
            }
        }
        return cases;
    }

    private static ReaderCase of(Format format, String name, byte[] bytes) {
        try {
            return new ReaderCase(name, format, bytes, Optional.of(Codecs.read(bytes, ReadOptions.LENIENT).model()), "");
        } catch (MapFormatException e) {
            return new ReaderCase(name, format, bytes, Optional.empty(), e.getMessage());
        }
    }
}
