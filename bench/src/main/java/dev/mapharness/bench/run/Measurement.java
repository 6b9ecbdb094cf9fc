package dev.mapharness.bench.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * One benchmark at one parameter set, as JMH measured it.
 *
 * @param benchmark the class's simple name without "Benchmark" ({@code Lzo}, {@code Oprw})
 * @param operation the method ({@code decode}, {@code decodeByAircompressor}, {@code arraycopyBaseline})
 * @param params the parameters in declaration order
 * @param opsPerSecond the primary score
 * @param opsError the score's 99.9% error, NaN when there were too few iterations to tell
 * @param payloadPerOp decoded payload bytes of one operation (the {@code bytes} counter over the score)
 * @param allocatedPerOp bytes allocated per operation (JMH's {@code gc.alloc.rate.norm}), NaN without the GC profiler
 */
public record Measurement(String benchmark, String operation, Map<String, String> params, double opsPerSecond,
        double opsError, double payloadPerOp, double allocatedPerOp) {

    public static final String BASELINE = "arraycopyBaseline";

    public Measurement {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** Decoded payload megabytes (10^6 bytes) per second. */
    public double megabytesPerSecond() {
        return opsPerSecond * payloadPerOp / 1e6;
    }

    public double secondsPerOp() {
        return 1 / opsPerSecond;
    }

    /** A peer library's run ({@code decodeByZlib}): the library it is, or null for our own code and the baseline. */
    public String peer() {
        return peerOf(operation);
    }

    /** The operation a peer run does ({@code decodeByZlib} → {@code decode}); our own operation for the rest. */
    public String verb() {
        return verbOf(operation);
    }

    /** The peer an operation name says it runs ({@code decodeByZlib} → {@code Zlib}), or null. */
    static String peerOf(String operation) {
        int by = operation.indexOf("By");
        return by > 0 && by + 2 < operation.length() && Character.isUpperCase(operation.charAt(by + 2))
                ? operation.substring(by + 2) : null;
    }

    /** The operation without its peer ({@code decodeByZlib} → {@code decode}). */
    static String verbOf(String operation) {
        String peer = peerOf(operation);
        return peer == null ? operation : operation.substring(0, operation.length() - peer.length() - 2);
    }

    public boolean isBaseline() {
        return operation.equals(BASELINE);
    }

    /** Parameters that are not sizes: rows that differ only in sizes form one scaling curve. */
    public Map<String, String> kindParams() {
        Map<String, String> kind = new LinkedHashMap<>();
        params.forEach((k, v) -> {
            if (!isSize(k)) {
                kind.put(k, v);
            }
        });
        return kind;
    }

    /** The parameters that set how much data a benchmark handles (a format {@code version} is numeric but a kind). */
    static boolean isSize(String param) {
        return SIZES.contains(param);
    }

    private static final Set<String> SIZES = Set.of("side", "size", "megabytes", "planes");
}
