package dev.mapharness.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.dump.ModelJson;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A tool that loads a map file and saves it again, with deliberate, switchable bugs, for the
 * re-saver runner's tests to drive: {@code StandInResaver IN OUT BUG}.
 * <ul>
 * <li>{@code copy}: saves the input's bytes as they are (faithful to the byte);</li>
 * <li>{@code rewrite}: loads the map and saves it in mapharness's canonical encoding (faithful to the model);</li>
 * <li>{@code rename}: a WWD level comes back named "Resaved" (corrupting a value);</li>
 * <li>{@code wrong-checksum}: a WWD level's header checksum is off by one, everything else right;</li>
 * <li>{@code exit-3}: exits 3 with a message;</li>
 * <li>{@code hang}: never ends;</li>
 * <li>{@code garbage}: saves bytes no reader takes.</li>
 * </ul>
 */
public final class StandInResaver {
    /** Where a WWD header holds its checksum. */
    private static final int WWD_CHECKSUM = 0x2EC;

    private StandInResaver() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        byte[] input = Files.readAllBytes(in);
        MapModel model = Codecs.read(input, ReadOptions.LENIENT).model();
        byte[] saved = switch (args[2]) {
            case "copy" -> input;
            case "rewrite" -> Codecs.write(model);
            case "rename" -> {
                ObjectNode doc = ModelJson.dump(model);
                ((ObjectNode) doc.get("model").get("header").get("name")).put("text", "Resaved");
                yield Codecs.write(ModelJson.undump(doc));
            }
            case "wrong-checksum" -> {
                byte[] file = Codecs.write(model);
                ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
                b.putInt(WWD_CHECKSUM, b.getInt(WWD_CHECKSUM) + 1);
                yield file;
            }
            case "exit-3" -> {
                System.err.println("stand-in resaver: cannot save this");
                System.exit(3);
                yield null;
            }
            case "hang" -> {
                Thread.sleep(Long.MAX_VALUE);
                yield null;
            }
            case "garbage" -> new byte[] {1, 2, 3};
            default -> throw new IllegalArgumentException("no bug called " + args[2]);
        };
        Files.write(out, saved);
    }
}
