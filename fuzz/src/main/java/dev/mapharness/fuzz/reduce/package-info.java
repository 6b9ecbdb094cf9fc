/**
 * Reduction of fuzz findings: a crashing input becomes a small one that fails the same way
 * ({@link dev.mapharness.fuzz.reduce.Reducer}). Files a format reads are reduced through their model
 * first, generically over its records (grids cropped, list elements dropped, strings shortened,
 * values cleared); every input then through its bytes. The nightly runner stores findings reduced,
 * and {@code mapharness repro FILE --minimize} reduces one on request.
 */
package dev.mapharness.fuzz.reduce;
