package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.IntGrid;
import java.util.List;

/**
 * Writes WWD levels in the editor's layout: header, all plane headers, then per plane its tiles,
 * image-set names and objects, then the tile properties, then any trailing bytes. Derives the
 * signature, counts, offsets, decompressed size and checksum; compresses the main block as a zlib
 * stream at the default level when the header's flags say so.
 *
 * <p>A section that holds nothing still gets an offset where it would start, except a plane's
 * objects: with no objects their offset is 0, as GLE writes for every plane but the main one.
 */
public final class WwdWriter {
    private WwdWriter() {
    }

    /** The file's bytes; refuses a model the format cannot represent. */
    public static byte[] write(WwdLevel level) {
        WwdWriteChecks.check(level);
        byte[] image = uncompressedImage(level);
        WwdHeader header = level.header();
        if (!header.compressed()) {
            putU32(image, WwdLayout.DECOMPRESSED_SIZE, 0);
            putU32(image, WwdLayout.CHECKSUM, WwdChecksum.ofFile(image, null));
            return image;
        }
        byte[] stream = WwdMainBlock.deflate(image, WwdHeader.SIZE);
        if ((long) WwdHeader.SIZE + stream.length > Integer.MAX_VALUE - 8) {
            throw new MapWriteException("", "the compressed file would be over 2 GiB");
        }
        byte[] file = new byte[WwdHeader.SIZE + stream.length];
        System.arraycopy(image, 0, file, 0, WwdHeader.SIZE);
        System.arraycopy(stream, 0, file, WwdHeader.SIZE, stream.length);
        putU32(file, WwdLayout.DECOMPRESSED_SIZE, image.length - WwdHeader.SIZE);
        putU32(file, WwdLayout.CHECKSUM, WwdChecksum.ofFile(file, image));
        return file;
    }

    /** The level as an uncompressed file, decompressed-size and checksum fields still zero. */
    static byte[] uncompressedImage(WwdLevel level) {
        long size = WwdWriteChecks.imageSize(level);
        ByteOutput out = new ByteOutput((int) size);
        List<WwdPlane> planes = level.planes();
        long planesAt = WwdHeader.SIZE;
        long[] tilesAt = new long[planes.size()];
        long[] imageSetsAt = new long[planes.size()];
        long[] objectsAt = new long[planes.size()];
        long at = planesAt + (long) WwdPlane.HEADER_SIZE * planes.size();
        for (int i = 0; i < planes.size(); i++) {
            WwdPlane p = planes.get(i);
            tilesAt[i] = at;
            at += 4L * p.tiles().size();
            imageSetsAt[i] = at;
            for (RawString s : p.imageSets()) {
                at += s.length() + 1L;
            }
            objectsAt[i] = p.objects().isEmpty() ? 0 : at;
            for (WwdObject o : p.objects()) {
                at += o.encodedSize();
            }
        }
        long tilePropertiesAt = at;

        header(out, level.header(), planes.size(), planesAt, tilePropertiesAt);
        for (int i = 0; i < planes.size(); i++) {
            planeHeader(out, planes.get(i), tilesAt[i], imageSetsAt[i], objectsAt[i]);
        }
        for (WwdPlane p : planes) {
            out.i32Array(p.tiles().cellsUnsafe());
            for (RawString s : p.imageSets()) {
                out.asciiz(s);
            }
            for (WwdObject o : p.objects()) {
                object(out, o);
            }
        }
        tileProperties(out, level);
        out.bytes(level.trailing().bytes());
        return out.toByteArray();
    }

    private static void header(ByteOutput out, WwdHeader h, int planeCount, long planesAt, long tilePropertiesAt) {
        out.u32(WwdHeader.SIZE).i32(h.unknown1()).i32(h.flags()).i32(h.unknown2());
        out.fixedString(h.name()).fixedString(h.author()).fixedString(h.birth()).fixedString(h.rezFile())
                .fixedString(h.imageDir()).fixedString(h.palRez());
        out.i32(h.startX()).i32(h.startY()).i32(h.unknown3());
        out.u32(planeCount).u32(planesAt).u32(tilePropertiesAt);
        out.u32(0).u32(0); // decompressed size and checksum, filled in last
        out.i32(h.unknown4());
        out.fixedString(h.launchApp());
        for (FixedString s : h.imageSets()) {
            out.fixedString(s);
        }
        for (FixedString s : h.prefixes()) {
            out.fixedString(s);
        }
    }

    private static void planeHeader(ByteOutput out, WwdPlane p, long tilesAt, long imageSetsAt, long objectsAt) {
        WwdPlaneReserved r = p.reserved();
        IntGrid t = p.tiles();
        out.u32(WwdPlane.HEADER_SIZE).i32(r.unknown1()).i32(p.flags()).i32(r.unknown2());
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

    private static void tileProperties(ByteOutput out, WwdLevel level) {
        WwdTilePropertiesHeader h = level.tilePropertiesHeader();
        out.u32(WwdTilePropertiesHeader.SIZE).i32(h.unknown2()).u32(level.tileProperties().size());
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

    private static void putU32(byte[] b, int at, int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }
}
