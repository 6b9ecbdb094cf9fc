package dev.mapharness.fuzz;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr1.Wvr1Writer;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wvr8.Wvr8Writer;
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
        return names(Wvr4World.TEXTURE_SLOTS, Wvr4World.TEXTURE_NAME_LENGTH, used);
    }

    /** 2 × 2, two models, one road net of two segments, then EndOfNets. */
    static byte[] wvr1Small() {
        List<Wvr1Model> models = List.of(
                new Wvr1Model(10.5f, 0f, 20.25f, 90f, FixedString.padded("data3d\\strom.p3d", Wvr1Model.NAME_LENGTH)),
                new Wvr1Model(64f, 0.01f, 64f, 0f, FixedString.padded("data3d\\dum01.p3d", Wvr1Model.NAME_LENGTH)));
        Wvr1NetHeader road = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", Wvr1NetHeader.NAME_LENGTH),
                0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0, 1, 0.152f, 0.15f, 0.1f, 4.5f);
        Wvr1Net net = new Wvr1Net(road, List.of(
                new Wvr1Subnet(12f, 14f, 0.152f, 0.15f, 0.1f, 9.5f, 0x0046931A, 0x00980778),
                new Wvr1Subnet(13f, 15.5f, 0.152f, 0.15f, 0.1f, 14.5f, 0x0046931A, 0x733760)));
        Wvr1NetHeader end = new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, Wvr1NetHeader.NAME_LENGTH),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        return Wvr1Writer.write(new Wvr1World(
                ShortGrid.of(2, 2, new short[] {0, 50, -20, 300}), ShortGrid.of(2, 2, new short[] {0, 1, 1, 3}),
                names(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH,
                        "LandText\\mo.pac", "LandText\\pi.pac", "", "LandText\\tr.pac"),
                models, List.of(net), end, Blob.EMPTY));
    }

    /** Land 2 × 2, terrain 3 × 3, an empty material 0 and two more, two objects and the zero dummy. */
    static byte[] wvr8Small() {
        List<Wvr8Material> materials = List.of(new Wvr8Material(List.of()), Wvr8Material.of("mh\\data\\sea.rvmat"),
                Wvr8Material.of("mh\\data\\grass.rvmat", "mh\\data\\grass_detail.paa"));
        List<Wvr8Object> objects = List.of(
                new Wvr8Object(Transform.headingAt(45, 20f, 3f, 60f), 1, RawString.of("mh\\objects\\smrk.p3d")),
                new Wvr8Object(Transform.IDENTITY, 2, RawString.of("mh\\objects\\dub.p3d")));
        return Wvr8Writer.write(new Wvr8World(
                FloatGrid.of(3, 3, new float[] {-5f, 0f, 2.5f, 10f, 12.25f, 8f, 1f, 0.5f, -1f}),
                ShortGrid.of(2, 2, new short[] {1, 2, 2, 1}), 40f, materials, objects, Optional.of(Wvr8Dummy.ZERO),
                Blob.EMPTY));
    }

    private static List<FixedString> names(int slots, int length, String... used) {
        List<FixedString> names = new ArrayList<>(slots);
        for (int i = 0; i < slots; i++) {
            names.add(FixedString.padded(i < used.length ? used[i] : "", length));
        }
        return names;
    }
}
