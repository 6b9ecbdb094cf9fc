package dev.mapharness.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.dump.ModelJson;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A map reader with deliberate, switchable bugs, for the conformance runner's tests:
 * {@code StandInReader IN OUT.json BUG}. It reads the file as mapharness does and dumps it, after the
 * bug has had its way: {@code none}; {@code accept-garbage} (exit 0 on a file it cannot read);
 * {@code wrong-name} (the first texture name loses its last byte); {@code abort} (dies as if of
 * SIGABRT, exit 134); {@code refuse-all} (exit 2 on everything).
 */
public final class StandInReader {
    private StandInReader() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String bug = args[2];
        if (bug.equals("abort")) {
            Runtime.getRuntime().halt(134);
        }
        if (bug.equals("refuse-all")) {
            System.exit(2);
        }
        ObjectNode doc;
        try {
            doc = ModelJson.dump(Codecs.read(Files.readAllBytes(in), ReadOptions.LENIENT).model());
        } catch (MapFormatException e) {
            System.err.println("stand-in reader: " + e.getMessage());
            System.exit(bug.equals("accept-garbage") ? 0 : 1);
            return;
        }
        if (bug.equals("wrong-name")) {
            ObjectNode name = (ObjectNode) doc.get("model").get("textureNames").get(0);
            String text = name.get("text").asText();
            name.put("text", text.substring(0, Math.max(0, text.length() - 1)));
        }
        Files.writeString(out, new ObjectMapper().writeValueAsString(doc));
    }
}
