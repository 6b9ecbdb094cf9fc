package dev.mapharness.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.reports.dump.ModelJson;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.Base64;
import java.nio.file.Path;

/**
 * A map writer with deliberate, switchable bugs, for the conformance runner's tests to drive:
 * {@code StandInWriter IN.json OUT BUG}. It reads the case's JSON dump and writes the model, after
 * the bug has had its way. As a converter, {@code StandInWriter IN.map OUT BUG TARGET} reads a map
 * file and migrates it to TARGET (a format) as mapharness does, then the bug has its way:
 * <ul>
 * <li>{@code none}: writes it right;</li>
 * <li>{@code short-name}: an off-by-one in a string: the first texture name loses its last byte;</li>
 * <li>{@code drop-object}: the last object is left out;</li>
 * <li>{@code crash-on-empty}: fails (exit 1, a stack trace) on a world without objects;</li>
 * <li>{@code exit-3}: exits 3 with a message;</li>
 * <li>{@code hang}: never ends;</li>
 * <li>{@code no-output}: exits 0 and writes nothing;</li>
 * <li>{@code garbage}: writes bytes no reader takes;</li>
 * <li>{@code huge-output}: writes 2 MB where the model takes a few kilobytes;</li>
 * <li>{@code flood-stderr}: prints 5 MB on standard error, then writes it right;</li>
 * <li>{@code wrong-checksum}: a WWD level's header checksum is off by one;</li>
 * <li>{@code nudge-height-N}: the first elevation cell of an 8WVR world is N units in the last place higher.</li>
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
        ObjectNode doc = args.length > 3
                ? ModelJson.dump(Migrations.migrate(Codecs.read(Files.readAllBytes(in), ReadOptions.STRICT).model(),
                        Format.byName(args[3]).orElseThrow()).model())
                : (ObjectNode) json.readTree(Files.readAllBytes(in));
        ObjectNode model = (ObjectNode) doc.get("model");
        ArrayNode objects = (ArrayNode) model.get("objects");
        byte[] file = null;
        if (bug.startsWith("nudge-height-")) {
            ObjectNode grid = (ObjectNode) model.get("elevation");
            ByteBuffer cells = ByteBuffer.wrap(Base64.getDecoder().decode(grid.get("cells").asText())).order(ByteOrder.LITTLE_ENDIAN);
            cells.putInt(0, cells.getInt(0) + Integer.parseInt(bug.substring("nudge-height-".length())));
            grid.put("cells", Base64.getEncoder().encodeToString(cells.array()));
            bug = "none";
        }
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
            case "huge-output" -> {
                Files.write(out, new byte[2 << 20]);
                return;
            }
            case "flood-stderr" -> {
                byte[] line = "stand-in writer: noise noise noise noise noise noise noise noise noise noise\n".getBytes();
                for (int i = 0; i < (5 << 20) / line.length; i++) {
                    System.err.write(line);
                }
                System.err.flush();
            }
            case "wrong-checksum" -> {
                file = Codecs.write(ModelJson.undump(doc));
                ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).putInt(0x2EC, ByteBuffer.wrap(file)
                        .order(ByteOrder.LITTLE_ENDIAN).getInt(0x2EC) + 1);
            }
            default -> throw new IllegalArgumentException("no bug called " + bug);
        }
        Files.write(out, file != null ? file : Codecs.write(ModelJson.undump(doc)));
    }
}
