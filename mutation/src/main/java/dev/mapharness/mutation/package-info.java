/**
 * How many bugs the harness catches: PIT's mutants of the codecs run against every module's tests
 * ({@link dev.mapharness.mutation.pit}), and realistic bugs planted in the codecs' sources for the fuzzers
 * to find ({@link dev.mapharness.mutation.plant}). Neither is part of a release; docs/mutation.md says how
 * both are run and what they measured.
 */
package dev.mapharness.mutation;
