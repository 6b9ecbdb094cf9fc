package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckEncodingTest {
    @TempDir
    Path dir;

    private static Path corpus(String file) {
        return CorpusPaths.of(file);
    }

    /**
     * Three fields changed on purpose, each a change the format can detect: a land cell size that
     * is not a number, a material index past the material list, an object id reused. Check names
     * each by path and byte offset.
     */
    @Test
    void checkNamesEveryChangedFieldByPathAndOffset() throws Exception {
        byte[] bytes = Files.readAllBytes(corpus("8wvr/small.wrp"));
        Decoded<? extends MapModel> d = Codecs.forFormat(dev.mapharness.format.Format.WVR8).orElseThrow()
                .read(bytes, ReadOptions.LENIENT.withFieldMap());
        FieldMap map = d.fieldMap().orElseThrow();
        int cellSize = (int) map.spanOf("header.landCellSize").orElseThrow().start();
        int material = (int) map.spanOf("materialIndices[5]").orElseThrow().start();
        int id0 = (int) map.spanOf("objects[0].id").orElseThrow().start();
        int id1 = (int) map.spanOf("objects[1].id").orElseThrow().start();
        for (int k = 0; k < 4; k++) {
            bytes[cellSize + k] = (byte) 0xFF;
        }
        bytes[material] = (byte) 0xFF;
        bytes[material + 1] = 0x7F;
        System.arraycopy(bytes, id0, bytes, id1, 4);
        Path bad = Files.write(dir.resolve("bad.wrp"), bytes);

        CliRun r = CliRun.run("check", bad.toString());
        assertEquals(ExitCodes.FINDINGS, r.exit(), r.out());
        for (String expected : List.of("at byte " + cellSize + " (0x" + Integer.toHexString(cellSize).toUpperCase()
                        + ")  header.landCellSize",
                "at byte " + material + " (0x" + Integer.toHexString(material).toUpperCase() + ")  materialIndices[5]",
                "at byte " + id1 + " (0x" + Integer.toHexString(id1).toUpperCase() + ")  objects[1].id")) {
            assertTrue(r.out().replaceAll(" +", " ").contains(expected.replaceAll(" +", " ")), expected + "\n" + r.out());
        }
    }

    /** Another spelling of the same values is listed, harmless, in text and JSON, and the file conforms. */
    @Test
    void aHarmlessDifferenceIsListedAndDoesNotFailTheCheck() throws Exception {
        String text = Files.readString(corpus("wmp/small.wmp"), java.nio.charset.StandardCharsets.ISO_8859_1);
        Path respelled = Files.writeString(dir.resolve("respelled.wmp"),
                text.replaceFirst("-120.25 100 171", "-120.250  100.0 171"), java.nio.charset.StandardCharsets.ISO_8859_1);
        CliRun r = CliRun.run("check", respelled.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        assertTrue(r.out().contains("conforms (WMP)"), r.out());
        assertTrue(r.out().contains("harmless  block 0: line 4"), r.out());
        assertTrue(r.out().contains("file 0x"), r.out());

        CliRun json = CliRun.run("check", "--json", respelled.toString());
        JsonNode file = new ObjectMapper().readTree(json.out()).get("files").get(0);
        assertEquals("conforms", file.get("status").asText());
        JsonNode e = file.get("encoding").get(0);
        assertEquals("harmless", e.get("verdict").asText());
        assertEquals("another-spelling", e.get("cause").asText());
        assertEquals("block 0: line 4", e.get("field").asText());
        assertTrue(e.get("inFile").get("startHex").asText().startsWith("0x"), e.toString());
        assertEquals(0, file.get("encodingOmitted").asLong());
    }
}
