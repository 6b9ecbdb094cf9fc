package dev.mapharness.reports.nightly;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Summary files as the fuzzer writes them, for the history tests. */
final class Nights {
    private Nights() {
    }

    /** A nightly summary.json with the given finding signatures (target t) and failing committed inputs (signature s). */
    static String summary(String kind, List<String> findings, List<String> replayFailures) {
        StringBuilder f = new StringBuilder();
        for (String sig : findings) {
            f.append(f.length() == 0 ? "" : ",").append("""
                    {"target":"t","kind":"crash","signature":"%s","title":"IndexOutOfBoundsException in X.y","firstLine":"boom",
                     "known":false,"file":"fuzz/t/findings/crash-%s","inputs":1,"originalSize":10,"minimisedSize":3,"reduction":[]}
                    """.formatted(sig, sig));
        }
        StringBuilder r = new StringBuilder();
        for (String sig : replayFailures) {
            r.append(r.length() == 0 ? "" : ",").append("""
                    {"target":"t","file":"fuzz/t/findings/crash-%s","signature":"%s","firstLine":"still fails"}
                    """.formatted(sig, sig));
        }
        return """
                {"schema":"mapharness-fuzz-summary/1","kind":"%s","started":"2026-11-20T01:00:00Z","finished":"2026-11-20T02:00:00Z",
                 "budgetSeconds":3600,"seconds":3600.5,"replay":{"inputs":40,"failures":[%s]},
                 "targets":[{"target":"t","seconds":3500.0,"fuzzSeconds":3400,"executions":123456,"execPerSecond":36,
                   "coverage":900,"features":2000,"corpusSize":77,"exitCode":0,"log":"t/fuzz.log","findings":[]}],
                 "findings":[%s]}
                """.formatted(kind, r, f);
    }

    static Path run(Path runs, String id, String summaryJson) throws IOException {
        Path dir = Files.createDirectories(runs.resolve(id));
        Files.writeString(dir.resolve("summary.json"), summaryJson);
        return dir;
    }
}
