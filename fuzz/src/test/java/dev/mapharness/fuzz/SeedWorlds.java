package dev.mapharness.fuzz;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The small valid files the fuzz targets start from, built with the writers so they stay in step
 * with the codecs ({@link SeedFilesTest} compares them with the committed copies).
 */
final class SeedWorlds {
    private SeedWorlds() {
    }

    /** 2 × 2, three texture slots, two objects and the engine's empty-name terminator record. */
    static byte[] wvr4Small() {
        List<FixedString> names = wvr4Names("LandText\\mo.pac", "LandText\\pi.pac", "LandText\\tr.pac");
        List<Wvr4Object> objects = List.of(
                new Wvr4Object(Transform.headingAt(30, 12.5f, 3f, 40f), 1, FixedString.padded("data3d\\strom.p3d", 76)),
                new Wvr4Object(Transform.IDENTITY, 2, FixedString.padded("data3d\\dum01.p3d", 76)));
        Wvr4Object terminator = new Wvr4Object(Transform.IDENTITY, 0, FixedString.padded("", 76));
        return Wvr4Writer.write(new Wvr4World(
                ShortGrid.of(2, 2, new short[] {0, 100, -100, 2222}),
                ShortGrid.of(2, 2, new short[] {1, 2, 2, 1}),
                names, objects, Optional.of(terminator), Blob.EMPTY));
    }

    /** 1 × 1 with what only lenient mode keeps: a name filling its slot and bytes after the terminator. */
    static byte[] wvr4Lenient() {
        List<FixedString> names = wvr4Names("LandText\\mo.pac", "x".repeat(32));
        List<Wvr4Object> objects = List.of(
                new Wvr4Object(Transform.IDENTITY, 7, FixedString.padded("m".repeat(76), 76)));
        Wvr4Object terminator = new Wvr4Object(Transform.of(Float.NaN, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), -1,
                FixedString.padded("", 76));
        return Wvr4Writer.write(new Wvr4World(
                ShortGrid.of(1, 1, new short[] {-1}), ShortGrid.of(1, 1, new short[] {1}),
                names, objects, Optional.of(terminator), Blob.of(new byte[] {1, 2, 3})));
    }

    private static List<FixedString> wvr4Names(String... used) {
        List<FixedString> names = new ArrayList<>();
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            names.add(FixedString.padded(i < used.length ? used[i] : "", Wvr4World.TEXTURE_NAME_LENGTH));
        }
        return names;
    }
}
