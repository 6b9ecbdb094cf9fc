package dev.mapharness.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.reports.dump.ModelJson;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A map writer with deliberate, switchable bugs, for the conformance runner's tests to drive:
 * {@code StandInWriter IN.json OUT BUG}. It reads the case's JSON dump and writes the model, after
 * the bug has had its way:
 * <ul>
 * <li>{@code none}: writes it right;</li>
 * <li>{@code short-name}: an off-by-one in a string: the first texture name loses its last byte;</li>
 * <li>{@code drop-object}: the last object is left out;</li>
 * <li>{@code crash-on-empty}: fails (exit 1, a stack trace) on a world without objects;</li>
 * <li>{@code exit-3}: exits 3 with a message;</li>
 * <li>{@code hang}: never ends;</li>
 * <li>{@code no-output}: exits 0 and writes nothing;</li>
 * <li>{@code garbage}: writes bytes no reader takes.</li>
 * </ul>
 */
public final class StandInWriter {
    private StandInWriter() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String bug = args[2];
        ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        ObjectNode doc = (ObjectNode) json.readTree(Files.readAllBytes(in));
        ObjectNode model = (ObjectNode) doc.get("model");
        ArrayNode objects = (ArrayNode) model.get("objects");
        switch (bug) {
            case "none" -> { }
            case "short-name" -> {
                ObjectNode name = (ObjectNode) model.get("textureNames").get(0);
                String text = name.get("text").asText();
                name.put("text", text.isEmpty() ? text : text.substring(0, text.length() - 1));
            }
            case "drop-object" -> {
                if (objects.size() > 0) {
                    objects.remove(objects.size() - 1);
                }
            }
            case "crash-on-empty" -> {
                if (objects.isEmpty()) {
                    throw new IllegalStateException("no objects to write");
                }
            }
            case "exit-3" -> {
                System.err.println("stand-in writer: cannot write this");
                System.exit(3);
            }
            case "hang" -> Thread.sleep(Long.MAX_VALUE);
            case "no-output" -> System.exit(0);
            case "garbage" -> {
                Files.write(out, new byte[] {1, 2, 3});
                return;
            }
            default -> throw new IllegalArgumentException("no bug called " + bug);
        }
        Files.write(out, Codecs.write(ModelJson.undump(doc)));
    }
}
