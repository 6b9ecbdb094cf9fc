package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import java.util.List;
import java.util.Map;

/**
 * Encodes the header and each section of a WWD level, given where the sections lie. How the
 * sections are ordered is {@link WwdAssembly}'s business.
 */
final class WwdSectionWriter {
    /**
     * Words a layout keeps as the file had them although the model derives them: each plane header's
     * size word and the tile-properties header's (160 and 32 in conforming files).
     */
    record Words(long[] planeBlockSizes, long tilePropertiesSize) {
        static Words canonical(int planes) {
            long[] sizes = new long[planes];
            java.util.Arrays.fill(sizes, WwdPlane.HEADER_SIZE);
            return new Words(sizes, WwdTilePropertiesHeader.SIZE);
        }
    }

    private WwdSectionWriter() {
    }

    /** Bytes a section of {@code level} takes. */
    static long size(WwdLevel level, WwdSectionId id) {
        return switch (id.kind()) {
            case HEADER -> WwdHeader.SIZE;
            case PLANE_HEADERS -> (long) WwdPlane.HEADER_SIZE * level.planes().size();
            case TILES -> 4L * level.planes().get(id.plane()).tiles().size();
            case IMAGE_SETS -> {
                long n = 0;
                for (RawString s : level.planes().get(id.plane()).imageSets()) {
                    n += s.length() + 1L;
                }
                yield n;
            }
            case OBJECTS -> {
                long n = 0;
                for (WwdObject o : level.planes().get(id.plane()).objects()) {
                    n += o.encodedSize();
                }
                yield n;
            }
            case TILE_PROPERTIES -> {
                long n = WwdTilePropertiesHeader.SIZE;
                for (WwdTileProperty t : level.tileProperties()) {
                    n += t.encodedSize();
                }
                yield n;
            }
        };
    }

    /** The header, its decompressed-size and checksum words zero (the writer fills them in last). */
    static void header(ByteOutput out, WwdLevel level, Map<WwdSectionId, Long> at) {
        WwdHeader h = level.header();
        out.u32(WwdHeader.SIZE).i32(h.unknown1()).i32(h.flags()).i32(h.unknown2());
        out.fixedString(h.name()).fixedString(h.author()).fixedString(h.birth()).fixedString(h.rezFile())
                .fixedString(h.imageDir()).fixedString(h.palRez());
        out.i32(h.startX()).i32(h.startY()).i32(h.unknown3());
        out.u32(level.planes().size()).u32(at.get(WwdSectionId.PLANE_HEADERS)).u32(at.get(WwdSectionId.TILE_PROPERTIES));
        out.u32(0).u32(0);
        out.i32(h.unknown4());
        out.fixedString(h.launchApp());
        for (FixedString s : h.imageSets()) {
            out.fixedString(s);
        }
        for (FixedString s : h.prefixes()) {
            out.fixedString(s);
        }
    }

    /** One section's bytes; the plane headers point at the other sections through {@code at}. */
    static void section(ByteOutput out, WwdLevel level, WwdSectionId id, Map<WwdSectionId, Long> at, Words words) {
        switch (id.kind()) {
            case HEADER -> header(out, level, at);
            case PLANE_HEADERS -> {
                List<WwdPlane> planes = level.planes();
                for (int i = 0; i < planes.size(); i++) {
                    planeHeader(out, planes.get(i), words.planeBlockSizes()[i], at.get(WwdSectionId.tiles(i)),
                            at.get(WwdSectionId.imageSets(i)), at.get(WwdSectionId.objects(i)));
                }
            }
            case TILES -> out.i32Array(level.planes().get(id.plane()).tiles().cellsUnsafe());
            case IMAGE_SETS -> {
                for (RawString s : level.planes().get(id.plane()).imageSets()) {
                    out.asciiz(s);
                }
            }
            case OBJECTS -> {
                for (WwdObject o : level.planes().get(id.plane()).objects()) {
                    object(out, o);
                }
            }
            case TILE_PROPERTIES -> tileProperties(out, level, words.tilePropertiesSize());
        }
    }

    private static void planeHeader(ByteOutput out, WwdPlane p, long blockSize, long tilesAt, long imageSetsAt,
                                    long objectsAt) {
        WwdPlaneReserved r = p.reserved();
        IntGrid t = p.tiles();
        out.u32(blockSize).i32(r.unknown1()).i32(p.flags()).i32(r.unknown2());
        out.fixedString(p.name());
        out.i32(p.widthPx()).i32(p.heightPx()).i32(p.tileWidth()).i32(p.tileHeight()).i32(t.width()).i32(t.height());
        out.i32(r.unknown3()).i32(r.unknown4());
        out.i32(p.movementXPercent()).i32(p.movementYPercent()).i32(p.fillColor());
        out.u32(p.imageSets().size()).u32(p.objects().size());
        out.u32(tilesAt).u32(imageSetsAt).u32(objectsAt);
        out.i32(p.zCoord()).i32(r.unknown5()).i32(r.unknown6()).i32(r.unknown7());
    }

    private static void object(ByteOutput out, WwdObject o) {
        out.i32(o.id());
        out.u32(o.name().length()).u32(o.logic().length()).u32(o.imageSet().length()).u32(o.animation().length());
        for (WwdObjectField f : WwdObjectField.ALL) {
            if (f != WwdObjectField.ID) {
                out.i32(o.get(f));
            }
        }
        out.bytes(o.name().bytes()).bytes(o.logic().bytes()).bytes(o.imageSet().bytes()).bytes(o.animation().bytes());
    }

    private static void tileProperties(ByteOutput out, WwdLevel level, long size) {
        WwdTilePropertiesHeader h = level.tilePropertiesHeader();
        out.u32(size).i32(h.unknown2()).u32(level.tileProperties().size());
        out.i32(h.unknown3()).i32(h.unknown4()).i32(h.unknown5()).i32(h.unknown6()).i32(h.unknown7());
        for (WwdTileProperty p : level.tileProperties()) {
            out.u32(p.type()).i32(p.reserved()).i32(p.width()).i32(p.height());
            if (p instanceof WwdTileProperty.Single s) {
                out.i32(s.attribute());
            } else if (p instanceof WwdTileProperty.Double d) {
                WwdRect r = d.rect();
                out.i32(d.outside()).i32(d.inside()).i32(r.left()).i32(r.top()).i32(r.right()).i32(r.bottom());
            } else if (p instanceof WwdTileProperty.Mask m) {
                out.bytes(m.mask().bytes());
            }
        }
    }
}
