/**
 * Fuzzing: every target ({@link dev.mapharness.fuzz.FuzzTargets}), the oracles that make an input a
 * finding ({@link dev.mapharness.fuzz.DecoderOracle}, {@link dev.mapharness.fuzz.AllocationBudget}),
 * and the one class Jazzer runs ({@link dev.mapharness.fuzz.JazzerEntry}).
 *
 * <p>Seeds, dictionaries and findings live under {@code corpus/fuzz/} ({@link dev.mapharness.fuzz.FuzzCorpus});
 * {@code ./mvnw -B verify} replays them all. {@code mapharness fuzz TARGET --time 10m} fuzzes one target,
 * {@code mapharness nightly --time 1h} all of them, and {@code mapharness repro FILE} replays one input.
 */
package dev.mapharness.fuzz;
