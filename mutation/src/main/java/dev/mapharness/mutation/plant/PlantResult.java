package dev.mapharness.mutation.plant;

import dev.mapharness.mutation.DocsTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One plant's benchmark result.
 *
 * @param plant      the plant's name
 * @param target     the fuzz target run
 * @param kind       reader, writer, layout, migration or compressor
 * @param bug        what the bug is
 * @param found      whether a finding showed it within the budget
 * @param seconds    from the fuzz command's start to the finding (JVM start-up included), or the budget
 * @param executions libFuzzer's executions when the run was stopped
 * @param budget     the budget, in seconds
 * @param witness    the input that showed it, kept beside the result
 * @param failure    the full oracle's first line on that input with the plant
 */
public record PlantResult(String plant, String target, String kind, String bug, boolean found, double seconds,
                          long executions, long budget, String witness, String failure) {
    public static final String START = "<!-- plant-table:start -->";
    public static final String END = "<!-- plant-table:end -->";

    String describe() {
        return found ? String.format(Locale.ROOT, "found in %.0f s, %,d executions: %s", seconds, executions, failure)
                : String.format(Locale.ROOT, "not found in %d s (%,d executions)", budget, executions);
    }

    static String markdown(List<PlantResult> results) {
        StringBuilder t = new StringBuilder("| plant | kind | target | found in | executions | the oracle said |\n")
                .append("| --- | --- | --- | ---: | ---: | --- |\n");
        long found = 0;
        long inAMinute = 0;
        for (PlantResult r : results) {
            found += r.found ? 1 : 0;
            inAMinute += r.found && r.seconds <= 60 ? 1 : 0;
            t.append(String.format(Locale.ROOT, "| `%s` | %s | `%s` | %s | %,d | %s |%n", r.plant, r.kind, r.target,
                    r.found ? String.format(Locale.ROOT, "%.0f s", r.seconds) : "not found in " + r.budget + " s",
                    r.executions, r.found ? shortened(r.failure).replace("|", "\\|") : ""));
        }
        t.append(String.format(Locale.ROOT, "%nFound: %d of %d; within 1 minute: %d.%n", found, results.size(), inAMinute));
        return t.toString();
    }

    /** The oracle's first line, cut at a hundred characters for the table (result.json keeps it whole). */
    static String shortened(String line) {
        return line.length() <= 100 ? line : line.substring(0, 99) + "…";
    }

    static void update(Path doc, String table) throws IOException {
        DocsTable.replace(doc, START, END, table);
    }
}
