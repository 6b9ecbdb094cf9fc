package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.MigrationRules;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    @TempDir
    Path dir;

    private static final LossReport LOSSY = new LossReport.Builder()
            .lost(MigrationRules.NAME_CUT, "objects[0].name", "8WVR names are limited here")
            .derived(MigrationRules.VALUE_DEFAULTED, "landCellSize", "set to 50 m")
            .build();

    private Path file(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    private List<String> dirListing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** A stand-in 4WVR → 8WVR step: the heights become the elevation, nothing else survives. */
    private static Wvr8World asWvr8(Wvr4World w) {
        float[] metres = new float[w.width() * w.height()];
        for (int i = 0; i < metres.length; i++) {
            metres[i] = w.heights().at(i) * 0.045f;
        }
        return new Wvr8World(FloatGrid.of(w.width(), w.height(), metres), w.textureIndices(), 50f,
                List.of(), List.of(), Optional.empty(), dev.mapharness.bytes.Blob.EMPTY);
    }

    private static final StandInMigrator LOSSY_TO_8WVR = StandInMigrator.step(Format.WVR4, Format.WVR8,
            m -> asWvr8((Wvr4World) m), LOSSY);

    @Test
    void sameFormatRewritesCanonically() throws IOException {
        byte[] bytes = Wvr4Files.good();
        Path in = file("in.wrp", bytes);
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run("convert", in.toString(), out.toString(), "--to", "4wvr");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertArrayEquals(bytes, Files.readAllBytes(out));
        assertTrue(r.out().contains("rewriting canonically"), r::toString);
        assertTrue(r.out().contains(String.format("wrote %s (%,d bytes)", out, bytes.length)), r::toString);
        assertEquals(List.of("in.wrp", "out.wrp"), dirListing(), "no temporary file left behind");
    }

    @Test
    void rewriteReadsLenientlyAndListsTheViolations() throws IOException {
        Path in = file("in.wrp", Wvr4Files.nameWithoutNul());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run("convert", in.toString(), out.toString(), "--to", "4WVR");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("objects[0].name"), r::toString);
        assertArrayEquals(Files.readAllBytes(in), Files.readAllBytes(out), "the unterminated name is kept, not cut");
    }

    @Test
    void replacesAnExistingOutputAtomically() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = file("out.wrp", new byte[] {1, 2, 3});
        CliRun r = CliRun.run("convert", in.toString(), out.toString(), "--to", "4wvr");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertArrayEquals(Wvr4Files.good(), Files.readAllBytes(out));
        assertEquals(List.of("in.wrp", "out.wrp"), dirListing());
    }

    @Test
    void refusesToWriteOverItsInput() throws IOException {
        byte[] bytes = Wvr4Files.good();
        Path in = file("in.wrp", bytes);
        Files.createDirectory(dir.resolve("sub"));
        Path link = Files.createLink(dir.resolve("hard.wrp"), in);
        for (String out : new String[] {in.toString(), dir + "/sub/../in.wrp", link.toString()}) {
            CliRun r = CliRun.run("convert", in.toString(), out, "--to", "4wvr");
            assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
            assertTrue(r.err().contains("IN and OUT are the same file"), r::toString);
            assertFalse(r.err().contains("\tat "), r::toString);
        }
        assertArrayEquals(bytes, Files.readAllBytes(in));
        assertEquals(List.of("hard.wrp", "in.wrp", "sub"), dirListing());
    }

    @Test
    void refusesALossyConversionWithoutAllowLoss() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run(LOSSY_TO_8WVR, "convert", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertFalse(Files.exists(out), "nothing written");
        assertEquals(List.of("in.wrp"), dirListing());
        assertTrue(r.out().contains("lost     [migrate/name-cut] objects[0].name: 8WVR names are limited here"), r::toString);
        assertTrue(r.out().contains("derived  [migrate/value-defaulted] landCellSize: set to 50 m"), r::toString);
        assertTrue(r.out().contains("--allow-loss"), r::toString);
    }

    @Test
    void lossyRefusalInJson() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run(LOSSY_TO_8WVR, "convert", "--json", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("convert", root.get("command").asText());
        assertEquals("refused-loss", root.get("status").asText());
        assertEquals("4WVR", root.get("from").asText());
        assertEquals("8WVR", root.get("to").asText());
        assertTrue(root.get("bytesWritten").isNull());
        JsonNode step = root.get("steps").get(0);
        assertFalse(step.get("lossless").asBoolean());
        assertEquals("lost", step.get("entries").get(0).get("kind").asText());
        assertEquals("migrate/name-cut", step.get("entries").get(0).get("rule").asText());
        assertEquals("objects[0].name", step.get("entries").get(0).get("field").asText());
        assertEquals("derived", step.get("entries").get(1).get("kind").asText());
        assertEquals("migrate/value-defaulted", step.get("entries").get(1).get("rule").asText());
        assertTrue(root.get("refusal").get("reason").asText().contains("would be lost"));
        assertTrue(root.get("refusal").get("rule").isNull(), "refusing a loss is convert's own refusal, of no writer rule");
        assertFalse(Files.exists(out));
    }

    @Test
    void allowLossWrites() throws IOException {
        assumeTrue(Codecs.forFormat(Format.WVR8).isPresent(), "needs the 8WVR codec");
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run(LOSSY_TO_8WVR, "convert", in.toString(), out.toString(), "--to", "8wvr", "--allow-loss");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("lost     [migrate/name-cut] objects[0].name"), r::toString);
        assertEquals("8WVR", new String(Files.readAllBytes(out), 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1));
        assertEquals(List.of("in.wrp", "out.wrp"), dirListing());
    }

    @Test
    void writerRefusalExits1WithTheFieldAndWritesNothing() throws IOException {
        // a stand-in step whose result has a texture slot 4WVR cannot store
        StandInMigrator unwritable = StandInMigrator.step(Format.WVR4, Format.WVR8, m -> {
            Wvr4World w = (Wvr4World) m;
            List<FixedString> names = new ArrayList<>(w.textureNames());
            names.set(5, FixedString.padded("short", 31));
            return new Wvr4World(w.heights(), w.textureIndices(), names, w.objects(), w.terminator(), w.trailing());
        }, LossReport.NONE);
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run(unwritable, "convert", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.out().contains("refused, nothing written: [4wvr/write-name-slot-length] textureNames[5]: "),
                r::toString);
        assertTrue(r.out().contains("32 bytes"), r::toString);
        assertEquals(List.of("in.wrp"), dirListing());
        CliRun json = CliRun.run(unwritable, "convert", "--json", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.FINDINGS, json.exit(), json::toString);
        JsonNode refusal = new ObjectMapper().readTree(json.out()).get("refusal");
        assertEquals("4wvr/write-name-slot-length", refusal.get("rule").asText());
        assertEquals("textureNames[5]", refusal.get("field").asText());
        assertEquals(List.of("in.wrp"), dirListing());
    }

    @Test
    void noMigrationPathIsAUsageError() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run(StandInMigrator.none(), "convert", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
        assertTrue(r.err().contains("no migration from 4WVR to 8WVR"), r::toString);
        assertFalse(Files.exists(out));
    }

    @Test
    void unknownOrUnwritableTargetIsAUsageError() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun unknown = CliRun.run("convert", in.toString(), out.toString(), "--to", "9wvr");
        assertEquals(ExitCodes.USAGE, unknown.exit(), unknown::toString);
        assertTrue(unknown.err().contains("unknown format '9wvr'"), unknown::toString);
        CliRun wmpb = CliRun.run("convert", in.toString(), out.toString(), "--to", "wmpb");
        assertEquals(ExitCodes.USAGE, wmpb.exit(), wmpb::toString);
        assertTrue(wmpb.err().contains("no migration from 4WVR to WMPB"), wmpb::toString);
        CliRun oprw26 = CliRun.run("convert", in.toString(), out.toString(), "--to", "oprw26");
        assertEquals(ExitCodes.USAGE, oprw26.exit(), oprw26::toString);
        assertTrue(oprw26.err().contains("unknown format 'oprw26'"), oprw26::toString);
        assertTrue(oprw26.err().contains("oprw17–oprw25"), oprw26::toString);
        assertFalse(Files.exists(out));
    }

    @Test
    void missingInputExits3() {
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run("convert", dir.resolve("nope.wrp").toString(), out.toString(), "--to", "4wvr");
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains("no such file"), r::toString);
        assertFalse(Files.exists(out));
    }

    @Test
    void unwritableOutputExits1() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        CliRun r = CliRun.run("convert", in.toString(), dir.resolve("no-such-dir/out.wrp").toString(), "--to", "4wvr");
        assertEquals(ExitCodes.FINDINGS, r.exit(), r::toString);
        assertTrue(r.out().contains("cannot write"), r::toString);
        assertEquals(List.of("in.wrp"), dirListing());
    }

    @Test
    void registryMigrationsRunAndReportEachStep() throws IOException {
        Path in = file("in.wrp", Wvr4Files.good());
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run("convert", "--json", in.toString(), out.toString(), "--to", "8wvr");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("written", root.get("status").asText());
        assertEquals(1, root.get("steps").size());
        assertEquals(Files.size(out), root.get("bytesWritten").asLong());
        assertEquals("8WVR", new String(Files.readAllBytes(out), 0, 4, java.nio.charset.StandardCharsets.ISO_8859_1));
        CliRun back = CliRun.run("info", out.toString());
        assertEquals(ExitCodes.OK, back.exit(), back::toString);
        assertTrue(back.out().contains("8WVR"), back::toString);
    }
}
