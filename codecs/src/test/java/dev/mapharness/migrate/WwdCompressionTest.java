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
    }
}
