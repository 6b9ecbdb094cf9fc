package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class MigrationTargetTest {
    @Test
    void parsesFormatsAndOprwVersions() {
        assertEquals(Optional.of(MigrationTarget.oprw(24)), MigrationTarget.parse("oprw24"));
        assertEquals(Optional.of(MigrationTarget.oprw(17)), MigrationTarget.parse("OPRW v17"));
        assertEquals(Optional.of(MigrationTarget.oprw(18)), MigrationTarget.parse("oprw-18"));
        assertEquals(Optional.of(MigrationTarget.oprw(25)), MigrationTarget.parse("oprw"), "no version: the newest");
        assertEquals(Optional.of(new MigrationTarget(Format.WVR8, OptionalInt.empty())), MigrationTarget.parse("8wvr"));
        assertEquals(Optional.of(MigrationTarget.of(Format.WVR4)), MigrationTarget.parse(" 4WVR "));
        assertEquals(Optional.empty(), MigrationTarget.parse("oprw26"), "not a version mapharness writes");
        assertEquals(Optional.empty(), MigrationTarget.parse("oprw16"));
        assertEquals(Optional.empty(), MigrationTarget.parse("oprw99999999999"));
        assertEquals(Optional.of(MigrationTarget.oprw(24)), MigrationTarget.parse("oprw024"), "three digits at most");
        assertEquals(Optional.empty(), MigrationTarget.parse("oprw0024"));
        assertEquals(Optional.empty(), MigrationTarget.parse("8wvr24"), "8WVR has no versions");
        assertEquals(Optional.empty(), MigrationTarget.parse("9wvr"));
        assertEquals(Optional.empty(), MigrationTarget.parse(""));
    }

    @Test
    void namesAsPeopleAndTheCommandLineWriteThem() {
        assertEquals("OPRW v24", MigrationTarget.oprw(24).displayName());
        assertEquals("oprw24", MigrationTarget.oprw(24).id());
        assertEquals("8WVR", MigrationTarget.of(Format.WVR8).displayName());
        assertEquals("8wvr", MigrationTarget.of(Format.WVR8).id());
        for (MigrationTarget t : MigrationTarget.all()) {
            assertEquals(Optional.of(t), MigrationTarget.parse(t.id()), t::toString);
            assertEquals(Optional.of(t), MigrationTarget.parse(t.displayName()), t::toString);
        }
        assertEquals("wwd-uncompressed", MigrationTarget.of(Format.WWD, "uncompressed").id());
        assertEquals("WWD (uncompressed)", MigrationTarget.of(Format.WWD, "uncompressed").displayName());
        assertEquals(Format.values().length - 2 + 9 + 2, MigrationTarget.all().size(), "OPRW versions and WWD variants");
    }

    @Test
    void wwdComesCompressedOrNotAndWwdAloneMeansCompressed() {
        assertEquals(Optional.of(MigrationTarget.of(Format.WWD, "uncompressed")), MigrationTarget.parse("wwd-uncompressed"));
        assertEquals(Optional.of(MigrationTarget.of(Format.WWD, "compressed")), MigrationTarget.parse("WWD compressed"));
        assertEquals(Optional.of(MigrationTarget.of(Format.WWD, "compressed")), MigrationTarget.parse("wwd"));
        assertEquals(Optional.empty(), MigrationTarget.parse("wwd-packed"));
        assertEquals(Optional.empty(), MigrationTarget.parse("8wvr-compressed"), "8WVR has no variants");
        assertEquals("8WVR has no variants, not 'compressed'", assertThrows(IllegalArgumentException.class,
                () -> MigrationTarget.of(Format.WVR8, "compressed")).getMessage());
        assertEquals("WWD variants are [compressed, uncompressed], not ''", assertThrows(IllegalArgumentException.class,
                () -> MigrationTarget.of(Format.WWD, "")).getMessage());
    }

    @Test
    void versionsOnlyForOprwAndOnlySupportedOnes() {
        assertEquals("OPRW needs a version", assertThrows(IllegalArgumentException.class,
                () -> new MigrationTarget(Format.OPRW, OptionalInt.empty())).getMessage());
        assertEquals("8WVR has no version", assertThrows(IllegalArgumentException.class,
                () -> new MigrationTarget(Format.WVR8, OptionalInt.of(25))).getMessage());
        assertThrows(IllegalArgumentException.class, () -> MigrationTarget.oprw(26));
    }

    @Test
    void matchesAFileOfTheSameFormatAndVersion() {
        Detection v24 = new Detection(Format.OPRW, OptionalInt.of(24), "");
        assertTrue(MigrationTarget.oprw(24).matches(v24));
        assertFalse(MigrationTarget.oprw(25).matches(v24));
        assertTrue(MigrationTarget.of(Format.WVR4).matches(new Detection(Format.WVR4, OptionalInt.empty(), "")));
        assertFalse(MigrationTarget.of(Format.WVR8).matches(new Detection(Format.WVR4, OptionalInt.empty(), "")));
    }
}
