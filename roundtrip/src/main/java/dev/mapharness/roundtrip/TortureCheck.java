package dev.mapharness.roundtrip;

import dev.mapharness.bytes.MapFormatException;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Damages valid files in every way hostile input does and checks that a decoder, on each damaged
 * input, either returns a model or throws {@link MapFormatException}: nothing else (no
 * {@code IndexOutOfBoundsException}, {@code NegativeArraySizeException}, {@code OutOfMemoryError},
 * {@code StackOverflowError}…), and no decode allocating more than its {@link AllocationBound}.
 *
 * <p>The damage: every truncation (every prefix length of files up to {@link Settings#allTruncationsUpTo};
 * of larger files every length within {@link Settings#truncationEdge} bytes (4 KiB) of either end plus a
 * seeded sample), 4-byte overwrites
 * with 0, 0xFFFFFFFF, 0x80000000 and 0x7FFFFFFF at every 4-aligned offset of the first 256 bytes,
 * and seeded random byte flips.
 *
 * <p>Works for any codec: it takes a function from bytes to anything, so OPRW, WWD or a migration
 * chain can be tortured the same way. An endless loop cannot be told from a slow decode without a
 * clock, so it is left to the fuzzers.
 *
 * <pre>{@code
 * TortureCheck.of("4WVR lenient", b -> Wvr4Reader.read(b, ReadOptions.LENIENT)).run("1×1 world", bytes);
 * }</pre>
 */
public final class TortureCheck {
    /** Everything that can be tuned; {@link #DEFAULT} suits files up to a few MiB in a unit test. */
    public record Settings(long seed, int flips, int allTruncationsUpTo, int truncationEdge, int sampledTruncations,
                           AllocationBound bound) {
        public static final Settings DEFAULT = new Settings(Theories.seed(0x4D41_5048_4152_4EL), 2000, 64 * 1024,
                Mutations.TRUNCATION_EDGE, 1000, AllocationBound.DEFAULT);

        public Settings {
            Objects.requireNonNull(bound, "bound");
            if (flips < 0 || allTruncationsUpTo < 0 || truncationEdge < 0 || sampledTruncations < 0) {
                throw new IllegalArgumentException("negative count");
            }
        }

        /**
         * Fewer damages for files of hundreds of KB, where every decode reads the whole file:
         * {@code n} flips, {@code n} sampled cuts and every cut within {@code n} bytes of either end.
         */
        public Settings few(int n) {
            return new Settings(seed, n, allTruncationsUpTo, n, n, bound);
        }
    }

    /** What {@code decode} returns for an input the decoder rejected (a decoder may return null as a model). */
    private static final Object REJECTED = new Object();

    private final String name;
    private final Function<byte[], ?> decoder;
    private final Settings settings;
    private final Consumer<Object> modelCheck;

    private TortureCheck(String name, Function<byte[], ?> decoder, Settings settings, Consumer<Object> modelCheck) {
        this.name = Objects.requireNonNull(name, "name");
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.modelCheck = modelCheck;
    }

    /**
     * A check of {@code decoder}, named for failure messages. The decoder returns a model (anything,
     * null included) or throws {@link MapFormatException}.
     */
    public static TortureCheck of(String name, Function<byte[], ?> decoder) {
        return new TortureCheck(name, decoder, Settings.DEFAULT, null);
    }

    public TortureCheck withSettings(Settings s) {
        return new TortureCheck(name, decoder, s, modelCheck);
    }

    public TortureCheck withSeed(long seed) {
        Settings s = settings;
        return withSettings(new Settings(seed, s.flips(), s.allTruncationsUpTo(), s.truncationEdge(), s.sampledTruncations(), s.bound()));
    }

    public TortureCheck withFlips(int flips) {
        Settings s = settings;
        return withSettings(new Settings(s.seed(), flips, s.allTruncationsUpTo(), s.truncationEdge(), s.sampledTruncations(), s.bound()));
    }

    public TortureCheck withAllocationBound(AllocationBound bound) {
        Settings s = settings;
        return withSettings(new Settings(s.seed(), s.flips(), s.allTruncationsUpTo(), s.truncationEdge(), s.sampledTruncations(), bound));
    }

    /**
     * Also checks every model the decoder returns (for example: it writes and reads back to itself).
     * Whatever the check throws fails the run with the input's description. Its allocations are not counted.
     */
    public TortureCheck withModelCheck(Consumer<Object> check) {
        return new TortureCheck(name, decoder, settings, check);
    }

    public Settings settings() {
        return settings;
    }

    /**
     * Runs every damage against {@code valid}, which must itself decode.
     *
     * @param inputName what the valid bytes are, for failure messages ("4WVR 1×1, 3 objects")
     * @return what was done and how the decoder answered
     * @throws TortureFailure on the first input the decoder mishandles
     */
    public TortureSummary run(String inputName, byte[] valid) {
        byte[] copy = valid.clone();
        TortureSummary summary = new TortureSummary();
        Object model = decode(inputName, new Mutation(Mutation.Kind.ORIGINAL, 0, "unmodified", copy), summary);
        if (model == REJECTED) {
            throw new IllegalArgumentException(name + " rejects the unmodified " + inputName + "; the torture check needs valid bytes");
        }
        new Mutations(copy, settings).forEach(m -> decode(inputName, m, summary));
        return summary;
    }

    private Object decode(String inputName, Mutation m, TortureSummary summary) {
        byte[] input = m.bytes();
        Object model;
        long before = AllocationMeter.allocatedBytes();
        try {
            model = decoder.apply(input);
        } catch (MapFormatException e) {
            long allocated = AllocationMeter.allocatedBytes() - before;
            checkAllocation(inputName, m, allocated, summary);
            summary.rejected(m.kind());
            return REJECTED;
        } catch (Throwable t) {
            // deliberately everything: OutOfMemoryError and StackOverflowError are findings, not crashes of the check
            throw new TortureFailure(name, inputName, m, "threw " + t, t);
        }
        long allocated = AllocationMeter.allocatedBytes() - before;
        checkAllocation(inputName, m, allocated, summary);
        summary.accepted(m.kind());
        if (modelCheck != null) {
            try {
                modelCheck.accept(model);
            } catch (Throwable t) {
                throw new TortureFailure(name, inputName, m, "decoded, but the model check failed: " + t, t);
            }
        }
        return model;
    }

    private void checkAllocation(String inputName, Mutation m, long allocated, TortureSummary summary) {
        summary.allocated(allocated, m.bytes().length);
        long limit = settings.bound().limit(m.bytes().length);
        if (allocated > limit) {
            throw new TortureFailure(name, inputName, m, "allocated " + allocated + " bytes decoding "
                    + m.bytes().length + " bytes; the bound is " + settings.bound() + " = " + limit, null);
        }
    }
}
