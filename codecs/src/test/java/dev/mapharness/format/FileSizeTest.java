package dev.mapharness.format;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.wvr4.Wvr4WriteRules;
import dev.mapharness.wvr8.Wvr8WriteRules;
import org.junit.jupiter.api.Test;

class FileSizeTest {
    @Test
    void theLargestArrayIsTheLargestFile() {
        assertEquals(ByteOutput.MAX_SIZE, FileSize.checked(ByteOutput.MAX_SIZE, Wvr8WriteRules.FILE_TOO_LARGE));
        assertEquals(0, FileSize.checked(0, Wvr8WriteRules.FILE_TOO_LARGE));
        MapWriteException e = assertWriteRefused(() -> FileSize.checked(ByteOutput.MAX_SIZE + 1L,
                Wvr8WriteRules.FILE_TOO_LARGE));
        assertTrue(e.getMessage().contains("the file would be 2147483640 bytes"), e.getMessage());
        assertEquals(Wvr8WriteRules.FILE_TOO_LARGE, e.rule(), "the refusal names the writing format's rule");
        assertWriteRefused(() -> FileSize.checked(1L << 40, Wvr4WriteRules.FILE_TOO_LARGE));
    }
}
