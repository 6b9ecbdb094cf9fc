package dev.mapharness.bench.run;

import dev.mapharness.bench.compress.LzoStreams;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * Which benchmarks a run measures at which parameters, one entry per benchmark class, read from
 * the list JMH compiled into the jar.
 */
public record Plan(List<Group> groups, List<String> skipped) {

    public Plan(List<Group> groups) {
        this(groups, List.of());
    }

    /** The operations of one class and the parameter values to run them at. */
    public record Group(String className, List<String> operations, Map<String, List<String>> params) {
        /** How many JMH runs (forks) this group takes. */
        public int runs() {
            int n = operations.size();
            for (List<String> values : params.values()) {
                n *= values.size();
            }
            return n;
        }

        /** The class's simple name without "Benchmark", as the table names it. */
        public String benchmark() {
            return BenchRun.shortName(className);
        }
    }

    public int runs() {
        return groups.stream().mapToInt(Group::runs).sum();
    }

    /**
     * @param include a regular expression found in {@code Benchmark.operation} (e.g. {@code Lzo},
     *     {@code Oprw\.decode}); null for everything. The baseline and the peers of a chosen
     *     operation are always measured with it.
     */
    public static Plan of(Profile profile, Pattern include, OutputFormat out) {
        Map<String, List<BenchmarkListEntry>> byClass = new TreeMap<>();
        for (BenchmarkListEntry entry : BenchmarkList.defaultList().getAll(out, List.of())) {
            byClass.computeIfAbsent(entry.getUserClassQName(), k -> new ArrayList<>()).add(entry);
        }
        List<Group> groups = new ArrayList<>();
        Set<String> skipped = new TreeSet<>();
        byClass.forEach((className, entries) -> {
            List<String> operations = new ArrayList<>();
            Map<String, List<String>> params = new LinkedHashMap<>();
            for (BenchmarkListEntry entry : entries) {
                String operation = entry.getUsername().substring(entry.getUsername().lastIndexOf('.') + 1);
                boolean baseline = operation.equals(Measurement.BASELINE);
                boolean wanted = include == null || include.matcher(BenchRun.shortName(className) + "." + operation).find();
                // the baseline comes along with whatever else of its class is measured
                if (baseline || (wanted && profile.measures(operation))) {
                    operations.add(operation);
                }
                if (entry.getParams().hasValue()) {
                    entry.getParams().get().forEach((name, values) -> params.computeIfAbsent(name, n -> available(n,
                            profile.values(n, values, params.keySet().stream().noneMatch(Measurement::isSize)), skipped)));
                }
            }
            // a peer comes along with our operation it is measured against (decodeByZlib with decode)
            for (BenchmarkListEntry entry : entries) {
                String operation = entry.getUsername().substring(entry.getUsername().lastIndexOf('.') + 1);
                if (Measurement.peerOf(operation) != null && operations.contains(Measurement.verbOf(operation))
                        && !operations.contains(operation)) {
                    operations.add(operation);
                }
            }
            if (operations.stream().anyMatch(o -> !o.equals(Measurement.BASELINE))) {
                operations.sort(null);
                groups.add(new Group(className, List.copyOf(operations), params));
            }
        });
        return new Plan(List.copyOf(groups), List.copyOf(skipped));
    }

    /**
     * The values of parameter {@code name} this machine can run: an LZO stream whose encoder is not
     * installed (liblzo2) is left out, and why goes to {@code skipped}, so the rest of the run goes on.
     */
    private static List<String> available(String name, List<String> values, Set<String> skipped) {
        if (!name.equals("stream")) {
            return values;
        }
        List<String> kept = new ArrayList<>();
        for (String value : values) {
            Optional<String> reason = LzoStreams.of(value).unavailable();
            reason.ifPresentOrElse(r -> skipped.add("stream=" + value + " left out: " + r), () -> kept.add(value));
        }
        return kept;
    }
}
