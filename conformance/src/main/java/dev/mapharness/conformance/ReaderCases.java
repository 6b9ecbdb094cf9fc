package dev.mapharness.conformance;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.roundtrip.SeededModels;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The cases of a reader under test, made from named files: each file as it is, then hostile
 * versions of it (cut at a third and at two thirds; 3 copies with 8 bytes overwritten, from a seed
 * fixed by the case's name), each expected to read as mapharness reads it, or to be refused where
 * mapharness refuses it. The same files give the same cases on every machine. Generated cases are
 * the files of seeded models ({@link SeededModels}); fuzz cases take turns: a file as written, cut
 * short, or with bytes overwritten.
 */
public final class ReaderCases {
    static final int MUTANTS = 3;
    static final int MUTATED_BYTES = 8;

    private ReaderCases() {
    }

    /**
     * Every case of a run: each corpus map with its hostile versions, each committed fuzzing finding
     * as it is, then the plan's generated and fuzz cases.
     */
    public static Iterable<ReaderCase> of(Format format, List<NamedMap> corpus, List<NamedMap> findings, CasePlan plan) {
        List<ReaderCase> fixed = new ArrayList<>();
        for (NamedMap m : corpus) {
            fixed.addAll(of(format, "corpus", m.name(), m.bytes(), true));
        }
        for (NamedMap m : findings) {
            fixed.addAll(of(format, "finding", m.name(), m.bytes(), false));
        }
        return GeneratedCases.after(fixed, new GeneratedCases<>(plan, (kind, seed, k) -> SeededModels.model(format, seed, k)
                .map(model -> of(format, CasePlan.name(format.id(), kind, seed, k),
                        kind.equals("fuzz") ? hostile(Codecs.write(model), seed, k) : Codecs.write(model)))));
    }

    /** Fuzz case {@code k}'s file: as written, cut short, or with bytes overwritten, in turn. */
    private static byte[] hostile(byte[] file, long seed, int k) {
        SplittableRandom random = new SplittableRandom(seed * 31 + k);
        return switch (k % 3) {
            case 1 -> Arrays.copyOf(file, random.nextInt(file.length));
            case 2 -> {
                byte[] m = file.clone();
                for (int i = 0; i < MUTATED_BYTES; i++) {
                    m[random.nextInt(m.length)] = (byte) random.nextInt(256);
                }
                yield m;
            }
            default -> file;
        };
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

    /** The case of one file as it is: expected to read as mapharness reads it, or to be refused where mapharness refuses it. */
    static ReaderCase of(Format format, String name, byte[] bytes) {
        try {
            return new ReaderCase(name, format, bytes, Optional.of(Codecs.read(format, bytes, ReadOptions.LENIENT).model()), "");
        } catch (MapFormatException e) {
            return new ReaderCase(name, format, bytes, Optional.empty(), e.getMessage());
        }
    }
}
