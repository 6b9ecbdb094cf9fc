package dev.mapharness.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.ByteOutput;
import org.junit.jupiter.api.Test;

class FileSizeTest {
    @Test
    void theLargestArrayIsTheLargestFile() {
        assertEquals(ByteOutput.MAX_SIZE, FileSize.checked(ByteOutput.MAX_SIZE));
        assertEquals(0, FileSize.checked(0));
        MapWriteException e = assertThrows(MapWriteException.class, () -> FileSize.checked(ByteOutput.MAX_SIZE + 1L));
        assertTrue(e.getMessage().contains("the file would be 2147483640 bytes"), e.getMessage());
        assertThrows(MapWriteException.class, () -> FileSize.checked(1L << 40));
    }
}
