package dev.mapharness.mutation.pit;

import dev.mapharness.mutation.DocsTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The Markdown table of docs/mutation.md, one row a package. */
public final class MutationTable {
    public static final String START = "<!-- mutation-table:start -->";
    public static final String END = "<!-- mutation-table:end -->";

    private MutationTable() {
    }

    public static String markdown(List<PackageResult> results) {
        StringBuilder t = new StringBuilder()
                .append("| package | mutants | killed | no coverage | survived | timed out | score | test strength | measured on |\n")
                .append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
        for (PackageResult r : results) {
            MutationCounts c = r.counts();
            t.append(String.format(Locale.ROOT, "| `%s` | %,d | %,d | %,d | %,d | %,d | %.1f%% | %.1f%% | %s, %s |%n",
                    r.pkg(), c.total(), c.killed(), c.noCoverage(), c.survived(), c.timedOut() + c.otherDetected(),
                    floor(c.score()), floor(c.testStrength()), r.commit(), r.measuredAt().substring(0, 10)
                            + (Suite.CODECS.id().equals(r.suite()) ? ", codecs' tests" : "")));
        }
        return t.toString();
    }

    /** Rounds down to a tenth, so that 89.97% never reads as 90.0%. */
    private static double floor(double percent) {
        return Math.floor(percent * 10) / 10;
    }

    /** Replaces the table between {@link #START} and {@link #END} in {@code doc}. */
    public static void update(Path doc, List<PackageResult> results) throws IOException {
        DocsTable.replace(doc, START, END, markdown(results));
    }
}
