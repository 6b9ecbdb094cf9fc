package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line on real levels written by real editors (docs/real-files.md): {@code check}
 * finds no error on levels people play, and {@code convert} to a file's own format, or {@code dump}
 * then {@code undump}, gives its bytes back. Skipped, with a message, where the real-world folder is absent.
 */
class RealWorldCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> checkFindsNoErrorInAnyPlayableLevelOrWorld() {
        return Stream.of("wwd", "wrp").map(folder -> DynamicTest.dynamicTest(folder, () -> checkFindsNoErrorIn(folder(folder))));
    }

    private static void checkFindsNoErrorIn(Path folder) throws IOException {
        CliRun r = CliRun.run("check", "--json", folder.toString());
        JsonNode files = JSON.readTree(r.out()).get("files");
        assertEquals(files(folder).size(), files.size(), r::toString);
        for (JsonNode f : files) {
            assertEquals("conforms", f.get("status").asText(), () -> f.get("file").asText() + ": " + f);
            assertEquals(0, f.get("severities").get("error").asInt(), f::toString);
            assertTrue(f.get("rewritesExactly").asBoolean(), f::toString);
        }
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
    }

    /**
     * Every finding and every refusal over the real files, the corpus and the committed fuzz inputs (the
     * hostile ones) names a rule the catalogue lists: {@code mapharness rules} and docs/rules.md.
     */
    @TestFactory
    Stream<DynamicTest> everyFindingAndRefusalNamesARegisteredRule() {
        return Stream.of("realworld", "corpus", "corpus/fuzz/wwd-decode", "corpus/fuzz/oprw-lzss-decode",
                "corpus/fuzz/wmp-decode", "corpus/fuzz/detect", "corpus/fuzz/tiled-decode").map(name -> DynamicTest.dynamicTest(name, () -> {
                    Path folder = name.equals("realworld") ? folder("") : Path.of("..").resolve(name);
                    CliRun r = CliRun.run("check", "--json", "--all-files", folder.toString());
                    JsonNode files = JSON.readTree(r.out()).get("files");
                    assertTrue(files.size() > 0, r::toString);
                    int named = 0;
                    for (JsonNode f : files) {
                        List<String> rules = f.findValuesAsText("rule");
                        if (!f.get("status").asText().equals("conforms")) {
                            assertFalse(rules.isEmpty(), () -> "a file that does not conform names no rule: " + f);
                        }
                        for (String id : rules) {
                            assertTrue(Rules.byId(id).isPresent(), () -> id + " is not in the catalogue: " + f);
                        }
                        named += rules.size();
                    }
                    assertTrue(named > 0, "some finding or refusal in " + folder);
                }));
    }

    @TestFactory
    Stream<DynamicTest> convertToTheFilesOwnFormatGivesItsBytesBack() {
        return Stream.of("wwd", "mm", "wmp", "wrp").flatMap(folder -> files(folder(folder)).stream())
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    byte[] in = Files.readAllBytes(file);
                    Path out = dir.resolve("same-" + file.getFileName());
                    CliRun r = CliRun.run("convert", file.toString(), out.toString(), "--to", ownTarget(file, in));
                    assertEquals(ExitCodes.OK, r.exit(), r::toString);
                    assertArrayEquals(in, Files.readAllBytes(out), () -> file + " changed: " + r);
                }));
    }

    /**
     * {@code dump} then {@code undump} gives the bytes of every level that mapharness rewrites byte for
     * byte in its own layout; a level whose layout differs from the canonical encoding carries it in
     * the dump. A level that does not rewrite exactly is skipped, saying so.
     */
    @TestFactory
    Stream<DynamicTest> dumpThenUndumpGivesTheBytesOfEveryLevelThatRewritesExactly() {
        return Stream.of("wwd", "mm", "wmp", "wrp").flatMap(folder -> files(folder(folder)).stream())
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    byte[] in = Files.readAllBytes(file);
                    Decoded<? extends MapModel> d = Codecs.read(in, ReadOptions.LENIENT);
                    Assumptions.assumeTrue(Arrays.equals(in, Codecs.write(d.model(), d.layout())),
                            () -> file.getFileName() + " does not rewrite byte for byte: its dump undumps to the same model only");
                    Path json = dir.resolve(file.getFileName() + ".json");
                    Path back = dir.resolve("back-" + file.getFileName());
                    CliRun dump = CliRun.run("dump", file.toString(), "--out", json.toString());
                    assertEquals(ExitCodes.OK, dump.exit(), dump::toString);
                    boolean layout = JSON.readTree(json.toFile()).has("layout");
                    assertEquals(!Arrays.equals(in, Codecs.write(d.model())), layout,
                            "a layout member exactly where the canonical encoding differs");
                    System.out.println("dump → undump: " + file.getFileName() + (layout ? ", with its layout" : ", canonical"));
                    CliRun undump = CliRun.run("undump", json.toString(), back.toString());
                    assertEquals(ExitCodes.OK, undump.exit(), undump::toString);
                    assertArrayEquals(in, Files.readAllBytes(back), () -> file + " changed through its dump");
                }));
    }

    @TestFactory
    Stream<DynamicTest> wwdLevelsKeepTheirLayoutUncompressedAndBack() {
        return files(folder("wwd")).stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            byte[] in = Files.readAllBytes(file);
            Path plain = dir.resolve("plain-" + file.getFileName());
            Path packed = dir.resolve("packed-" + file.getFileName());
            CliRun down = CliRun.run("convert", file.toString(), plain.toString(), "--to", "wwd-uncompressed");
            assertEquals(ExitCodes.OK, down.exit(), down::toString);
            CliRun check = CliRun.run("check", plain.toString());
            assertEquals(ExitCodes.OK, check.exit(), () -> "the uncompressed level keeps the file's valid layout: " + check);
            CliRun up = CliRun.run("convert", plain.toString(), packed.toString(), "--to", "wwd-compressed");
            assertEquals(ExitCodes.OK, up.exit(), up::toString);
            CliRun again = CliRun.run("check", packed.toString());
            assertEquals(ExitCodes.OK, again.exit(), again::toString);
        }));
    }

    /** The --to name of a file's own format and variant. */
    private static String ownTarget(Path file, byte[] bytes) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".wwd")) {
            return (bytes[8] & 0x2) != 0 ? "wwd-compressed" : "wwd-uncompressed";
        }
        if (name.endsWith(".wrp")) {
            return "8wvr";
        }
        return name.endsWith(".$$m") ? "mm" : "wmp";
    }

    private static Path folder(String name) {
        Path root = Path.of(System.getProperty("mapharness.realworld", "../../shared/realworld")).toAbsolutePath().normalize();
        Path folder = root.resolve(name);
        if (!Files.isDirectory(folder)) {
            String why = "skipped: the real-world folder " + folder + " is absent (docs/real-files.md)";
            System.out.println(why);
            Assumptions.abort(why);
        }
        return folder;
    }

    private static List<Path> files(Path folder) {
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
