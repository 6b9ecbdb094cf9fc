package dev.mapharness.fuzz;

import java.util.List;

/** Structured targets: a model built from fuzzer data through the writer and back ({@link DecoderOracle#checkWritable}). */
final class BuiltTargets {
    private BuiltTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of();
    }
}
