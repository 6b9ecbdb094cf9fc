package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small valid 4WVR worlds, built by hand so the torture inputs never change with a generator. */
final class Wvr4Samples {
    private Wvr4Samples() {
    }

    static List<FixedString> table(String... names) {
        List<FixedString> t = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            t.add(FixedString.padded(i < names.length ? names[i] : "", Wvr4World.TEXTURE_NAME_LENGTH));
        }
        return t;
    }

    static Wvr4Object object(int id, String name) {
        return new Wvr4Object(Transform.headingAt(id * 10, id, 2, 3), id, FixedString.padded(name, Wvr4Object.NAME_LENGTH));
    }

    static Wvr4Object terminator() {
        return new Wvr4Object(Transform.ofBits(new int[12]), 0, FixedString.padded("", Wvr4Object.NAME_LENGTH));
    }

    static Wvr4World world(int w, int h, int objects, boolean terminated, Blob trailing) {
        short[] heights = new short[w * h];
        short[] textures = new short[w * h];
        for (int i = 0; i < heights.length; i++) {
            heights[i] = (short) (i * 97 - 300);
            textures[i] = (short) (1 + i % 2);
        }
        List<Wvr4Object> list = new ArrayList<>();
        for (int i = 0; i < objects; i++) {
            list.add(object(i + 1, "data3d\\strom" + i + ".p3d"));
        }
        return new Wvr4World(ShortGrid.of(w, h, heights), ShortGrid.of(w, h, textures),
                table("LandText\\mo.pac", "LandText\\pi.pac", "LandText\\tr.pac"), list,
                terminated ? Optional.of(terminator()) : Optional.empty(), trailing);
    }

    /** A world whose names fill their slots with no NUL and which has bytes after its terminator: lenient only. */
    static Wvr4World lenientOnly() {
        Wvr4World w = world(2, 3, 2, true, Blob.of(new byte[] {(byte) 0xDE, (byte) 0xAD, 0, 1, 2}));
        List<FixedString> names = new ArrayList<>(w.textureNames());
        names.set(1, FixedString.ofSlot("LandText\\a_name_of_32_bytes_.pac".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        List<Wvr4Object> objects = new ArrayList<>(w.objects());
        byte[] full = new byte[Wvr4Object.NAME_LENGTH];
        java.util.Arrays.fill(full, (byte) 'x');
        objects.set(0, new Wvr4Object(Transform.IDENTITY, 1, FixedString.ofSlot(full)));
        return new Wvr4World(w.heights(), w.textureIndices(), names, objects, w.terminator(), w.trailing());
    }
}
