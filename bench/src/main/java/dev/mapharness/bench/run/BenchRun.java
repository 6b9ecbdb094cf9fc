package dev.mapharness.bench.run;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** Runs a {@link Plan} with JMH, one forked JVM per benchmark and parameter set, with the GC profiler on. */
public final class BenchRun {
    private static final String ALLOCATION = "gc.alloc.rate.norm";
    private static final String PAYLOAD = "bytes";
    /** What JMH says when another run holds its lock. */
    private static final String LOCKED = "Unable to acquire the JMH lock";
    private static final long LOCK_RETRY_MILLIS = 5_000;

    private final Profile profile;
    private final int forks;

    /**
     * @param forks JVMs per benchmark and parameter set; 0 runs in this JVM (only for the runner's
     *     own tests: benchmarks then share one JIT profile)
     */
    public BenchRun(Profile profile, int forks) {
        this.profile = profile;
        this.forks = forks;
    }

    public List<Measurement> run(Plan plan, PrintStream progress) throws RunnerException {
        ProgressFormat format = new ProgressFormat(progress, plan.runs());
        List<Measurement> measurements = new ArrayList<>();
        for (Plan.Group group : plan.groups()) {
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include("^" + Pattern.quote(group.className()) + "\\.(" + String.join("|", group.operations()) + ")$")
                    .warmupIterations(profile.warmupIterations)
                    .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
                    .measurementIterations(profile.iterations)
                    .measurementTime(TimeValue.milliseconds(profile.iterationMillis))
                    .forks(forks)
                    .addProfiler(GCProfiler.class)
                    .shouldFailOnError(true);
            group.params().forEach((name, values) -> options.param(name, values.toArray(String[]::new)));
            Collection<RunResult> results = runWhenFree(options, format, group, progress);
            for (RunResult result : results) {
                measurements.add(measurement(result));
            }
        }
        return measurements;
    }

    /**
     * Runs one group; while another JMH run on this machine holds JMH's lock, waits for it instead
     * of failing, since two benchmark runs at once would spoil both.
     */
    private static Collection<RunResult> runWhenFree(ChainedOptionsBuilder options, ProgressFormat format, Plan.Group group,
            PrintStream progress) throws RunnerException {
        boolean told = false;
        while (true) {
            try {
                return new Runner(options.build(), format).run();
            } catch (RunnerException e) {
                if (!String.valueOf(e.getMessage()).contains(LOCKED)) {
                    throw new RunnerException(group.benchmark() + " failed; JMH's last lines:\n" + format.recentLog(), e);
                }
                if (!told) {
                    progress.println("bench/run: another JMH run holds " + System.getProperty("java.io.tmpdir")
                            + "/jmh.lock; waiting for it to finish");
                    told = true;
                }
                try {
                    Thread.sleep(LOCK_RETRY_MILLIS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    static Measurement measurement(RunResult result) {
        BenchmarkParams params = result.getParams();
        String full = params.getBenchmark();
        int dot = full.lastIndexOf('.');
        Map<String, String> values = new LinkedHashMap<>();
        for (String key : params.getParamsKeys()) {
            values.put(key, params.getParam(key));
        }
        Result<?> primary = result.getPrimaryResult();
        Map<String, Result> secondary = result.getSecondaryResults();
        Result<?> payload = secondary.get(PAYLOAD);
        if (payload == null) {
            throw new IllegalStateException(full + " does not count its payload in a ByteCounter");
        }
        Result<?> allocation = secondary.get(ALLOCATION);
        return new Measurement(shortName(full.substring(0, dot)), full.substring(dot + 1), values, primary.getScore(),
                primary.getScoreError(), payload.getScore() / primary.getScore(),
                allocation == null ? Double.NaN : allocation.getScore());
    }

    /** {@code dev.mapharness.bench.compress.LzoBenchmark} → {@code Lzo}. */
    static String shortName(String className) {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        return simple.endsWith("Benchmark") && simple.length() > "Benchmark".length()
                ? simple.substring(0, simple.length() - "Benchmark".length()) : simple;
    }
}
