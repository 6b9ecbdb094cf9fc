package dev.mapharness.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * Measures batch {@code check}'s steady throughput for {@code -j 1} and {@code -j 2} in one JVM, as
 * a benchmark does: warm-up rounds first (the JIT compiles the check paths of every format, which
 * on 2 cores takes a core for the first 20 s or so and would otherwise be charged to whichever run
 * comes first), then rounds of each in turn, the median kept. Used by {@code bench/batch}.
 *
 * <p>Usage: {@code java -cp cli/target/mapharness.jar dev.mapharness.cli.BatchThroughput LIST [ROUNDS]},
 * LIST being a file of paths as {@code check --from} reads it.
 */
public final class BatchThroughput {
    private static final int WARM_UP = 6;

    private BatchThroughput() {
    }

    public static void main(String[] args) {
        if (args.length < 1) {
            System.err.println("usage: BatchThroughput LIST [ROUNDS]");
            System.exit(ExitCodes.USAGE);
        }
        String list = args[0];
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        for (int i = 0; i < WARM_UP; i++) {
            seconds(list, 2);
        }
        List<Double> one = new ArrayList<>();
        List<Double> two = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            one.add(seconds(list, 1));
            two.add(seconds(list, 2));
        }
        double m1 = median(one);
        double m2 = median(two);
        System.out.printf(Locale.ROOT, "steady state, after %d warm-up rounds: -j 1 %.2f s, -j 2 %.2f s (medians of %d):"
                + " -j 2 is %.2fx -j 1%n", WARM_UP, m1, m2, rounds, m1 / m2);
    }

    private static double seconds(String list, int jobs) {
        CommandLine cl = Cli.create();
        PrintWriter nowhere = new PrintWriter(Writer.nullWriter());
        cl.setOut(nowhere);
        cl.setErr(nowhere);
        long start = System.nanoTime();
        cl.execute("check", "--quiet", "-j", String.valueOf(jobs), "--from", list);
        return (System.nanoTime() - start) / 1e9;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
