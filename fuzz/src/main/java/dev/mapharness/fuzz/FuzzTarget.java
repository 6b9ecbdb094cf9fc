package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.driver.FuzzedDataProviderImpl;
import dev.mapharness.format.Format;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One fuzz target: a name people type ({@code mapharness fuzz oprw-lzss-decode}), what its input is,
 * and its two stages. The oracle returns normally when the input is fine and throws when it is a
 * finding: any exception other than the codecs' own rejection, or an {@link AssertionError} that names
 * the broken promise. The explorer is the oracle's cheap part ({@link Stage#EXPLORE}), what libFuzzer
 * runs on every input; a target with one stage has the oracle as its explorer.
 *
 * @param name       lower-case words joined by dashes; also the corpus directory name
 * @param summary    one line: what is checked
 * @param input      what the bytes are
 * @param format     the map format of a {@link InputKind#FILE} input or of the models a target builds,
 *                   used to pick a target for a file and to reduce findings by their model
 * @param dictionary the libFuzzer dictionary's name under {@code corpus/fuzz/dict/}, without {@code .dict}
 * @param oracle     runs one input through every check; throws on a finding
 * @param explorer   runs the reading side of {@code oracle} only; throws on a finding
 */
public record FuzzTarget(String name, String summary, InputKind input, Optional<Format> format, String dictionary,
                         Consumer<FuzzedDataProvider> oracle, Consumer<FuzzedDataProvider> explorer) {
    /** A target with one stage: every input runs the whole oracle. */
    public FuzzTarget(String name, String summary, InputKind input, Optional<Format> format, String dictionary,
                      Consumer<FuzzedDataProvider> oracle) {
        this(name, summary, input, format, dictionary, oracle, oracle);
    }

    public FuzzTarget {
        Objects.requireNonNull(name, "name");
        if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("target names are lower-case words joined by dashes: " + name);
        }
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(dictionary, "dictionary");
        Objects.requireNonNull(oracle, "oracle");
        Objects.requireNonNull(explorer, "explorer");
    }

    /** A target whose input is a whole file of {@code format}. */
    public static FuzzTarget file(String name, String summary, Format format, String dictionary,
                                  Consumer<byte[]> oracle) {
        return new FuzzTarget(name, summary, InputKind.FILE, Optional.of(format), dictionary, new BytesOracle(oracle));
    }

    /** A target whose input is a whole file of {@code format}, explored by {@code explorer}'s cheap checks. */
    public static FuzzTarget file(String name, String summary, Format format, String dictionary,
                                  Consumer<byte[]> explorer, Consumer<byte[]> oracle) {
        return new FuzzTarget(name, summary, InputKind.FILE, Optional.of(format), dictionary, new BytesOracle(oracle),
                new BytesOracle(explorer));
    }

    /** True if libFuzzer explores with a cheaper stage than the full oracle. */
    public boolean twoStage() {
        return explorer != oracle;
    }

    /**
     * An oracle of whole inputs: {@link #run(byte[])} hands it the bytes themselves, with no data
     * provider made for them (a copy into native memory and out again for every input).
     */
    record BytesOracle(Consumer<byte[]> bytes) implements Consumer<FuzzedDataProvider> {
        @Override
        public void accept(FuzzedDataProvider data) {
            bytes.accept(data.consumeRemainingAsBytes());
        }
    }

    /**
     * Runs the oracle on one input, under the allocation budget every target shares. The input is taken
     * whole and served again from a copy, so that the budget can run it a second time.
     */
    public void run(FuzzedDataProvider data, Stage stage) {
        run(data.consumeRemainingAsBytes(), stage);
    }

    /** {@link #run(FuzzedDataProvider, Stage)} with the full oracle. */
    public void run(FuzzedDataProvider data) {
        run(data, Stage.FULL);
    }

    /** Runs the full oracle on one input given as bytes; a structured target sees them as Jazzer would. */
    public void run(byte[] input) {
        run(input, Stage.FULL);
    }

    /** Runs one stage on one input given as bytes, under the same allocation budget either way. */
    public void run(byte[] input, Stage stage) {
        Consumer<FuzzedDataProvider> checks = stage == Stage.EXPLORE ? explorer : oracle;
        if (checks instanceof BytesOracle whole) {
            AllocationBudget.run(input.length, () -> whole.bytes().accept(input));
            return;
        }
        AllocationBudget.run(input.length, () -> {
            try (FuzzedDataProviderImpl data = FuzzedDataProviderImpl.withJavaData(input)) {
                checks.accept(data);
            }
        });
    }

    @Override
    public String toString() {
        return name;
    }
}
