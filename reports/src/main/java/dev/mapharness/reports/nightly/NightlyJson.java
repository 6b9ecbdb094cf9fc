package dev.mapharness.reports.nightly;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.reports.JsonReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The night as JSON ({@value #SCHEMA}): printed by {@code nightly --json} and kept as
 * {@code nightly.json} next to the run's {@code summary.json}, where the next nights read which
 * round trips and differentials held. Pure ASCII, like every JSON mapharness prints.
 */
public final class NightlyJson {
    public static final String SCHEMA = "mapharness-nightly/1";
    public static final String FILE_NAME = "nightly.json";
    static final long MAX_BYTES = 256L << 20;
    /**
     * JsonReport's: escaping non-ASCII alone left DEL raw, which a terminal may act on (found by the
     * reports fuzz target, fuzz/README.md).
     */
    private static final ObjectMapper MAPPER = JsonReport.mapper();

    private NightlyJson() {
    }

    public static String render(NightlyReport r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schema", SCHEMA);
        root.put("runId", r.runId());
        root.put("started", r.started());
        root.put("seconds", r.seconds());
        root.put("failing", r.failing());
        ArrayNode trips = root.putArray("roundTrips");
        r.roundTrips().forEach(t -> trips.add(MAPPER.valueToTree(t)));
        ArrayNode diffs = root.putArray("differentials");
        for (VersionRun v : r.differentials()) {
            ObjectNode o = diffs.addObject();
            o.put("file", v.file());
            o.put("passed", v.result().agrees());
            o.set("result", MAPPER.valueToTree(v.result()));
        }
        root.set("fuzz", MAPPER.valueToTree(r.fuzz()));
        // line and branch coverage per package and per target, with the change since the previous night
        r.coverage().ifPresent(c -> root.set("coverage", MAPPER.valueToTree(c)));
        // the checkout's latest mutation testing (bench/mutation), when it ran
        r.mutation().ifPresent(m -> root.set("mutation", MAPPER.valueToTree(m)));
        ArrayNode history = root.putArray("history");
        r.history().forEach(h -> history.add(MAPPER.valueToTree(h)));
        root.put("skippedNights", r.skippedNights());
        ArrayNode changes = root.putArray("changes");
        for (Change c : r.changes()) {
            ObjectNode o = changes.addObject();
            o.put("kind", c.kind().id());
            o.put("target", c.target());
            o.put("signature", c.signature());
            o.put("title", c.title());
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the report is plain records", e);
        }
    }

    /** Writes {@code nightly.json} into the run's directory, whole or not at all. */
    public static void write(Path runDir, NightlyReport r) throws IOException {
        Files.createDirectories(runDir);
        AtomicFiles.write(runDir.resolve(FILE_NAME), render(r).getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Which round trips and differentials held in a run: keys {@link Changes#ROUND_TRIP}{@code :file}
     * and {@link Changes#DIFFERENTIAL}{@code :file}. Empty if the run has no readable nightly.json
     * (a run of an older mapharness, or one of {@code mapharness fuzz}).
     */
    public static Optional<Map<String, Boolean>> states(Path runDir) {
        Path file = runDir.resolve(FILE_NAME);
        JsonNode root;
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_BYTES) {
                return Optional.empty();
            }
            root = MAPPER.readTree(Files.readAllBytes(file));
        } catch (JacksonException e) {
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
        if (root == null || !SCHEMA.equals(root.path("schema").asText(""))) {
            return Optional.empty();
        }
        Map<String, Boolean> states = new LinkedHashMap<>();
        for (JsonNode t : root.path("roundTrips")) {
            if (t.path("file").isTextual()) {
                states.put(Changes.ROUND_TRIP + ":" + t.path("file").asText(), t.path("passed").asBoolean(false));
            }
        }
        for (JsonNode d : root.path("differentials")) {
            if (d.path("file").isTextual()) {
                states.put(Changes.DIFFERENTIAL + ":" + d.path("file").asText(), d.path("passed").asBoolean(false));
            }
        }
        return Optional.of(states);
    }
}
