package dev.mapharness.corpus;

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
import dev.mapharness.format.ReadOptions;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.compress.Compression;
import dev.mapharness.grid.Point3;
import dev.mapharness.oprw.OprwEntity;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.oprw.OprwMaterial;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.OptionalInt;
import java.util.List;
import java.util.Optional;

/**
 * The small valid files the fuzz targets start from, built with the writers so they stay in step
 * with the codecs (the corpus test compares them with the committed seeds), and their cut and
 * hostile variants.
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
        return wvr1(List.of(road(0, 0)));
    }

    /**
     * {@link #wvr1Small} with a second road, the first one's segments ended by x and y of -0.0: the
     * reader ends a segment list on a zero of either sign, and the model keeps the bits so the file is
     * written back as it came.
     */
    static byte[] wvr1NegativeZeroEnd() {
        return wvr1(List.of(road(0x8000_0000, 0x8000_0000), road(0, 0)));
    }

    /** {@link #wvr1Small} cut 16 bytes into the 64-byte EndOfNets header that ends the file: its name is whole, its slot not. */
    static byte[] wvr1CutInEndOfNets() {
        byte[] full = wvr1Small();
        return Arrays.copyOf(full, full.length - Wvr1NetHeader.RECORD_SIZE + 16);
    }

    /** A road of two segments whose end record has the given bits. */
    private static Wvr1Net road(int endX, int endY) {
        Wvr1NetHeader road = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", Wvr1NetHeader.NAME_LENGTH),
                0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0, 1, 0.152f, 0.15f, 0.1f, 4.5f);
        return new Wvr1Net(road, List.of(
                new Wvr1Subnet(12f, 14f, 0.152f, 0.15f, 0.1f, 9.5f, 0x0046931A, 0x00980778),
                new Wvr1Subnet(13f, 15.5f, 0.152f, 0.15f, 0.1f, 14.5f, 0x0046931A, 0x733760)), endX, endY);
    }

    private static byte[] wvr1(List<Wvr1Net> nets) {
        List<Wvr1Model> models = List.of(
                new Wvr1Model(10.5f, 0f, 20.25f, 90f, FixedString.padded("data3d\\strom.p3d", Wvr1Model.NAME_LENGTH)),
                new Wvr1Model(64f, 0.01f, 64f, 0f, FixedString.padded("data3d\\dum01.p3d", Wvr1Model.NAME_LENGTH)));
        Wvr1NetHeader end = new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, Wvr1NetHeader.NAME_LENGTH),
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        return Wvr1Writer.write(new Wvr1World(
                ShortGrid.of(2, 2, new short[] {0, 50, -20, 300}), ShortGrid.of(2, 2, new short[] {0, 1, 1, 3}),
                names(Wvr1World.TEXTURE_SLOTS, Wvr1World.TEXTURE_NAME_LENGTH,
                        "LandText\\mo.pac", "LandText\\pi.pac", "", "LandText\\tr.pac"),
                models, nets, end, Blob.EMPTY));
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

    /**
     * Land 2 × 2 under a 4 × 4 terrain, in the given version's layout: an empty material 0 and two
     * more, two models, an entity, two objects in cell 0 and 3 with their offsets, a road link with
     * two positions, three map infos (a tree marker, a house rectangle, a short river) grouped by cell.
     * Geography and sound map are uniform, so each is a 5-byte quad tree and nPeaks sits at a fixed
     * offset ({@link #OPRW_PEAKS_AT}).
     */
    static byte[] oprwSmall(int version) {
        return oprwSmall(version, 0);
    }

    /**
     * {@link #oprwSmall} with {@code trees} more tree markers in its last cell. Real worlds hold
     * thousands of map-info records; three never take a reader past the sizes it starts with.
     */
    static byte[] oprwSmall(int version, int trees) {
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        List<Point3> road = List.of(Point3.of(10f, 2f, 10f), Point3.of(35f, 2.5f, 12f));
        OprwRoadLink link = new OprwRoadLink(road, types ? Optional.of(Blob.of(new byte[] {0, 1})) : Optional.empty(), 3,
                RawString.of("a3\\roads_f\\roads_new\\asphalt\\asf1_25.p3d"), Transform.headingAt(85, 10f, 2f, 10f));
        List<OprwObject> objects = List.of(
                new OprwObject(1, 0, Transform.headingAt(30, 12.5f, 3f, 15f), OprwObject.SHIPPED_SHAPE_PARAM),
                new OprwObject(2, 1, Transform.headingAt(180, 60f, 4f, 70f), OprwObject.SHIPPED_SHAPE_PARAM));
        List<OprwMapInfo> infos = new ArrayList<>(List.of(
                OprwMapInfo.position(0, 1, 12.5f, 15f),
                new OprwMapInfo(44, 4, new int[] {Float.floatToRawIntBits(50f), Float.floatToRawIntBits(45f),
                    Float.floatToRawIntBits(52f), Float.floatToRawIntBits(75f)}, Blob.EMPTY),
                new OprwMapInfo(3, 2, floatBits(56, 66, 64, 66, 56, 74, 64, 74), Blob.of(new byte[] {(byte) 0x80, 0x60, 0x40, -1}))));
        for (int i = 0; i < trees; i++) {
            infos.add(OprwMapInfo.position(0, 2, 41f + i % 38, 41f + i / 38));
        }
        Compression compression = OprwLayoutRules.compression(version);
        // every record but the first lies in the last cell
        long lastCell = 0;
        for (OprwMapInfo info : infos.subList(1, infos.size())) {
            lastCell += OprwLayoutRules.mapInfoBytes(info, compression);
        }
        byte[] terrain16 = {0, 0, 1, 1, 0, 1, 1, 2, 1, 1, 2, 2, 1, 2, 2, 3};
        OprwWorld world = new OprwWorld(version, OprwFeature.APP_ID.in(version) ? OptionalInt.of(107410) : OptionalInt.empty(),
                40f, ShortGrid.filled(2, 2, (short) 0), ByteGrid.filled(2, 2, (byte) 2), List.of(Point3.of(60f, 12.25f, 70f)),
                ShortGrid.of(2, 2, new short[] {1, 2, 2, 1}),
                OprwFeature.RANDOM.in(version) ? Optional.of(ShortGrid.of(2, 2, new short[] {7, 300, -5, 0})) : Optional.empty(),
                OprwFeature.GRASS.in(version) ? Optional.of(ByteGrid.of(4, 4, terrain16)) : Optional.empty(),
                OprwFeature.PRIMARY_TEXTURE.in(version) ? Optional.of(ByteGrid.of(4, 4, terrain16)) : Optional.empty(),
                FloatGrid.of(4, 4, new float[] {-5f, 0f, 2.5f, 10f, 0f, 3f, 8f, 12.25f, 1f, 2f, 6f, 9f, -1f, 0.5f, 4f, 7f}),
                List.of(new OprwMaterial(RawString.EMPTY, 0), new OprwMaterial(RawString.of("mh\\data\\sea.rvmat"), 1),
                        new OprwMaterial(RawString.of("mh\\data\\grass.rvmat"), 1)),
                List.of(RawString.of("a3\\plants_f\\tree\\t_pinuss2s_f.p3d"), RawString.of("a3\\structures_f\\house.p3d")),
                List.of(new OprwEntity(RawString.of("Land_Pier_F"), RawString.of("a3\\pier_f.p3d"), Point3.of(5f, 0f, 5f), 5)),
                OprwLayoutRules.objectOffsets(new int[] {0, 3}, 2, 2), OprwLayoutRules.cellOffsets(2, 2, new long[] {
                    OprwLayoutRules.mapInfoBytes(infos.get(0), compression), 0, 0, lastCell}),
                ByteGrid.filled(2, 2, (byte) 0), ByteGrid.of(4, 4, new byte[16]), 5,
                List.of(new OprwRoadCell(0, List.of(link))), objects, infos, Blob.EMPTY, Blob.EMPTY);
        return OprwWriter.write(world);
    }

    /** Where nPeaks is in {@link #oprwSmall}: the header, then two 5-byte quad trees. */
    static int oprwPeaksAt(int version) {
        return 4 + 4 + (OprwFeature.APP_ID.in(version) ? 4 : 0) + 4 * 4 + 4 + 5 + 5;
    }

    /** {@link #oprwSmall} of {@code version} cut to two fifths of its length (inside its entity list). */
    static byte[] oprwTruncated(int version) {
        byte[] full = oprwSmall(version);
        return Arrays.copyOf(full, full.length * 2 / 5);
    }

    /** {@link #oprwSmall} of {@code version} claiming 2^31 − 1 peaks in a file of a few hundred bytes. */
    static byte[] oprwHostileCount(int version) {
        byte[] b = oprwSmall(version);
        ByteBuffer buffer = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int at = oprwPeaksAt(version);
        if (buffer.getInt(at) != 1) {
            throw new IllegalStateException("nPeaks is not at byte " + at + " of the small OPRW " + version + " seed");
        }
        buffer.putInt(at, Integer.MAX_VALUE);
        return b;
    }

    /**
     * A 1WVR, 4WVR or 8WVR file whose header claims a 65536 × 65536 grid: the reader must check the
     * sizes against the bytes left before it allocates.
     */
    static byte[] wvrHostileSize(byte[] file) {
        byte[] b = file.clone();
        ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 0x10000).putInt(8, 0x10000);
        return b;
    }

    /**
     * A binary WMP whose root object chunk claims 2^31 − 1 bytes: the reader must check every chunk's
     * size against its parent before it reads on. The root follows the magic, the header and the
     * settings chunks, each stating its size in its second word.
     */
    static byte[] wmpbHostileSize(byte[] file) {
        ByteBuffer b = ByteBuffer.wrap(file.clone()).order(ByteOrder.LITTLE_ENDIAN);
        int settings = 4 + b.getInt(4 + 4);
        int root = settings + b.getInt(settings + 4);
        b.putInt(root + 4, Integer.MAX_VALUE);
        return b.array();
    }

    /** {@code file} as Windows Notepad saves a text file in UTF-8: after a byte order mark. */
    static byte[] withByteOrderMark(byte[] file) {
        byte[] b = new byte[file.length + 3];
        b[0] = (byte) 0xEF;
        b[1] = (byte) 0xBB;
        b[2] = (byte) 0xBF;
        System.arraycopy(file, 0, b, 3, file.length);
        return b;
    }

    /** {@code file} cut to half its length. */
    static byte[] half(byte[] file) {
        return Arrays.copyOf(file, file.length / 2);
    }

    /** A text WMP as the writer lays it out (tabs, CR LF, no comments), from the level {@code wmp} holds. */
    static byte[] wmpRewritten(byte[] wmp) {
        return WmpCodec.INSTANCE.write(WmpCodec.INSTANCE.read(wmp, ReadOptions.STRICT).model());
    }

    /** A {@code $$M} as the writer lays it out, from the level {@code mm} holds. */
    static byte[] mmRewritten(byte[] mm) {
        return MmCodec.INSTANCE.write(MmCodec.INSTANCE.read(mm, ReadOptions.LENIENT).model());
    }

    private static int[] floatBits(float... values) {
        int[] bits = new int[values.length];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return bits;
    }

    private static List<FixedString> names(int slots, int length, String... used) {
        List<FixedString> names = new ArrayList<>(slots);
        for (int i = 0; i < slots; i++) {
            names.add(FixedString.padded(i < used.length ? used[i] : "", length));
        }
        return names;
    }
}
