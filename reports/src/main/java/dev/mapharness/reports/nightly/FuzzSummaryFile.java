package dev.mapharness.reports.nightly;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a fuzzing run's {@code summary.json} ({@value #SCHEMA}) without depending on the fuzzer:
 * the file is the interface. Missing numbers read as zero and missing strings as empty, so an
 * older writer's file still reads; another schema is refused.
 */
public final class FuzzSummaryFile {
    public static final String SCHEMA = "mapharness-fuzz-summary/1";
    /** A summary is a few kilobytes; one far larger is not one. */
    static final long MAX_BYTES = 64L << 20;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * One run's summary.
     *
     * @param kind    {@code fuzz} or {@code nightly}
     * @param started ISO-8601 instant
     * @param seconds the time the run took
     * @param night    the replay, targets and findings
     * @param coverage what the corpus covered of the codecs, if the run measured it
     */
    public record Run(String kind, String started, double seconds, FuzzNight night, Optional<CoverageNight> coverage) {
        public Run(String kind, String started, double seconds, FuzzNight night) {
            this(kind, started, seconds, night, Optional.empty());
        }

        public long executions() {
            return night.targets().stream().mapToLong(FuzzNight.TargetRow::executions).sum();
        }
    }

    /** A file that is not a readable summary of this schema. */
    public static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message);
        }
    }

    private FuzzSummaryFile() {
    }

    public static Run read(Path file) throws Unreadable {
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new Unreadable(file + ": " + Files.size(file) + " bytes, too large for a summary");
            }
            return parse(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new Unreadable(file + ": " + e.getMessage());
        }
    }

    public static Run parse(byte[] json) throws Unreadable {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JacksonException e) {
            throw new Unreadable("not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new Unreadable("not JSON: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new Unreadable("not a JSON object");
        }
        String schema = root.path("schema").asText("");
        if (!SCHEMA.equals(schema)) {
            throw new Unreadable("schema '" + schema + "', not " + SCHEMA);
        }
        JsonNode replay = root.path("replay");
        List<FuzzNight.ReplayRow> failures = new ArrayList<>();
        for (JsonNode f : replay.path("failures")) {
            failures.add(new FuzzNight.ReplayRow(text(f, "target"), text(f, "file"), text(f, "signature"), text(f, "firstLine")));
        }
        List<FuzzNight.TargetRow> targets = new ArrayList<>();
        for (JsonNode t : root.path("targets")) {
            targets.add(new FuzzNight.TargetRow(text(t, "target"), t.path("seconds").asDouble(0),
                    t.path("executions").asLong(0), t.path("execPerSecond").asLong(0), t.path("coverage").asLong(0),
                    t.path("features").asLong(0), t.path("corpusSize").asLong(0)));
        }
        List<FuzzNight.FindingRow> findings = new ArrayList<>();
        for (JsonNode f : root.path("findings")) {
            findings.add(new FuzzNight.FindingRow(text(f, "target"), text(f, "kind"), text(f, "signature"),
                    text(f, "title"), text(f, "firstLine"), f.path("known").asBoolean(false), text(f, "file"),
                    f.path("originalSize").asInt(0), f.path("minimisedSize").asInt(0)));
        }
        List<FuzzNight.RotatedRow> rotatedOut = new ArrayList<>();
        for (JsonNode r : root.path("rotatedOut")) {
            rotatedOut.add(new FuzzNight.RotatedRow(text(r, "target"), text(r, "lastRan")));
        }
        FuzzNight night = new FuzzNight(replay.path("inputs").asInt(0), failures, targets, findings, rotatedOut);
        return new Run(text(root, "kind"), text(root, "started"), root.path("seconds").asDouble(0), night,
                coverage(root.path("coverage")));
    }

    private static Optional<CoverageNight> coverage(JsonNode c) {
        if (!c.isObject()) {
            return Optional.empty();
        }
        List<CoverageNight.Counts> packages = new ArrayList<>();
        c.path("packages").forEach(p -> packages.add(counts(p)));
        List<CoverageNight.Counts> targets = new ArrayList<>();
        c.path("targets").forEach(t -> targets.add(counts(t)));
        return Optional.of(new CoverageNight(text(c, "report"), counts(c.path("total")), packages, targets));
    }

    private static CoverageNight.Counts counts(JsonNode n) {
        return new CoverageNight.Counts(text(n, "name"), n.path("linesCovered").asInt(0), n.path("lines").asInt(0),
                n.path("branchesCovered").asInt(0), n.path("branches").asInt(0));
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.path(field);
        return v.isValueNode() && !v.isNull() ? v.asText() : "";
    }
}
