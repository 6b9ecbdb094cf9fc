package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommandLineTest {
    @ParameterizedTest
    @ValueSource(strings = {"info", "check", "convert"})
    void everyCommandHelpTeaches(String command) {
        CliRun r = CliRun.run(command, "--help");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        assertTrue(r.out().contains("Usage: mapharness " + command), r::toString);
        assertTrue(r.out().contains("Examples:"), r::toString);
        assertTrue(r.out().contains("  mapharness " + command + " "), r::toString);
        assertTrue(r.out().contains("Exit codes:"), r::toString);
        assertTrue(r.out().contains("--json"), r::toString);
    }

    @Test
    void topLevelHelpListsCommandsAndExitCodes() {
        CliRun r = CliRun.run("--help");
        assertEquals(ExitCodes.OK, r.exit(), r::toString);
        for (String s : new String[] {"info", "check", "convert", "Exit codes:", "3   unreadable input"}) {
            assertTrue(r.out().contains(s), s + " in\n" + r);
        }
    }

    @Test
    void version() {
        CliRun r = CliRun.run("--version");
        assertEquals(ExitCodes.OK, r.exit());
        assertTrue(r.out().startsWith("mapharness "), r::toString);
    }

    @Test
    void usageErrorsExit2WithOneLine() {
        for (String[] args : new String[][] {{}, {"frobnicate"}, {"check"}, {"check", "--nope", "x"}, {"convert", "a", "b"}}) {
            CliRun r = CliRun.run(args);
            assertEquals(ExitCodes.USAGE, r.exit(), r::toString);
            assertTrue(r.err().startsWith("mapharness: "), r::toString);
            assertTrue(r.err().contains("--help"), r::toString);
            assertFalse(r.err().contains("Exception"), r::toString);
            assertEquals("", r.out());
        }
    }
}
