/**
 * Fuzzing: the oracle shared by every Jazzer target ({@link dev.mapharness.fuzz.DecoderOracle}).
 *
 * <p>The targets are {@code @FuzzTest} methods under {@code src/test}: per format a {@code decode}
 * target (any bytes through the reader) and a {@code writeBuilt} target (a model built from fuzzer
 * data through the writer), and {@code DetectFuzzTest#detectAndRead} for detection plus reading.
 * An ordinary build replays their seeds and every committed finding in
 * {@code src/test/resources/dev/mapharness/fuzz/<Class>Inputs/<method>/}. To fuzz one target:
 *
 * <pre>
 * JAZZER_FUZZ=1 JAZZER_MAX_DURATION=10m ./mvnw -B -o -pl fuzz -am test \
 *     -Dtest='Wvr4FuzzTest#decode' -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * A finding lands as {@code crash-<sha1>} in that target's inputs directory, and Jazzer's growing
 * corpus in {@code fuzz/.cifuzz-corpus/} (not committed).
 */
package dev.mapharness.fuzz;
