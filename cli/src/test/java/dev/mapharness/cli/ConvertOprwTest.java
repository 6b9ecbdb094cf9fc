package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert} between 8WVR and OPRW versions, on a corpus world. */
class ConvertOprwTest {
    private static final Path SMALL_8WVR = Path.of("..", "corpus", "8wvr", "small.wrp");

    @TempDir
    Path dir;

    private CliRun convert(Path in, String out, String to, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("convert", in.toString(), dir.resolve(out).toString(), "--to", to));
        args.addAll(List.of(more));
        return CliRun.run(args.toArray(String[]::new));
    }

    private static void hasLine(CliRun r, String line) {
        assertTrue(r.outLines().stream().anyMatch(l -> l.strip().equals(line)), () -> "no line \"" + line + "\" in\n" + r);
    }

    private static void hasLineStarting(CliRun r, String start) {
        assertTrue(r.outLines().stream().anyMatch(l -> l.strip().startsWith(start)), () -> "no line \"" + start + "…\" in\n" + r);
    }

    private static long lostLines(CliRun r) {
        return r.outLines().stream().filter(l -> l.strip().startsWith("lost ")).count();
    }

    /**
     * A world with Terrain Builder's habits (material 0 holding "-", cells one past the material list)
     * binarizes to every OPRW version a game loads into files {@code check} finds no error in.
     */
    @Test
    void terrainBuilderWorldBinarizesToFilesThatCheckPasses() throws IOException {
        Path tb = Path.of("..", "corpus", "8wvr", "terrain-builder.wrp");
        CliRun source = CliRun.run("check", tb.toString());
        assertTrue(source.out().contains("note") && source.out().contains("Terrain Builder writes this"), source::toString);
        for (String version : List.of("oprw18", "oprw20", "oprw24", "oprw25")) {
            CliRun r = convert(tb, version + ".wrp", version, "--allow-loss");
            assertEquals(ExitCodes.OK, r.exit(), r::toString);
            hasLineStarting(r, "derived  [migrate/material-added] materials");
            CliRun check = CliRun.run("check", dir.resolve(version + ".wrp").toString());
            assertEquals(ExitCodes.OK, check.exit(), check::toString);
            assertFalse(check.out().contains("error"), check::toString);
        }
    }

    @Test
    void binarizeRefusesAWorldWithoutACellSizeAndWritesNothing() throws IOException {
        byte[] world = Files.readAllBytes(SMALL_8WVR);
        java.nio.ByteBuffer.wrap(world).order(java.nio.ByteOrder.LITTLE_ENDIAN).putFloat(20, Float.NaN);
        Path nan = dir.resolve("nan.wrp");
        Files.write(nan, world);
        CliRun r = convert(nan, "nan-18.wrp", "oprw18", "--allow-loss");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.out().contains("refused, nothing written: [oprw/write-land-cell-size-invalid] landCellSize: "),
                r::toString);
        assertFalse(Files.exists(dir.resolve("nan-18.wrp")), "nothing written");
    }

    @Test
    void corpusWorldThroughOprwVersionsAndBack() throws IOException {
        CliRun refused = convert(SMALL_8WVR, "18.wrp", "oprw18");
        assertEquals(ExitCodes.FINDINGS, refused.exit(), refused::toString);
        hasLine(refused, "step 1: 8WVR → OPRW v18");
        hasLineStarting(refused, "lost     [migrate/extra-names-dropped] materials[].names: an OPRW material has one path: the first name is kept and 1 further names are not");
        hasLine(refused, "refused, nothing written: 1 entry would be lost; use --allow-loss to convert anyway");
        assertFalse(Files.exists(dir.resolve("18.wrp")));

        CliRun to18 = convert(SMALL_8WVR, "18.wrp", "oprw18", "--allow-loss");
        assertEquals(ExitCodes.OK, to18.exit(), to18::toString);
        assertEquals(1, lostLines(to18), to18::toString);
        hasLine(to18, "derived  [migrate/section-zero-filled] random: 0 in every land cell (the engine regenerates it at load)");
        hasLine(to18, "derived  [migrate/section-zero-filled] grass: 0 (no grass) in every terrain cell");
        hasLine(to18, "derived  [migrate/derived-data-computed] maxObjectId: 12, the largest object id");
        hasLineStarting(to18, "derived  [migrate/order-derived] objects: ordered by land cell (row-major)");
        assertTrue(to18.outLines().stream().noneMatch(l -> l.contains("primaryTexture") || l.contains("appId")), to18::toString);

        CliRun to20 = convert(dir.resolve("18.wrp"), "20.wrp", "oprw20");
        assertEquals(ExitCodes.OK, to20.exit(), to20::toString);
        hasLine(to20, "step 1: OPRW v18 → OPRW v20, nothing lost or derived");

        // the random array held only zeros, which the way back derives again: nothing is lost
        CliRun to24 = convert(dir.resolve("20.wrp"), "24.wrp", "oprw24");
        assertEquals(ExitCodes.OK, to24.exit(), to24::toString);
        hasLine(to24, "step 1: OPRW v20 → OPRW v24");
        hasLine(to24, "derived  [migrate/section-zero-filled] primaryTexture: 0 (no primary texture) in all 1024 terrain cells");
        hasLine(to24, "derived  [migrate/section-zero-filled] roads[].links[].connectionTypes: type 0 for every position of the 0 road links");
        assertEquals(0, lostLines(to24), to24::toString);

        CliRun to25 = convert(dir.resolve("24.wrp"), "25.wrp", "oprw");
        assertEquals(ExitCodes.OK, to25.exit(), to25::toString);
        hasLine(to25, "step 1: OPRW v24 → OPRW v25");
        hasLine(to25, "derived  [migrate/value-defaulted] appId: 0 (OPRW v25 stores an application id after the version)");
        assertEquals(0, lostLines(to25), to25::toString);

        // a freshly binarized world holds nothing 8WVR lacks: every OPRW-only section is zeros or
        // rebuilt by binarize exactly as it is, so de-binarizing loses nothing
        CliRun back = convert(dir.resolve("25.wrp"), "back.wrp", "8wvr");
        assertEquals(ExitCodes.OK, back.exit(), back::toString);
        hasLine(back, "step 1: OPRW v25 → 8WVR");
        assertEquals(0, lostLines(back), back::toString);
        hasLine(back, "derived  [migrate/end-record-zeroed] dummy: the end record is all zeros");

        Wvr8World source = (Wvr8World) Codecs.read(Files.readAllBytes(SMALL_8WVR), ReadOptions.STRICT).model();
        Wvr8World result = (Wvr8World) Codecs.read(Files.readAllBytes(dir.resolve("back.wrp")), ReadOptions.STRICT).model();
        assertEquals(source.elevation(), result.elevation());
        assertEquals(source.materialIndices(), result.materialIndices());
        assertEquals(source.objects().size(), result.objects().size());
        assertTrue(result.objects().containsAll(source.objects()), "the same objects, in land-cell order");
    }

    @Test
    void sameVersionRewritesCanonicallyAndOtherVersionsMigrate() throws IOException {
        assertEquals(ExitCodes.OK, convert(SMALL_8WVR, "25.wrp", "oprw25", "--allow-loss").exit());
        byte[] written = Files.readAllBytes(dir.resolve("25.wrp"));
        CliRun same = convert(dir.resolve("25.wrp"), "again.wrp", "oprw");
        assertEquals(ExitCodes.OK, same.exit(), same::toString);
        hasLine(same, "same format: rewriting canonically, no migration");
        assertArrayEquals(written, Files.readAllBytes(dir.resolve("again.wrp")));

        CliRun json = CliRun.run("convert", "--json", dir.resolve("25.wrp").toString(), dir.resolve("17.wrp").toString(),
                "--to", "OPRW v17", "--allow-loss");
        assertEquals(ExitCodes.OK, json.exit(), json::toString);
        JsonNode root = new ObjectMapper().readTree(json.out());
        assertEquals("OPRW v17", root.get("to").asText());
        assertEquals("OPRW v25", root.get("from").asText());
        assertEquals("OPRW v25", root.get("steps").get(0).get("from").asText());
        assertEquals("OPRW v17", root.get("steps").get(0).get("to").asText());
        OprwWorld w = assertInstanceOf(OprwWorld.class,
                Codecs.read(Files.readAllBytes(dir.resolve("17.wrp")), ReadOptions.STRICT).model());
        assertEquals(17, w.version());
    }

    @Test
    void fourWvrReachesOprwThroughEightWvr() throws IOException {
        Path in = dir.resolve("in.wrp");
        Files.write(in, Wvr4Files.good());
        CliRun r = convert(in, "out.wrp", "oprw24", "--allow-loss");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        hasLine(r, "step 1: 4WVR → 8WVR");
        hasLineStarting(r, "step 2: 8WVR → OPRW v24");
    }

    @Test
    void helpNamesTheOprwVersions() {
        CliRun r = CliRun.run("convert", "--help");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("oprw17 … oprw25 (oprw = oprw25)"), r::toString);
        assertTrue(r.out().contains("--to oprw24"), r::toString);
    }

    /**
     * {@code --level} re-encodes every compressed array of a binarized world, LZO1X (oprw25) and
     * BIS LZSS (oprw20) alike: each level's file reads back as the same world, and best is no
     * larger than default, nor default than fast.
     */
    @Test
    void everyLevelWritesTheSameWorld() throws IOException {
        Path medium = Path.of("..", "corpus", "oprw", "v25-medium.wrp");
        for (String version : List.of("oprw25", "oprw20")) {
            OprwWorld expected = null;
            long previous = Long.MAX_VALUE;
            for (String level : List.of("fast", "default", "best")) {
                String name = version + "-" + level + ".wrp";
                CliRun r = convert(medium, name, version, "--level", level, "--allow-loss");
                assertEquals(ExitCodes.OK, r.exit(), r::toString);
                byte[] written = Files.readAllBytes(dir.resolve(name));
                OprwWorld world = (OprwWorld) Codecs.read(written, ReadOptions.STRICT).model();
                if (expected == null) {
                    expected = world;
                }
                assertEquals(expected, world, version + " at " + level);
                assertTrue(written.length <= previous, version + " at " + level + ": " + written.length + " bytes, "
                        + previous + " at the level below");
                previous = written.length;
            }
        }
    }

    @Test
    void levelIsRefusedForTargetsWithoutCompression() {
        CliRun r = convert(SMALL_8WVR, "out.wrp", "4wvr", "--level", "best", "--allow-loss");
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("--level chooses how OPRW's compressed arrays are encoded"), r::toString);
        assertTrue(r.err().contains("4wvr files have no such compression"), r::toString);
        assertFalse(Files.exists(dir.resolve("out.wrp")), "nothing written");
    }

    @Test
    void anUnknownLevelNamesTheLevels() {
        CliRun r = convert(SMALL_8WVR, "out.wrp", "oprw", "--level", "max");
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("unknown level 'max'; the levels are fast, default and best"), r::toString);
    }
}
