package dev.mapharness.wmp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

class WmpWriterTest {
    /** The writeBuilt fuzz target found the writer making an empty file of a level with no items. */
    @Test
    void aLevelWithNoItemsIsRefusedSinceAnEmptyFileIsNoLevel() {
        MapWriteException e = assertThrows(MapWriteException.class, () -> WmpWriter.write(new WmpLevel(List.of())));
        assertEquals("items", e.field());
        assertThrows(MapFormatException.class, () -> WmpReader.read(new byte[0], ReadOptions.LENIENT));
    }
}
