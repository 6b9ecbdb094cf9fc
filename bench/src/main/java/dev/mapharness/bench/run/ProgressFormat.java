package dev.mapharness.bench.run;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Locale;
import java.util.stream.Collectors;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's output reduced to one line per finished benchmark with the time left; JMH's own log is
 * kept (the last lines) to show when a benchmark fails.
 */
final class ProgressFormat implements OutputFormat {
    private static final int KEPT_LINES = 200;
    private final PrintStream out;
    private final int total;
    private final long started = System.nanoTime();
    private final Deque<String> log = new ArrayDeque<>();
    private final StringBuilder partial = new StringBuilder();
    private int done;

    ProgressFormat(PrintStream out, int total) {
        this.out = out;
        this.total = total;
    }

    /** The last lines JMH printed, for a failure report. */
    String recentLog() {
        return String.join("\n", log);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        done++;
        BenchmarkParams params = result.getParams();
        Result<?> primary = result.getPrimaryResult();
        Result<?> bytes = result.getSecondaryResults().get("bytes");
        String rate = bytes == null ? String.format(Locale.ROOT, "%.0f ops/s", primary.getScore())
                : MarkdownTable.significant(bytes.getScore() / 1e6) + " MB/s";
        double elapsed = (System.nanoTime() - started) / 1e9;
        double left = elapsed / done * (total - done);
        String name = BenchRun.shortName(params.getBenchmark().substring(0, params.getBenchmark().lastIndexOf('.')))
                + "." + params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        String values = params.getParamsKeys().stream().map(k -> k + "=" + params.getParam(k)).collect(Collectors.joining(" "));
        out.printf(Locale.ROOT, "[%d/%d] %s %s: %s  (%s elapsed, about %s left)%n", done, total, name, values, rate,
                clock(elapsed), clock(left));
    }

    private static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    private void keep(String line) {
        if (log.size() == KEPT_LINES) {
            log.removeFirst();
        }
        log.addLast(line);
    }

    @Override
    public void println(String s) {
        partial.append(s);
        keep(partial.toString());
        partial.setLength(0);
    }

    @Override
    public void print(String s) {
        partial.append(s);
    }

    @Override
    public void verbosePrintln(String s) {
        keep(s);
    }

    @Override
    public void write(int b) {
        partial.append((char) b);
    }

    @Override
    public void write(byte[] b) {
        partial.append(new String(b, java.nio.charset.StandardCharsets.UTF_8));
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
    }

    @Override
    public void startBenchmark(BenchmarkParams benchParams) {
    }

    @Override
    public void startRun() {
    }

    @Override
    public void endRun(Collection<RunResult> result) {
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        out.flush();
    }
}
