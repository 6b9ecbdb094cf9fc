package dev.mapharness.corpus;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTileProperty;
import dev.mapharness.wwd.WwdWapMapMeta;
import dev.mapharness.wwd.WwdWriteStyle;
import dev.mapharness.wwd.WwdWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The WWD levels the fuzz targets start from, made by the writer so they stay in step with it. */
final class WwdSeeds {
    private WwdSeeds() {
    }

    /**
     * A main plane of 3 × 2 tiles with both markers and one object, a background plane, and one
     * tile property of each type.
     */
    static WwdLevel small(boolean compressed) {
        return small(compressed, IntGrid.of(3, 2, new int[] {12, 13, WwdPlane.TILE_INVISIBLE, 1, 2, WwdPlane.TILE_FILLED}));
    }

    /** {@link #small(boolean)} with {@code actionTiles} as the main plane's tiles. */
    private static WwdLevel small(boolean compressed, IntGrid actionTiles) {
        WwdHeader blank = WwdHeader.blank(0);
        WwdHeader header = new WwdHeader(0, compressed ? WwdHeader.FLAG_COMPRESSED : 0, 0, FixedString.padded("Seed", 64),
                FixedString.padded("mapharness", 64), FixedString.padded("2026", 64),
                FixedString.padded("C:\\CLAW\\CLAW.REZ", 256), FixedString.padded("\\LEVEL1\\TILES", 128),
                FixedString.padded("\\LEVEL1\\PALETTES\\MAIN.PAL", 128), 320, 480, 0, 0, blank.launchApp(),
                List.of(FixedString.padded("LEVEL1_IMAGES", 128), blank.imageSets().get(1), blank.imageSets().get(2),
                        blank.imageSets().get(3)),
                List.of(FixedString.padded("LEVEL1", 32), blank.prefixes().get(1), blank.prefixes().get(2),
                        blank.prefixes().get(3)));
        WwdObject officer = WwdObject.builder().set(WwdObjectField.ID, 1).set(WwdObjectField.LOCATION_X, 400)
                .set(WwdObjectField.LOCATION_Y, 300).set(WwdObjectField.RECT_MOVE_LEFT, 320)
                .set(WwdObjectField.RECT_MOVE_RIGHT, 520).set(WwdObjectField.FLAGS_HIT_TYPE, 0xFFFF_FFFF)
                .name(RawString.of("Officer")).logic(RawString.of("Officer")).imageSet(RawString.of("LEVEL_OFFICER"))
                .animation(RawString.of("LEVEL_OFFICER_WALK")).build();
        WwdPlane action = new WwdPlane(WwdPlane.FLAG_MAIN, FixedString.padded("Action", 64), 192, 128, 64, 64, 100, 100, 0,
                1000, WwdPlaneReserved.ZERO, actionTiles, List.of(RawString.of("ACTION")), List.of(officer));
        WwdPlane back = new WwdPlane(WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP, FixedString.padded("Background", 64), 64,
                64, 64, 64, 50, 50, 0x20, 0, WwdPlaneReserved.ZERO, IntGrid.of(1, 1, new int[] {5}),
                List.of(RawString.of("BACK")), List.of());
        return new WwdLevel(header, List.of(action, back), List.of(new WwdTileProperty.Single(64, 64, 0, 0),
                new WwdTileProperty.Double(64, 64, 0, 0, 1, new WwdRect(0, 0, 63, 15)),
                new WwdTileProperty.Mask(4, 2, 0, Blob.of(new byte[] {0, 0, 1, 1, 2, 2, 3, 3}))), Blob.EMPTY);
    }

    /**
     * A compressed level whose main block inflates past the reader's first 64 KiB buffer, as every
     * community level's does (their action planes run to hundreds of tiles a side): a 160 × 120 main
     * plane of a few tiles, with empty and filled cells, which deflates to little.
     */
    static byte[] largeCompressed() {
        int width = 160;
        int height = 120;
        int[] tiles = new int[width * height];
        for (int i = 0; i < tiles.length; i++) {
            int row = i / width;
            tiles[i] = row < 40 ? WwdPlane.TILE_INVISIBLE : row > 100 ? WwdPlane.TILE_FILLED : 1 + (i % width) % 13;
        }
        return WwdWriter.write(small(true, IntGrid.of(width, height, tiles)));
    }

    static byte[] smallBytes() {
        return WwdWriter.write(small(false));
    }

    static byte[] smallCompressedBytes() {
        return WwdWriter.write(small(true));
    }

    /**
     * Section order: every plane's tiles, then every plane's image sets, then the objects, as WapMap
     * (and every level found in the wild) lays a level out; mapharness's canonical writer goes plane
     * by plane.
     */
    static byte[] wapMapOrder() {
        return WwdWriter.write(small(false), WwdWriteStyle.WAPMAP);
    }

    /**
     * WapMap's habits on a compressed level: a zlib stream at level 9 ({@code 78 DA}), WapMap's
     * checksum formula, and its {@code <wm_meta>} block after the stream (a Header block naming a
     * WapMap build and a map version).
     */
    static byte[] wapMapCompressedWithMeta() {
        ByteOutput header = new ByteOutput();
        header.i32(30).asciiz(RawString.of("SEED")).i32(1).asciiz(RawString.of("1.0")).asciiz(RawString.EMPTY);
        WwdWapMapMeta meta = new WwdWapMapMeta(List.of(new WwdWapMapMeta.Block(WwdWapMapMeta.ID_HEADER,
                Blob.of(header.toByteArray()))));
        WwdLevel level = small(true);
        return WwdWriter.write(level.withEnd(Blob.EMPTY, Blob.EMPTY, Optional.of(meta)), WwdWriteStyle.WAPMAP);
    }

    /** The reserved header word at 728 (0x2D8) set to 1, as some community levels have it. */
    static byte[] reservedWordSet() {
        WwdLevel level = small(false);
        WwdHeader h = level.header();
        return WwdWriter.write(level.withHeader(new WwdHeader(h.unknown1(), h.flags(), h.unknown2(), h.name(), h.author(),
                h.birth(), h.rezFile(), h.imageDir(), h.palRez(), h.startX(), h.startY(), 1, h.unknown4(), h.launchApp(),
                h.imageSets(), h.prefixes())));
    }

    /** Bytes between sections, which no section holds (a layout keeps them, a canonical rewrite drops them). */
    static byte[] gapsBetweenSections() {
        return WwdWriter.write(small(false), WwdWriteStyle.PLANE_BY_PLANE.withGap(4));
    }

    /** The compressed seed cut in the middle of its zlib stream. */
    static byte[] truncatedCompressed() {
        byte[] b = smallCompressedBytes();
        return Arrays.copyOf(b, WwdHeader.SIZE + (b.length - WwdHeader.SIZE) / 2);
    }
}
