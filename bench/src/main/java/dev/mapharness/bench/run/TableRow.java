package dev.mapharness.bench.run;

/**
 * One line of the results table: a measurement and what it is compared with.
 *
 * @param measurement our operation or a peer's
 * @param toBaseline its rate over {@code System.arraycopy} of the same bytes in the same run; NaN without a baseline
 * @param peer the peer library compared with, or null
 * @param toPeer our rate over the peer's on the same input; NaN without a peer
 * @param allocatedPerByte bytes allocated per decoded payload byte; NaN without the GC profiler
 * @param step time per op over the next smaller size's, divided by how much the payload grew: 1.0 is
 *     linear; NaN for the smallest size of a curve
 */
public record TableRow(Measurement measurement, double toBaseline, String peer, double toPeer, double allocatedPerByte,
        double step) {
}
