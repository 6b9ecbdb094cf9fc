package dev.mapharness.fuzz.run;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One status line of libFuzzer's log ({@code #683863 DONE cov: 1227 ft: 3699 corp: 343/169Kb ...
 * exec/s: 42741 rss: 804Mb}): executions so far, coverage (edges and features), corpus size,
 * executions per second.
 */
public record LibFuzzerStatus(long executions, long coverage, long features, long corpusSize, long execPerSecond) {
    private static final Pattern LINE = Pattern.compile(
            "^#(\\d+)\\s+\\S+\\s+cov: (\\d+) ft: (\\d+) corp: (\\d+)/\\S+(?:.*?exec/s: (\\d+))?");
    private static final Pattern DONE = Pattern.compile("^Done (\\d+) runs in (\\d+) second");

    public static final LibFuzzerStatus NONE = new LibFuzzerStatus(0, 0, 0, 0, 0);

    /** The status a log line reports, if it is a status line. */
    public static Optional<LibFuzzerStatus> parse(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(new LibFuzzerStatus(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)),
                Long.parseLong(m.group(3)), Long.parseLong(m.group(4)), m.group(5) == null ? 0 : Long.parseLong(m.group(5))));
    }

    /** libFuzzer's closing line: {@code Done 683863 runs in 16 second(s)} → runs and seconds. */
    public static Optional<long[]> parseDone(String line) {
        Matcher m = DONE.matcher(line);
        return m.find() ? Optional.of(new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))}) : Optional.empty();
    }

    /** This status with the executions of a later line that carries no coverage (libFuzzer's "Done"). */
    public LibFuzzerStatus withExecutions(long runs, long seconds) {
        long perSecond = seconds > 0 ? runs / seconds : execPerSecond;
        return new LibFuzzerStatus(Math.max(runs, executions), coverage, features, corpusSize, perSecond);
    }
}
