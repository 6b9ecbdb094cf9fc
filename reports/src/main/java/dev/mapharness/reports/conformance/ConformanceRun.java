package dev.mapharness.reports.conformance;

import dev.mapharness.format.Format;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A finished conformance run, as a report shows it.
 *
 * @param command  the mapharness command that ran ({@code conformance writer}, {@code conformance reader})
 * @param format   the format whose cases ran
 * @param tool     the tool's command template as given with {@code --cmd}, placeholders included
 * @param cases    what the case set was, for people ({@code "every corpus map of 4WVR"})
 * @param results  every case's result, in the order they ran
 * @param known    the known failures from the baseline ({@link BaselineKeys#of(CaseResult)}); empty without one
 * @param exitCode the run's exit code: 0 when every case passes or the baseline knows it
 */
public record ConformanceRun(String command, Format format, String tool, String cases, List<CaseResult> results,
                             Set<String> known, int exitCode) {
    public ConformanceRun {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(cases, "cases");
        results = List.copyOf(results);
        known = Set.copyOf(known);
    }

    /** Whether the baseline knows this result: the same case with the same verdict other than pass. */
    public boolean isKnown(CaseResult r) {
        return r.verdict() != CaseVerdict.PASS && known.contains(BaselineKeys.of(r));
    }

    /** A reader run: the expected side is mapharness's reading of a file, the other the tool's dump. */
    public boolean readerRun() {
        return command.endsWith("reader");
    }
}
