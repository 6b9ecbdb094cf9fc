package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class BatchProgressTest {
    @Test
    void theLineSaysDoneRateErrorsAndTimeLeft() {
        // 120 of 1000 in 10 s: 12 files/s, 880 left take 73 s
        assertEquals("[ 120/1000] 12.0 files/s, 3 with errors, 1:13 left",
                BatchProgress.line(120, 3, 10_000_000_000L, OptionalLong.of(1000)));
    }

    @Test
    void withoutATotalThereIsNoTimeLeft() {
        assertEquals("[7] 3.5 files/s, 0 with errors", BatchProgress.line(7, 0, 2_000_000_000L, OptionalLong.empty()));
    }

    @Test
    void clockReadsAsHoursMinutesSeconds() {
        assertEquals("0:19", BatchProgress.clock(Duration.ofSeconds(19)));
        assertEquals("1:05:09", BatchProgress.clock(Duration.ofSeconds(3909)));
    }

    @Test
    void nothingIsDrawnWhenNotShown() {
        StringWriter err = new StringWriter();
        BatchProgress p = new BatchProgress(new PrintWriter(err), false, OptionalLong.of(3));
        p.update(1, 0);
        p.clear();
        assertEquals("", err.toString());
    }

    @Test
    void onATerminalTheLineIsRedrawnInPlaceAndWipedAtTheEnd() {
        StringWriter err = new StringWriter();
        BatchProgress p = new BatchProgress(new PrintWriter(err), true, OptionalLong.of(3));
        p.update(1, 0);
        p.clear();
        assertTrue(err.toString().startsWith("\r[1/3]"), err::toString);
        assertTrue(err.toString().endsWith("\r\033[K"), err::toString);
    }
}
