package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kind of broken input gives one line naming offset and field, exit 3, and no stack trace. */
class BadInputTest {
    @TempDir
    Path dir;

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("truncated", Wvr4Files.truncated(), "read/truncated", "at byte ", "textureNames[2]"),
                Arguments.of("huge-grid", Wvr4Files.hugeGrid(), "read/grid-past-end", "at byte 12 (0xC)", "header.width × height"),
                Arguments.of("no-nul", Wvr4Files.nameWithoutNul(), "4wvr/name-unterminated", "at byte " + (Wvr4Files.OBJECTS_AT + 52),
                        "objects[0].name"),
                Arguments.of("garbage", Wvr4Files.garbageAfterEnd(), "4wvr/trailing-bytes", "at byte " + (Wvr4Files.OBJECTS_AT + 3 * 128),
                        "more bytes"),
                Arguments.of("empty", new byte[0], "input/unknown-format", "at byte 0 (0x0)", "signature"),
                Arguments.of("three-bytes", new byte[] {'4', 'W', 'V'}, "input/unknown-format", "at byte 0 (0x0)", "signature"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void checkGivesOneLineAndExit3(String name, byte[] bytes, String rule, String offset, String field) throws IOException {
        Path file = dir.resolve(name + ".wrp");
        Files.write(file, bytes);
        CliRun r = CliRun.run("check", file.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        List<String> lines = r.outLines();
        assertEquals(1, lines.size(), r::toString);
        String line = lines.get(0);
        assertTrue(line.startsWith(file + ": unreadable: [" + rule + "] at byte "), line);
        assertTrue(line.contains(offset), line);
        assertTrue(line.contains(field), line);
        assertNoStackTrace(r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void infoGivesOneErrorLineAndExit3(String name, byte[] bytes, String rule, String offset, String field) throws IOException {
        Path file = dir.resolve(name + ".wrp");
        Files.write(file, bytes);
        CliRun r = CliRun.run("info", file.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        List<String> errors = r.outLines().stream().filter(l -> l.trim().startsWith("error")).toList();
        assertEquals(1, errors.size(), r::toString);
        assertTrue(errors.get(0).contains(offset) && errors.get(0).contains(field), errors.get(0));
        assertTrue(errors.get(0).contains("[" + rule + "] at byte "), errors.get(0));
        assertNoStackTrace(r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void convertWritesNothing(String name, byte[] bytes, String rule, String offset, String field) throws IOException {
        Path file = dir.resolve(name + ".wrp");
        Files.write(file, bytes);
        Path out = dir.resolve("out.wrp");
        CliRun r = CliRun.run("convert", file.toString(), out.toString(), "--to", "4wvr");
        if (name.equals("no-nul") || name.equals("garbage")) {
            // convert reads what the games read: these decode leniently and are rewritten
            assertEquals(ExitCodes.OK, r.exit(), r::toString);
            assertTrue(Files.exists(out));
            return;
        }
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        assertTrue(r.out().contains(offset) && r.out().contains(field), r::toString);
        assertTrue(r.out().contains("cannot read input: [" + rule + "] at byte "), r::toString);
        assertFalse(Files.exists(out), "nothing written");
        assertNoStackTrace(r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void verboseAddsTheStackTrace(String name, byte[] bytes, String rule, String offset, String field) throws IOException {
        Path file = dir.resolve(name + ".wrp");
        Files.write(file, bytes);
        CliRun r = CliRun.run("check", "--verbose", file.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
        boolean thrown = !name.equals("empty") && !name.equals("three-bytes"); // detection fails without an exception
        assertEquals(thrown, r.err().contains("MapFormatException"), r::toString);
    }

    @org.junit.jupiter.api.Test
    void missingFile() {
        Path file = dir.resolve("not-there.wrp");
        for (String command : new String[] {"check", "info"}) {
            CliRun r = CliRun.run(command, file.toString());
            assertEquals(ExitCodes.UNREADABLE, r.exit(), r::toString);
            assertEquals(1, r.outLines().stream().filter(l -> l.contains("no such file")).count(), r::toString);
            assertNoStackTrace(r);
        }
    }

    static void assertNoStackTrace(CliRun r) {
        String all = r.out() + r.err();
        assertFalse(all.contains("Exception"), r::toString);
        assertFalse(all.contains("\tat "), r::toString);
        assertEquals("", r.err(), "nothing on standard error without --verbose");
    }
}
