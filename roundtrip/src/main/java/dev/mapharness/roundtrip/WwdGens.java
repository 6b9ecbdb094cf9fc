package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.wwd.WwdChecksum;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTileProperty;
import dev.mapharness.wwd.WwdTilePropertiesHeader;
import dev.mapharness.wwd.WwdWapMapMeta;
import dev.mapharness.wwd.WwdWriteStyle;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * WWD levels, compressed and not.
 *
 * <p>{@link #conforming} follows the editor and the strict reader's rules: fixed strings
 * NUL-terminated and zero-padded (empty up to slot-filling), reserved words zero, exactly one main
 * plane, pixel sizes equal to tiles × tile size, no user1/user2 hit types, nothing after the tile
 * properties. Tiles hold ids and both markers; objects carry any value in every field and
 * length-prefixed strings of any byte (empty, short, and now and then thousands of bytes); tile
 * properties of all three types. {@link #representable} also makes what real files hold and lenient
 * readers keep: garbage after a NUL, slots with no NUL, reserved words set, no main plane or
 * several, pixel sizes that disagree, user1/user2 types, any flag bits, trailing bytes, bytes after
 * the zlib stream, WapMap's metadata ({@link #wapMapMeta}).
 */
public final class WwdGens {
    private static final int PALETTE = 8;

    private WwdGens() {
    }

    public static Gen<WwdLevel> conforming() {
        return conforming(planeSizes());
    }

    public static Gen<WwdLevel> conforming(Gen<GridSize> sizes) {
        return levels(sizes, true);
    }

    public static Gen<WwdLevel> representable() {
        return representable(planeSizes());
    }

    public static Gen<WwdLevel> representable(Gen<GridSize> sizes) {
        return levels(sizes, false);
    }

    /** {@code level} with its main block compressed. */
    public static WwdLevel compressed(WwdLevel level) {
        return level.withHeader(level.header().withCompressed(true));
    }

    /**
     * How a new level is laid out: canonically or in WapMap's grouped order, at any zlib level, with
     * either checksum formula, with or without filler bytes between sections.
     */
    public static Gen<WwdWriteStyle> styles() {
        Gen<Boolean> grouped = Generate.booleans();
        Gen<Integer> level = Generate.pick(List.of(Deflater.DEFAULT_COMPRESSION, 1, 5, 9));
        Gen<WwdChecksum.Formula> formula = Generate.enumValues(WwdChecksum.Formula.class);
        Gen<Integer> gap = Generate.frequency(Pair.of(3, Generate.constant(0)), Pair.of(1, Generate.range(1, 7)));
        return (rs -> new WwdWriteStyle(grouped.generate(rs), level.generate(rs), formula.generate(rs), gap.generate(rs)));
    }

    /**
     * WapMap's metadata: a Header block as WapMap writes it, blocks of any id and content (guides,
     * favourites, ids WapMap does not know), or none.
     */
    static Gen<WwdWapMapMeta> wapMapMeta() {
        Gen<WwdWapMapMeta.Block> block = Generate.range(0, 255).zip(ByteGens.blobs(0, 40), WwdWapMapMeta.Block::new);
        Gen<List<WwdWapMapMeta.Block>> blocks = Generate.range(0, 4).flatMap(n -> rs -> {
            List<WwdWapMapMeta.Block> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(block.generate(rs));
            }
            return out;
        });
        Gen<WwdWapMapMeta.Block> header = ByteGens.rawStringsWithoutNul(0, 12).zip(ByteGens.rawStringsWithoutNul(0, 12),
                (version, mapVersion) -> {
                    ByteOutput out = new ByteOutput();
                    out.i32(30).asciiz(version).i32(182).asciiz(mapVersion).asciiz(RawString.EMPTY);
                    return new WwdWapMapMeta.Block(WwdWapMapMeta.ID_HEADER, Blob.of(out.toByteArray()));
                });
        return Generate.oneOf(blocks, header.map(b -> List.of(b))).map(b -> new WwdWapMapMeta(b));
    }

    /** Mostly small planes, thin ones, 1 × 1 often; large ones are asked for separately. */
    static Gen<GridSize> planeSizes() {
        return Generate.frequency(Pair.of(10, GridSizes.of(1, 1)), Pair.of(50, GridSizes.small(8)),
                Pair.of(20, GridSizes.small(40)), Pair.of(10, GridSizes.thin(300)));
    }

    private static Gen<WwdLevel> levels(Gen<GridSize> sizes, boolean conforming) {
        Gen<Boolean> compressed = Generate.booleans();
        Gen<Integer> planeCount = conforming
                ? Generate.frequency(Pair.of(6, Generate.constant(1)), Pair.of(3, Generate.range(2, 6, 1)))
                : Generate.frequency(Pair.of(1, Generate.constant(0)), Pair.of(6, Generate.constant(1)),
                        Pair.of(3, Generate.range(2, 6, 1)));
        Gen<Integer> mainIndex = Generate.range(0, 5, 0);
        Gen<Integer> mainCount = Generate.frequency(Pair.of(4, Generate.constant(1)), Pair.of(1, Generate.range(0, 3, 0)));
        Gen<Integer> tileProperties = Generate.frequency(Pair.of(2, Generate.constant(0)), Pair.of(5, Generate.range(1, 8, 1)),
                Pair.of(2, Generate.range(0, 120, 0)));
        Gen<Blob> trailing = Generate.frequency(Pair.of(2, Generate.constant(Blob.EMPTY)), Pair.of(1, ByteGens.blobs(1, 200)));
        Gen<WwdTilePropertiesHeader> tpHeader = conforming ? Generate.constant(WwdTilePropertiesHeader.ZERO)
                : Generate.oneOf(Generate.constant(WwdTilePropertiesHeader.ZERO), reservedWords(6)
                        .map(w -> new WwdTilePropertiesHeader(w[0], w[1], w[2], w[3], w[4], w[5])));
        Gen<WwdHeader> header = header(conforming);
        Gen<Boolean> withMeta = Generate.frequency(Pair.of(3, Generate.constant(false)), Pair.of(1, Generate.constant(true)));
        Gen<WwdWapMapMeta> metas = wapMapMeta();
        Gen<WwdTileProperty> property = tileProperty(conforming);

        return ((Gen<WwdLevel>) rs -> {
            boolean packed = compressed.generate(rs);
            WwdHeader h = header.generate(rs).withCompressed(packed);
            int n = planeCount.generate(rs);
            // which planes are main: exactly one when conforming, any number otherwise
            boolean[] main = new boolean[n];
            if (n > 0) {
                int mains = conforming ? 1 : Math.min(n, mainCount.generate(rs));
                int first = mainIndex.generate(rs) % n;
                for (int i = 0; i < mains; i++) {
                    main[(first + i) % n] = true;
                }
            }
            List<WwdPlane> planes = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                planes.add(plane(sizes.generate(rs), main[i], conforming, rs));
            }
            int k = tileProperties.generate(rs);
            List<WwdTileProperty> properties = new ArrayList<>(k);
            for (int i = 0; i < k; i++) {
                properties.add(property.generate(rs));
            }
            Blob tail = conforming ? Blob.EMPTY : trailing.generate(rs);
            Blob afterStream = conforming || !packed ? Blob.EMPTY : trailing.generate(rs);
            // WapMap's metadata is a note, so conforming levels (no findings at all) go without
            Optional<WwdWapMapMeta> meta = !conforming && withMeta.generate(rs) ? Optional.of(metas.generate(rs))
                    : Optional.empty();
            return new WwdLevel(h, planes, tpHeader.generate(rs), properties, tail, afterStream, meta);
        }).describedAs(WwdGens::describe);
    }

    private static Gen<WwdHeader> header(boolean conforming) {
        Gen<Integer> flags = conforming ? Generate.pick(List.of(0, WwdHeader.FLAG_USE_Z))
                : Generate.oneOf(Generate.pick(List.of(0, 1, 0x80, 0xFFFF_FFFC)), anyInt());
        Gen<int[]> reserved = conforming ? Generate.constant(new int[4]) : reservedWords(4);
        Gen<Integer> coordinate = anyInt();
        return rs -> {
            int[] r = reserved.generate(rs);
            List<FixedString> imageSets = new ArrayList<>();
            List<FixedString> prefixes = new ArrayList<>();
            for (int i = 0; i < WwdHeader.SLOTS; i++) {
                imageSets.add(slot(WwdHeader.IMAGE_SET_LENGTH, conforming).generate(rs));
            }
            for (int i = 0; i < WwdHeader.SLOTS; i++) {
                prefixes.add(slot(WwdHeader.PREFIX_LENGTH, conforming).generate(rs));
            }
            return new WwdHeader(r[0], flags.generate(rs), r[1], slot(WwdHeader.NAME_LENGTH, conforming).generate(rs),
                    slot(WwdHeader.AUTHOR_LENGTH, conforming).generate(rs), slot(WwdHeader.BIRTH_LENGTH, conforming).generate(rs),
                    slot(WwdHeader.REZ_FILE_LENGTH, conforming).generate(rs),
                    slot(WwdHeader.IMAGE_DIR_LENGTH, conforming).generate(rs),
                    slot(WwdHeader.PAL_REZ_LENGTH, conforming).generate(rs), coordinate.generate(rs), coordinate.generate(rs),
                    r[2], r[3], slot(WwdHeader.LAUNCH_APP_LENGTH, conforming).generate(rs), imageSets, prefixes);
        };
    }

    /** Conforming slots: empty, short or slot-filling with the NUL last; representable ones in every shape. */
    private static Gen<FixedString> slot(int length, boolean conforming) {
        return conforming
                ? FixedStringGens.slots(length, EnumSet.of(SlotShape.EMPTY, SlotShape.SHORT, SlotShape.MAXIMAL_TERMINATED))
                : FixedStringGens.any(length, true);
    }

    private static WwdPlane plane(GridSize size, boolean main, boolean conforming, RandomnessSource rs) {
        int otherFlags = Generate.pick(List.of(0, WwdPlane.FLAG_NO_DRAW, WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP,
                WwdPlane.FLAG_AUTO_TILE_SIZE, 0x1E)).generate(rs);
        if (!conforming && Generate.booleans().generate(rs)) {
            otherFlags = anyInt().generate(rs) & ~WwdPlane.FLAG_MAIN;
        }
        int flags = otherFlags | (main ? WwdPlane.FLAG_MAIN : 0);
        int tileWidth = Generate.oneOf(Generate.pick(List.of(64, 32, 16, 128)), Generate.range(1, 512, 1)).generate(rs);
        int tileHeight = Generate.oneOf(Generate.pick(List.of(64, 32, 16, 128)), Generate.range(1, 512, 1)).generate(rs);
        int widthPx = size.width() * tileWidth;
        int heightPx = size.height() * tileHeight;
        if (!conforming && Generate.booleans().generate(rs)) {
            widthPx = anyInt().generate(rs);
            heightPx = anyInt().generate(rs);
        }
        WwdPlaneReserved reserved = WwdPlaneReserved.ZERO;
        if (!conforming && Generate.booleans().generate(rs)) {
            int[] w = reservedWords(7).generate(rs);
            reserved = new WwdPlaneReserved(w[0], w[1], w[2], w[3], w[4], w[5], w[6]);
        }
        Gen<Integer> percent = Generate.oneOf(Generate.range(0, 200, 100), anyInt());
        IntGrid tiles = tiles(size, rs);
        int imageSetCount = Generate.frequency(Pair.of(1, Generate.constant(0)), Pair.of(5, Generate.constant(1)),
                Pair.of(2, Generate.range(2, 6, 2))).generate(rs);
        List<RawString> imageSets = new ArrayList<>(imageSetCount);
        Gen<RawString> setName = Generate.oneOf(Generate.pick(List.of(RawString.of("ACTION"), RawString.of("BACK"),
                RawString.of("FRONT"), RawString.EMPTY)), ByteGens.rawStringsWithoutNul(0, 200));
        for (int i = 0; i < imageSetCount; i++) {
            imageSets.add(setName.generate(rs));
        }
        // GLE saves objects for the main plane only; the format holds them on any plane
        int objectCount = main || Generate.range(0, 4).generate(rs) == 0 ? ObjectCounts.mixed().generate(rs) : 0;
        List<WwdObject> objects = new ArrayList<>(objectCount);
        Gen<WwdObject> object = object(conforming);
        for (int i = 0; i < objectCount; i++) {
            objects.add(object.generate(rs));
        }
        return new WwdPlane(flags, slot(WwdPlane.NAME_LENGTH, conforming).generate(rs), widthPx, heightPx, tileWidth,
                tileHeight, percent.generate(rs), percent.generate(rs), anyInt().generate(rs), anyInt().generate(rs), reserved,
                tiles, imageSets, objects);
    }

    /** Tile ids, small and any, with both markers; large grids lay a small palette out in runs. */
    static IntGrid tiles(GridSize size, RandomnessSource rs) {
        Gen<Integer> cell = Generate.frequency(Pair.of(6, Generate.range(0, 200, 0)),
                Pair.of(2, Generate.pick(List.of(WwdPlane.TILE_INVISIBLE, WwdPlane.TILE_FILLED))), Pair.of(1, anyInt()));
        int[] cells = new int[size.cells()];
        if (cells.length <= GridGens.DRAWN_CELLS) {
            for (int i = 0; i < cells.length; i++) {
                cells[i] = cell.generate(rs);
            }
        } else {
            int[] palette = new int[PALETTE];
            for (int i = 0; i < PALETTE; i++) {
                palette[i] = cell.generate(rs);
            }
            SplittableRandom layout = new SplittableRandom(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE).generate(rs));
            for (int i = 0; i < cells.length; ) {
                int run = Math.min(cells.length - i, 1 + layout.nextInt(64));
                java.util.Arrays.fill(cells, i, i + run, palette[layout.nextInt(PALETTE)]);
                i += run;
            }
        }
        return IntGrid.wrap(size.width(), size.height(), cells);
    }

    /** Any value in every field; conforming ones keep clear of the user1/user2 hit types. */
    static Gen<WwdObject> object(boolean conforming) {
        Gen<Integer> value = Generate.frequency(Pair.of(4, Generate.constant(0)), Pair.of(4, Generate.range(-100, 1000, 0)),
                Pair.of(2, anyInt()));
        Gen<RawString> string = Generate.frequency(Pair.of(5, Generate.constant(RawString.EMPTY)),
                Pair.of(4, ByteGens.rawStrings(1, 40)), Pair.of(1, ByteGens.rawStrings(0, 6000)));
        Gen<Integer> hitType = Generate.pick(List.of(0, 1, 2, 4, 0x300, 0x400, 0x301, 0xFFFF_FFFF));
        return ((Gen<WwdObject>) rs -> {
            WwdObject.Builder b = WwdObject.builder();
            for (WwdObjectField f : WwdObjectField.ALL) {
                b.set(f, value.generate(rs));
            }
            if (conforming) {
                b.set(WwdObjectField.OBJECT_TYPE, hitType.generate(rs));
                b.set(WwdObjectField.FLAGS_HIT_TYPE, hitType.generate(rs));
            } else if (Generate.booleans().generate(rs)) {
                b.set(WwdObjectField.FLAGS_HIT_TYPE, Generate.pick(List.of(0x100, 0x200, 0x104)).generate(rs));
            }
            return b.name(string.generate(rs)).logic(string.generate(rs)).imageSet(string.generate(rs))
                    .animation(string.generate(rs)).build();
        }).describedAs(WwdObject::toString);
    }

    /** Single, double and mask properties; masks up to 24 × 24. */
    static Gen<WwdTileProperty> tileProperty(boolean conforming) {
        Gen<Integer> type = Generate.pick(List.of(WwdTileProperty.TYPE_SINGLE, WwdTileProperty.TYPE_DOUBLE,
                WwdTileProperty.TYPE_MASK));
        Gen<Integer> side = Generate.oneOf(Generate.pick(List.of(64, 32)), anyInt());
        Gen<Integer> maskSide = Generate.oneOf(Generate.range(0, 4, 1), Generate.range(0, 24, 1));
        Gen<Integer> attribute = Generate.oneOf(Generate.range(0, 4, 0), Generate.range(0, 60, 0), anyInt());
        Gen<Integer> reserved = conforming ? Generate.constant(0)
                : Generate.frequency(Pair.of(3, Generate.constant(0)), Pair.of(1, anyInt()));
        return rs -> {
            int t = type.generate(rs);
            int r = reserved.generate(rs);
            if (t == WwdTileProperty.TYPE_SINGLE) {
                return new WwdTileProperty.Single(side.generate(rs), side.generate(rs), r, attribute.generate(rs));
            }
            if (t == WwdTileProperty.TYPE_DOUBLE) {
                return new WwdTileProperty.Double(side.generate(rs), side.generate(rs), r, attribute.generate(rs),
                        attribute.generate(rs), new WwdRect(anyInt().generate(rs), anyInt().generate(rs),
                                anyInt().generate(rs), anyInt().generate(rs)));
            }
            int w = maskSide.generate(rs);
            int h = maskSide.generate(rs);
            return new WwdTileProperty.Mask(w, h, r, Blob.of(ByteGens.bytes(Generate.constant(w * h),
                    Generate.range(0, 4, 0).map(i -> (byte) (int) i)).generate(rs)));
        };
    }

    /** Reserved words: at least one non-zero. */
    private static Gen<int[]> reservedWords(int n) {
        Gen<Integer> word = anyInt();
        Gen<Integer> which = Generate.range(0, n - 1);
        return rs -> {
            int[] w = new int[n];
            for (int i = 0; i < n; i++) {
                w[i] = Generate.booleans().generate(rs) ? word.generate(rs) : 0;
            }
            int i = which.generate(rs);
            w[i] = w[i] == 0 ? 1 : w[i];
            return w;
        };
    }

    private static Gen<Integer> anyInt() {
        return Generate.oneOf(Generate.pick(List.of(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE)),
                Generate.range(Integer.MIN_VALUE, Integer.MAX_VALUE, 0));
    }

    /** True if a strict read of this level refuses it: bytes after the tile properties, or a slot with no NUL. */
    public static boolean onlyLenient(WwdLevel level) {
        if (!level.trailing().isEmpty() || !level.afterStream().isEmpty()) {
            return true;
        }
        WwdHeader h = level.header();
        List<FixedString> slots = new ArrayList<>(List.of(h.name(), h.author(), h.birth(), h.rezFile(), h.imageDir(),
                h.palRez(), h.launchApp()));
        slots.addAll(h.imageSets());
        slots.addAll(h.prefixes());
        level.planes().forEach(p -> slots.add(p.name()));
        return slots.stream().anyMatch(s -> !s.isTerminated());
    }

    public static String describe(WwdLevel level) {
        StringBuilder sb = new StringBuilder("WwdLevel ").append(level.compressed() ? "compressed" : "plain")
                .append(" flags=").append(Integer.toHexString(level.header().flags()))
                .append(" name=").append(level.header().name()).append(" planes=").append(level.planes().size());
        for (WwdPlane p : level.planes()) {
            sb.append(" [").append(p.name()).append(" flags=").append(Integer.toHexString(p.flags())).append(' ')
                    .append(p.tiles()).append(" px=").append(p.widthPx()).append('×').append(p.heightPx())
                    .append(" tile=").append(p.tileWidth()).append('×').append(p.tileHeight())
                    .append(" sets=").append(p.imageSets()).append(" objects=").append(p.objects().size());
            p.objects().stream().limit(3).forEach(o -> sb.append(' ').append(o));
            sb.append(']');
        }
        sb.append(" tileProperties=").append(level.tileProperties().size()).append(' ');
        level.tileProperties().stream().limit(6).forEach(t -> sb.append(t).append(' '));
        if (!level.tilePropertiesHeader().isZero()) {
            sb.append(level.tilePropertiesHeader()).append(' ');
        }
        if (!level.trailing().isEmpty()) {
            sb.append("trailing=").append(level.trailing());
        }
        if (!level.afterStream().isEmpty()) {
            sb.append(" afterStream=").append(level.afterStream());
        }
        level.wapMapMeta().ifPresent(m -> sb.append(" wapMapMeta=").append(m.blocks().size()).append(" blocks"));
        return sb.toString();
    }
}
