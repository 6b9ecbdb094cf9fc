package dev.mapharness.provenance;

import static dev.mapharness.provenance.GamestudioSamples.CRLF;
import static dev.mapharness.provenance.GamestudioSamples.bytes;
import static dev.mapharness.provenance.GamestudioSamples.entity;
import static dev.mapharness.provenance.GamestudioSamples.levelAndSun;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * MapBuilder's exporter habits counted over a {@code $$M}'s items, each at its word of the item
 * (docs/provenance.md): only extended entities count, only top-level items, and the first of each
 * habit is where the evidence points.
 */
class MapBuilderHabitsTest {
    @Test
    void eachHabitIsCountedAtItsWordAndTheFirstIsRecorded() {
        String shadowed = entity("tree.mdl", "ndef", "0000000010000000", "mtl_tree", "tree_shadow.dds");
        // nested braces do not end the entity; the terrain action counts at word 12 only, not as a file name
        String terrain = entity("TerrHmp_GroundAction", "TerrHmp_GroundAction", "0000000010000001", "ndef", "")
                .replaceFirst("\t7", "\t7 { a } { b { c } }");
        // 16 digits but FLAG8 (the eighth from the end) clear, and 16 characters that are not all digits
        String flag8Clear = entity("rock.mdl", "ndef", "0000000100000000", "ndef", "");
        String notBinary = entity("rock.mdl", "ndef", "000000001000000x", "ndef", "shadow_2.dds");
        // a non-extended item with as many words as an entity with a shadow line, and a stray closing brace
        String notExtended = entity("rock.mdl", "ndef", "0000000010000000", "ndef", "x").replaceFirst("\t7", "\t6") + "}";
        String mm = "version 711" + CRLF + levelAndSun("a") + shadowed + notExtended + terrain + flag8Clear + notBinary;
        int shadowAt = mm.indexOf("tree_shadow.dds");
        int flagsAt = mm.indexOf("0000000010000000");
        int terrainAt = mm.indexOf("TerrHmp_GroundAction", mm.indexOf("TerrHmp_GroundAction") + 1);
        assertEquals(new MapBuilderHabits(4, 2, shadowAt, "tree_shadow.dds", 2, flagsAt, 1, terrainAt),
                MapBuilderHabits.of(bytes(mm)));
    }

    @Test
    void anEntityOfNothingButItsTypeHasNoHabits() {
        assertEquals(new MapBuilderHabits(1, 0, -1, "", 0, -1, 0, -1),
                MapBuilderHabits.of(bytes("} version 711" + CRLF + levelAndSun("a") + "{ 7 }")));
    }
}
