package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import java.util.List;
import org.junit.jupiter.api.Test;

class WwdCompressionTest {
    private static final MigrationTarget COMPRESSED = MigrationTarget.of(Format.WWD, "compressed");
    private static final MigrationTarget UNCOMPRESSED = MigrationTarget.of(Format.WWD, "uncompressed");

    private static WwdLevel level(int flags) {
        return new WwdLevel(WwdHeader.blank(flags), List.of(), List.of(), Blob.of(new byte[] {7}));
    }

    @Test
    void aLevelIsAtItsVariant() {
        assertEquals(COMPRESSED, MigrationTarget.of(level(WwdHeader.FLAG_COMPRESSED)));
        assertEquals(UNCOMPRESSED, MigrationTarget.of(level(WwdHeader.FLAG_USE_Z)));
    }

    @Test
    void oneStepEachWayFlipsOnlyTheCompressBit() {
        WwdLevel packed = level(WwdHeader.FLAG_COMPRESSED | WwdHeader.FLAG_USE_Z | 0x100);
        Migrations.Chain down = Migrations.migrate(packed, UNCOMPRESSED);
        assertEquals(1, down.steps().size());
        assertTrue(down.lossless());
        WwdLevel plain = (WwdLevel) down.model();
        assertEquals(WwdHeader.FLAG_USE_Z | 0x100, plain.header().flags(), "other flag bits are kept");
        assertEquals(packed.trailing(), plain.trailing());
        assertTrue(down.steps().get(0).report().mentions("header.flags"));
        assertFalse(plain.compressed());

        Migrations.Chain up = Migrations.migrate(plain, COMPRESSED);
        assertEquals(packed, up.model(), "and back again, exactly");
        assertEquals(List.of(), Migrations.migrate(packed, COMPRESSED).steps(), "already there: no step");
        assertEquals(List.of("derived header.flags: compress bit cleared: the main block is written as is, decompressed size 0"),
                entries(down.steps().get(0).report()));
        assertEquals(List.of("derived header.flags: compress bit set: the main block is written as a zlib stream, with its"
                + " decompressed size"), entries(up.steps().get(0).report()));
    }

    private static List<String> entries(LossReport r) {
        return r.entries().stream().map(LossReport.Entry::toString).toList();
    }

    @Test
    void bytesAfterTheStreamFollowTheTrailingBytesOnceUncompressed() {
        WwdLevel packed = level(WwdHeader.FLAG_COMPRESSED).withEnd(Blob.of(new byte[] {7, 8}), Blob.of(new byte[] {1, 2, 3}),
                java.util.Optional.empty());
        Migrated<WwdLevel> plain = new WwdCompression(false).apply(packed);
        assertEquals(Blob.of(new byte[] {7, 8, 1, 2, 3}), plain.model().trailing());
        assertEquals(Blob.EMPTY, plain.model().afterStream());
        assertEquals(List.of("derived header.flags: compress bit cleared: the main block is written as is, decompressed size 0",
                "derived trailing: 3 bytes that followed the zlib stream now follow the trailing bytes",
                "derived afterStream: an uncompressed level has no zlib stream for bytes to follow"), entries(plain.report()));
        // the other way there is a stream for them to follow: they stay where they are
        WwdLevel unpacked = packed.withHeader(packed.header().withCompressed(false));
        Migrated<WwdLevel> again = new WwdCompression(true).apply(unpacked);
        assertEquals(packed, again.model());
        assertEquals(1, again.report().entries().size());
        assertEquals(WwdLevel.class, new WwdCompression(true).sourceType());
        assertEquals(Format.WWD, new WwdCompression(true).from());
        assertEquals(new Migrated<>(packed, LossReport.NONE), new WwdCompression(true).apply(packed), "already compressed");
        assertEquals(plain, new WwdCompression(false).applyUnchecked(packed), "a model checked against the source format");
    }
}
