package dev.mapharness.fuzz.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.ReadTrace;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.InputKind;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.rules.ReadRules;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class FailureReportTest {

    private static FuzzTarget target(Consumer<byte[]> oracle) {
        return new FuzzTarget("test-target", "a target for tests", InputKind.STREAM, Optional.empty(), "none",
                data -> oracle.accept(data.consumeRemainingAsBytes()));
    }

    @Test
    void aCrashInsideAReaderNamesTheFieldAndShowsItsBytes() {
        ReadTrace.enable();
        byte[] input = new byte[64];
        FuzzTarget t = target(b -> {
            ByteInput in = ByteInput.of(b);
            in.enter("objects", 3);
            in.i32("id");
            in.i32("model");
            throw new IndexOutOfBoundsException("Index 7 out of bounds for length 2");
        });
        Outcome o = Replay.run(t, input);
        FailureReport r = FailureReport.of(t, input, o);
        assertTrue(r.failed());
        assertEquals("objects[3].model", r.field());
        assertEquals(4, r.offset());
        assertTrue(r.hex().contains("[00]"), r.hex());
        String text = r.text("crash.bin");
        assertTrue(text.contains("FAILS: IndexOutOfBoundsException: Index 7 out of bounds for length 2"), text);
        assertTrue(text.contains("at byte 4 (0x4), objects[3].model"), text);
    }

    @Test
    void aRejectionOfWrittenBytesIsNotShownAgainstTheInput() {
        byte[] input = new byte[8];
        FuzzTarget t = target(b -> {
            throw new AssertionError("the reader refuses what the writer wrote",
                    new MapFormatException(ReadRules.TRUNCATED, 100, "roads[2].model", "a NUL", "end of input"));
        });
        FailureReport r = FailureReport.of(t, input, Replay.run(t, input));
        assertEquals("roads[2].model", r.field());
        assertEquals(100, r.offset());
        assertEquals("", r.hex(), "byte 100 is in the written bytes, not the input");
        assertTrue(r.where().contains("writer made"), r.where());
    }

    @Test
    void aPassIsSaidPlainly() {
        FuzzTarget t = target(b -> { });
        FailureReport r = FailureReport.of(t, new byte[3], Replay.run(t, new byte[3]));
        assertTrue(r.text("ok.bin").contains("passes"));
        assertEquals(-1, r.offset());
    }
}
