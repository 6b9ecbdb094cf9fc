package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** Small WVR worlds built from models directly, for migration tests. */
final class WvrWorlds {
    static final Transform ZERO_MATRIX = Transform.ofBits(new int[Transform.FLOATS]);

    private WvrWorlds() {
    }

    /** A slot holding {@code value}, a NUL, then {@code garbage}. */
    static FixedString withGarbage(String value, String garbage, int length) {
        byte[] slot = new byte[length];
        byte[] v = RawString.of(value).bytes();
        byte[] g = RawString.of(garbage).bytes();
        System.arraycopy(v, 0, slot, 0, v.length);
        System.arraycopy(g, 0, slot, v.length + 1, g.length);
        return FixedString.ofSlot(slot);
    }

    /** A name of exactly {@code length} bytes: 'x' repeated, ending in the given suffix. */
    static String nameOfLength(int length, String suffix) {
        return "x".repeat(length - suffix.length()) + suffix;
    }

    static List<FixedString> slots(int count, int length, String... names) {
        List<FixedString> slots = new ArrayList<>(Collections.nCopies(count, FixedString.padded("", length)));
        for (int i = 0; i < names.length; i++) {
            slots.set(i, FixedString.padded(names[i], length));
        }
        return slots;
    }

    static ShortGrid grid(int width, int height, int... cells) {
        short[] s = new short[cells.length];
        for (int i = 0; i < cells.length; i++) {
            s[i] = (short) cells[i];
        }
        return ShortGrid.of(width, height, s);
    }

    static Wvr1NetHeader endOfNets() {
        return new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, Wvr1NetHeader.NAME_LENGTH),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    static Wvr1Model model1(float x, float y, float z, float heading, String name) {
        return new Wvr1Model(x, y, z, heading, FixedString.padded(name, Wvr1Model.NAME_LENGTH));
    }

    /** A 1WVR world with flat zero heights, all cells on texture slot 0 ("a.pac"), and the given models. */
    static Wvr1World wvr1(ShortGrid heights, List<Wvr1Model> models) {
        return new Wvr1World(heights, ShortGrid.filled(heights.width(), heights.height(), (short) 0),
                slots(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH, "a.pac"), models, List.<Wvr1Net>of(),
                endOfNets(), Blob.EMPTY);
    }

    static Wvr4Object object4(Transform t, int id, String name) {
        return new Wvr4Object(t, id, FixedString.padded(name, Wvr4Object.NAME_LENGTH));
    }

    static Wvr4Object zeroTerminator() {
        return new Wvr4Object(ZERO_MATRIX, 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
    }

    /**
     * A canonical 4WVR world on a 4 × 3 grid: heights across the whole int16 range, textures with a
     * hole, cells pointing at an empty slot, objects with odd ids and a 76-byte name without NUL.
     */
    static Wvr4World canonical4() {
        ShortGrid heights = grid(4, 3, Short.MIN_VALUE, -1, 0, 1, 2, 222, -22222, Short.MAX_VALUE, 17, 9999, -5, 12345);
        ShortGrid textures = grid(4, 3, 1, 1, 2, 3, 0, 1, 2, 2, 5, 3, 1, 0);
        List<FixedString> names = slots(Wvr4World.TEXTURE_SLOTS, Wvr4World.TEXTURE_NAME_LENGTH,
                "LandText\\mo.pac", "data\\pi.paa", "data\\more.paa", "data\\les.paa", "", "data\\after_hole.paa");
        List<Wvr4Object> objects = List.of(
                object4(Transform.of(0, 0, -1, 0, 1, 0, 1, 0, 0, 12.5f, 3.25f, 99.75f), 7, "data3d\\kasna.p3d"),
                object4(Transform.IDENTITY, -3, nameOfLength(Wvr4Object.NAME_LENGTH, ".p3d")),
                object4(Transform.of(0.6f, 0, 0.8f, 0, 1, 0, -0.8f, 0, 0.6f, 1e6f, -5f, 0f), 1_000_000, "a.p3d"));
        return new Wvr4World(heights, textures, names, objects, Optional.of(zeroTerminator()), Blob.EMPTY);
    }

    /** An 8WVR world with equal land and terrain grids, 50 m cells, and a zero dummy. */
    static Wvr8World wvr8(FloatGrid elevation, ShortGrid materialIndices, List<Wvr8Material> materials,
                          List<Wvr8Object> objects) {
        return new Wvr8World(elevation, materialIndices, 50f, materials, objects, Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
    }

    static FloatGrid floats(int width, int height, float... values) {
        return FloatGrid.of(width, height, values);
    }

    static FloatGrid zeros(int width, int height) {
        return FloatGrid.of(width, height, new float[width * height]);
    }

    static List<Wvr8Material> materials(String... singleNames) {
        return Arrays.stream(singleNames).map(n -> n.isEmpty() ? new Wvr8Material(List.of()) : Wvr8Material.of(n)).toList();
    }

    static Wvr8Object object8(int id, String path) {
        return new Wvr8Object(Transform.IDENTITY, id, RawString.of(path));
    }
}
