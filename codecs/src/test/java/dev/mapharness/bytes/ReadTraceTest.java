package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReadTraceTest {

    @Test
    void eachInputOpenedSaysItsLastFieldAndWhereItStarted() {
        ReadTrace.enable();
        ReadTrace.clear();
        ByteInput file = ByteInput.of(new byte[10]);
        file.enter("header");
        file.i32("version");
        file.u16("flags");
        ByteInput block = ByteInput.of(new byte[3]);
        ByteInput.of(new byte[5]); // opened, nothing read: no position
        block.u8("first");

        List<ReadTrace.Position> positions = ReadTrace.positions();
        assertEquals(List.of(new ReadTrace.Position(4, "header.flags", 10), new ReadTrace.Position(0, "first", 3)),
                positions);
    }

    @Test
    void onlyTheLastEightInputsAreKept() {
        ReadTrace.enable();
        ReadTrace.clear();
        for (int i = 1; i <= 10; i++) {
            ByteInput in = ByteInput.of(new byte[i]);
            in.u8("input" + i);
        }
        List<ReadTrace.Position> positions = ReadTrace.positions();
        assertEquals(8, positions.size());
        assertEquals("input3", positions.get(0).field());
        assertEquals(10, positions.get(7).inputLength());
        ReadTrace.clear();
        assertTrue(ReadTrace.positions().isEmpty());
    }
}
