package dev.mapharness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.Finding;
import dev.mapharness.wvr4.Wvr4Codec;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CanonicalCheckTest {
    private final byte[] file = Wvr4Files.good();
    private final Optional<FieldMap> fields = Wvr4Codec.INSTANCE.read(file, ReadOptions.STRICT.withFieldMap()).fieldMap();

    @Test
    void identicalBytesAreNoFinding() {
        assertEquals(Optional.empty(), CanonicalCheck.firstDifference(file, file.clone(), fields));
    }

    @Test
    void namesTheFieldAtTheFirstDifference() {
        byte[] rewritten = file.clone();
        int idAt = Wvr4Files.OBJECTS_AT + 128 + 48;
        rewritten[idAt + 1] ^= 0x40;
        rewritten[idAt + 200] ^= 0x40; // a later difference must not be the one reported
        Finding f = CanonicalCheck.firstDifference(file, rewritten, fields).orElseThrow();
        assertEquals(Finding.Kind.NOT_CANONICAL, f.kind());
        assertEquals(idAt + 1, f.offset());
        assertEquals("objects[1].id", f.field());
        assertTrue(f.message().contains("0x40") && f.message().contains("0x00"), f.message());
    }

    @Test
    void namesArrayElements() {
        byte[] rewritten = file.clone();
        rewritten[12 + 2 * 4] ^= 1; // heights[4]
        assertEquals("heights[4]", CanonicalCheck.firstDifference(file, rewritten, fields).orElseThrow().field());
    }

    @Test
    void lengthDifferences() {
        Finding longer = CanonicalCheck.firstDifference(file, Arrays.copyOf(file, file.length + 3), fields).orElseThrow();
        assertEquals(file.length, longer.offset());
        assertEquals("(end of file)", longer.field());
        assertTrue(longer.message().contains("3 more bytes"), longer.message());
        Finding shorter = CanonicalCheck.firstDifference(file, Arrays.copyOf(file, file.length - 128), fields).orElseThrow();
        assertEquals(file.length - 128, shorter.offset());
        assertTrue(shorter.field().startsWith("objects[2]"), shorter.field());
        assertTrue(shorter.message().contains("the file has 128 more bytes"), shorter.message());
    }
}
