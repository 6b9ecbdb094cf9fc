package dev.mapharness.bench.run;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How much of the suite a run covers and how long it measures. Sizes are every numeric parameter:
 * a profile takes the smallest few of each, so two sizes at least are measured and the step from
 * one to the next shows.
 */
public enum Profile {
    /**
     * A few minutes: the two smallest values of a benchmark's first size and the smallest of its
     * others, lenient decodes only, half-second iterations.
     */
    SHORT(1, 500, 2, 500, 2, Set.of("decodeStrict", "decodeOwnStream")),
    /** All but the largest size, every operation. */
    STANDARD(2, 1000, 3, 1000, Integer.MAX_VALUE - 1, Set.of()),
    /** Everything, with the longer iterations JMH's defaults would use. */
    FULL(3, 2000, 5, 2000, Integer.MAX_VALUE, Set.of());

    final int warmupIterations;
    final int warmupMillis;
    final int iterations;
    final int iterationMillis;
    /** How many sizes of each numeric parameter, from the smallest; MAX - 1 means all but the largest. */
    private final int sizes;
    private final Set<String> skippedOperations;

    Profile(int warmupIterations, int warmupMillis, int iterations, int iterationMillis, int sizes, Set<String> skippedOperations) {
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.iterations = iterations;
        this.iterationMillis = iterationMillis;
        this.sizes = sizes;
        this.skippedOperations = skippedOperations;
    }

    /**
     * The values of parameter {@code name} this profile measures, in the declared order.
     *
     * @param firstSize whether {@code name} is the first size parameter of its benchmark
     */
    List<String> values(String name, String[] declared, boolean firstSize) {
        if (!Measurement.isSize(name)) {
            return List.of(declared);
        }
        List<String> ascending = Arrays.stream(declared).sorted((a, b) -> Double.compare(Double.parseDouble(a), Double.parseDouble(b))).toList();
        int n = this == SHORT && !firstSize ? 1 : sizes == Integer.MAX_VALUE - 1 ? Math.max(2, ascending.size() - 1) : sizes;
        List<String> chosen = ascending.subList(0, Math.min(n, ascending.size()));
        return Arrays.stream(declared).filter(chosen::contains).toList();
    }

    boolean measures(String operation) {
        return !skippedOperations.contains(operation);
    }

    /** Seconds one benchmark at one parameter set takes, JVM start and set-up not counted. */
    double secondsPerRun() {
        return (warmupIterations * warmupMillis + iterations * iterationMillis) / 1000.0;
    }

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
