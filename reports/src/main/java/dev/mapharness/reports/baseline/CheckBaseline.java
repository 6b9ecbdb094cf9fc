package dev.mapharness.reports.baseline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The findings {@code check --baseline FILE} knows: those of an earlier run, so that a tool's CI can
 * adopt {@code check} before the tool's files are perfect and still fail on what is new. A finding
 * is known when the baseline has one of the same file (its name as given, normalised), rule and
 * field, whatever its offset (a finding that moved is still known), and as many times as the
 * baseline has it (two identical findings there allow two). A known finding is listed but never
 * fails the check. A file that does not read is never hidden: it always fails.
 *
 * <p>The baseline is any of: what {@code check --write-baseline} writes
 * ({@code {"mapharnessBaseline": 1, "findings": [{"file", "rule", "field"}, …]}}), the
 * {@code check --json} report (or its {@code --json-lines}) of an earlier run, or its {@code --sarif} log.
 */
public final class CheckBaseline {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** File → (rule, field) → how many the baseline has. */
    private final Map<String, Map<String, Integer>> known;
    private final long size;

    private CheckBaseline(Map<String, Map<String, Integer>> known, long size) {
        this.known = known;
        this.size = size;
    }

    /** A baseline from the bytes of one of the files it may be; an IllegalArgumentException if it is none. */
    public static CheckBaseline parse(byte[] bytes) throws IOException {
        Map<String, Map<String, Integer>> known = new HashMap<>();
        long[] size = {0};
        boolean recognised = false;
        try (MappingIterator<JsonNode> docs = JSON.readerFor(JsonNode.class).readValues(bytes)) {
            while (docs.hasNext()) {
                JsonNode doc = docs.next();
                if (doc.has("mapharnessBaseline")) {
                    recognised = true;
                    for (JsonNode f : doc.path("findings")) {
                        add(known, size, f.path("file").asText(), f.path("rule").asText(), f.path("field").asText());
                    }
                } else if (doc.path("files").isArray()) {
                    recognised = true;
                    doc.path("files").forEach(file -> checkFile(known, size, file));
                } else if (doc.has("file") && doc.has("findings")) {
                    recognised = true;
                    checkFile(known, size, doc);
                } else if (doc.path("runs").isArray()) {
                    recognised = true;
                    for (JsonNode run : doc.path("runs")) {
                        for (JsonNode r : run.path("results")) {
                            sarifResult(known, size, run, r);
                        }
                    }
                }
            }
        }
        if (!recognised) {
            throw new IllegalArgumentException("a baseline is what check --write-baseline writes, or the --json or --sarif"
                    + " report of an earlier check; this is none of them");
        }
        return new CheckBaseline(known, size[0]);
    }

    private static void checkFile(Map<String, Map<String, Integer>> known, long[] size, JsonNode file) {
        String name = file.path("file").asText();
        for (JsonNode f : file.path("findings")) {
            add(known, size, name, f.path("rule").asText(), f.path("field").asText());
        }
    }

    private static void sarifResult(Map<String, Map<String, Integer>> known, long[] size, JsonNode run, JsonNode r) {
        String rule = r.path("ruleId").asText();
        if (rule.isEmpty() && r.has("ruleIndex")) {
            rule = run.path("tool").path("driver").path("rules").path(r.path("ruleIndex").asInt()).path("id").asText();
        }
        JsonNode location = r.path("locations").path(0);
        String uri = location.path("physicalLocation").path("artifactLocation").path("uri").asText();
        String field = location.path("logicalLocations").path(0).path("fullyQualifiedName").asText();
        if (!uri.isEmpty()) {
            add(known, size, fileOf(uri), rule, field);
        }
    }

    /** The file name a SARIF artifact URI stands for: a {@code file:} URI's path, a relative one decoded. */
    static String fileOf(String uri) {
        try {
            URI u = new URI(uri);
            if ("file".equals(u.getScheme())) {
                return Path.of(u).toString();
            }
            return u.getPath() == null ? uri : u.getPath();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return uri;
        }
    }

    private static void add(Map<String, Map<String, Integer>> known, long[] size, String file, String rule, String field) {
        if (file.isEmpty() || rule.isEmpty()) {
            return;
        }
        known.computeIfAbsent(normal(file), k -> new HashMap<>()).merge(key(rule, field), 1, Integer::sum);
        size[0]++;
    }

    /** A file's name as a baseline keys it: normalised ({@code ./a/../b.wwd} is {@code b.wwd}), with forward slashes. */
    public static String normal(String file) {
        try {
            String n = Path.of(file).normalize().toString();
            return (n.isEmpty() ? "." : n).replace('\\', '/');
        } catch (InvalidPathException e) {
            return file.replace('\\', '/');
        }
    }

    private static String key(String rule, String field) {
        return rule + "\t" + field;
    }

    /** How many findings the baseline holds. */
    public long size() {
        return size;
    }

    /**
     * {@code r} with each finding marked known or new. A file's findings are matched against the
     * baseline in the order reported; each entry of the baseline is used up by one finding. A file
     * that does not read is returned as it is. Thread-safe: the baseline is only read.
     */
    public CheckResult apply(CheckResult r) {
        if (r.failure().isPresent()) {
            return r;
        }
        Map<String, Integer> left = new HashMap<>(known.getOrDefault(normal(r.file()), Map.of()));
        List<Finding> marked = new ArrayList<>(r.findings().size());
        for (Finding f : r.findings()) {
            String k = key(f.rule().id(), f.field());
            int n = left.getOrDefault(k, 0);
            if (n > 0) {
                left.put(k, n - 1);
                marked.add(f.withBaseline(Finding.Baseline.KNOWN));
            } else {
                marked.add(f.withBaseline(Finding.Baseline.NEW));
            }
        }
        return r.withFindings(marked);
    }

}
