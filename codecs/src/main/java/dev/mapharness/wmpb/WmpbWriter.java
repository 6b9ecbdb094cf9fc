package dev.mapharness.wmpb;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Optional;

/**
 * Writes a binary WMP file in WED's chunk order (docs/wmpb.md). Chunk sizes, list counts and the
 * header's object counts are derived. Refuses (MapWriteException) what the format cannot hold: a
 * value past its field's width, a string with a NUL in it, a tree nested deeper than the reader
 * accepts.
 */
public final class WmpbWriter {
    private WmpbWriter() {
    }

    public static byte[] write(WmpbLevel level) {
        ByteOutput out = new ByteOutput(64 * 1024);
        out.bytes(Format.WMPB.magicBytes());
        WmpbHeader h = level.header();
        ByteOutput header = new ByteOutput();
        header.u32(u32(h.version(), "header.version")).u32(u32(h.revision(), "header.revision"))
                .u32(level.objectCount()).u32(level.blockCount()).u32(level.entityCount())
                .u32(u32(h.reserved(), "header.reserved"));
        string(header, WmpbTag.COMMENT, h.comment(), "header.comment");
        chunk(out, WmpbTag.HEADER, header, "header");

        WmpbSettings s = level.settings();
        ByteOutput settings = new ByteOutput(1024);
        chunk(settings, WmpbTag.PALETTE, new ByteOutput().bytes(s.palette().bytes()), "settings.palette");
        for (int i = 0; i < s.wads().size(); i++) {
            string(settings, WmpbTag.WAD, s.wads().get(i), "settings.wads[" + i + "]");
        }
        for (int i = 0; i < s.textureFolders().size(); i++) {
            string(settings, WmpbTag.TEXTURE_FOLDER, s.textureFolders().get(i), "settings.textureFolders[" + i + "]");
        }
        chunk(out, WmpbTag.SETTINGS, settings, "settings");

        object(out, level.root(), 0, "root");
        return out.toByteArray();
    }

    private static void object(ByteOutput out, WmpbObject o, int depth, String field) {
        if (depth >= WmpbReader.MAX_DEPTH) {
            throw new MapWriteException(WmpbWriteRules.GROUPS_TOO_DEEP, field, "groups nest at most " + WmpbReader.MAX_DEPTH + " deep");
        }
        ByteOutput b = new ByteOutput();
        b.u8(u8(o.type(), field + ".type")).u8(u8(o.variant(), field + ".variant"))
                .u16(u16(o.children().size(), field + ".children")).u32(u32(o.reserved(), field + ".reserved"));
        string(b, WmpbTag.CLASS, o.className(), field + ".class");
        if (o.name().isPresent()) {
            string(b, WmpbTag.NAME, o.name().get(), field + ".name");
        }
        vec3Chunk(b, WmpbTag.POSITION, o.position(), field);
        vec3Chunk(b, WmpbTag.ANGLES, o.angles(), field);
        vec3Chunk(b, WmpbTag.SCALE, o.scale(), field);
        if (o.data().isPresent()) {
            WmpbDataWriter.write(b, o.data().get(), field + ".data");
        }
        for (int i = 0; i < o.children().size(); i++) {
            object(b, o.children().get(i), depth + 1, field + ".children[" + i + "]");
        }
        chunk(out, WmpbTag.OBJECT, b, field);
    }

    // ---- shared by the data writer ------------------------------------------------------

    /** Appends a chunk: header (size derived) and body. */
    static void chunk(ByteOutput out, WmpbTag tag, ByteOutput body, String field) {
        long size = (long) WmpbInput.HEADER_BYTES + body.size();
        out.u8(tag.id()).u8(tag.kind()).u16(tag.headerWord()).u32(u32(size, field + ".size"));
        out.bytes(body.toByteArray());
    }

    /** A string chunk: the bytes and a NUL; a NUL inside would end the string early for every reader. */
    static void string(ByteOutput out, WmpbTag tag, RawString s, String field) {
        if (s.indexOfNul() >= 0) {
            throw new MapWriteException(WmpbWriteRules.STRING_HOLDS_NUL, field, "a string chunk ends at its first NUL; this text has one at " + s.indexOfNul());
        }
        chunk(out, tag, new ByteOutput(s.length() + 1).asciiz(s), field);
    }

    static void optionalString(ByteOutput out, WmpbTag tag, Optional<RawString> s, String field) {
        if (s.isPresent()) {
            string(out, tag, s.get(), field);
        }
    }

    static void vec3Chunk(ByteOutput out, WmpbTag tag, Vec3 v, String field) {
        chunk(out, tag, vec3(new ByteOutput(24), v), field);
    }

    static ByteOutput vec3(ByteOutput out, Vec3 v) {
        return out.f64(v.x()).f64(v.y()).f64(v.z());
    }

    static ByteOutput axis(ByteOutput out, TextureAxis a) {
        return out.f64(a.x()).f64(a.y()).f64(a.z()).f64(a.offset());
    }

    static ByteOutput doubles(ByteOutput out, List<Double> values) {
        for (double d : values) {
            out.f64(d);
        }
        return out;
    }

    static long u32(long v, String field) {
        if (v < 0 || v > 0xFFFF_FFFFL) {
            throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, field, "a u32 field holds 0 to 4294967295, not " + v);
        }
        return v;
    }

    static int u16(long v, String field) {
        if (v < 0 || v > 0xFFFF) {
            throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, field, "a u16 field holds 0 to 65535, not " + v);
        }
        return (int) v;
    }

    static int u8(int v, String field) {
        if (v < 0 || v > 0xFF) {
            throw new MapWriteException(WmpbWriteRules.NUMBER_OUT_OF_RANGE, field, "a byte holds 0 to 255, not " + v);
        }
        return v;
    }
}
