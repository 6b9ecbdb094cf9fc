package dev.mapharness.cli;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** 4WVR files for the command tests: good ones, and each kind of bad input users bring. */
final class Wvr4Files {
    /** Where the texture table starts in a 3 × 2 world: header, then 6 cells of 2 + 2 bytes. */
    static final int TABLE_AT = 12 + 6 * 4;
    static final int OBJECTS_AT = TABLE_AT + 512 * 32;

    private Wvr4Files() {
    }

    static Wvr4World world(List<Wvr4Object> objects) {
        short[] heights = new short[6];
        short[] textures = new short[6];
        for (int i = 0; i < 6; i++) {
            heights[i] = (short) (i * 100 - 200);
            textures[i] = (short) (1 + i % 2);
        }
        List<FixedString> table = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            table.add(FixedString.padded(i < 3 ? new String[] {Wvr4World.SLOT_ZERO_NAME, "grass", "sand"}[i] : "", Wvr4World.TEXTURE_NAME_LENGTH));
        }
        return new Wvr4World(ShortGrid.of(3, 2, heights), ShortGrid.of(3, 2, textures), table, objects,
                Optional.of(terminator()), Blob.EMPTY);
    }

    static Wvr4Object object(int id, String name) {
        return new Wvr4Object(Transform.headingAt(id * 10, id, 2, 3), id, FixedString.padded(name, Wvr4Object.NAME_LENGTH));
    }

    static Wvr4Object terminator() {
        return new Wvr4Object(Transform.ofBits(new int[12]), 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
    }

    static Wvr4World goodWorld() {
        return world(List.of(object(1, "data3d\\house.p3d"), object(2, "data3d\\tree.p3d")));
    }

    static byte[] good() {
        return Wvr4Writer.write(goodWorld());
    }

    /** Decodes strictly, with one violation: two objects share id 7. */
    static byte[] duplicateIds() {
        return Wvr4Writer.write(world(List.of(object(7, "a.p3d"), object(7, "b.p3d"))));
    }

    static byte[] truncated() {
        return Arrays.copyOf(good(), 100);
    }

    /** A header claiming 2^31 × 2^31 cells, followed by far fewer bytes. */
    static byte[] hugeGrid() {
        byte[] b = Arrays.copyOf(good(), 64);
        b[4] = 0; b[5] = 0; b[6] = 0; b[7] = (byte) 0x80;
        b[8] = 0; b[9] = 0; b[10] = 0; b[11] = (byte) 0x80;
        return b;
    }

    /** An object name filling its 76-byte slot: lenient reads it, strict refuses. */
    static byte[] nameWithoutNul() {
        return Wvr4Writer.write(world(List.of(object(1, "x".repeat(Wvr4Object.NAME_LENGTH)))));
    }

    /** Five bytes after the empty-name record that ends the model list. */
    static byte[] garbageAfterEnd() {
        byte[] b = good();
        byte[] out = Arrays.copyOf(b, b.length + 5);
        Arrays.fill(out, b.length, out.length, (byte) 0x5A);
        return out;
    }

    /** OPRW v25: recognised by detection, no codec yet. */
    /** An OPRW 29 (DayZ) header: recognised, but a version mapharness does not read. */
    static byte[] oprw() {
        return new byte[] {'O', 'P', 'R', 'W', 29, 0, 0, 0, 0, 0, 0, 0};
    }
}
