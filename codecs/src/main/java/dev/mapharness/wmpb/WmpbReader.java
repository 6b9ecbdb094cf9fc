package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads a binary WMP file (docs/wmpb.md): the magic, the header, WED's settings and the object
 * tree. The file's frame (those three chunks and every object's own chunks) must be as WED writes
 * it, or the read fails. A data chunk that the reader does not know, or whose inside is not as
 * described, is kept whole as a {@link WmpbRawChunk} with a warning (lenient) or refused (strict).
 */
public final class WmpbReader {
    /** Groups nest a few levels deep in real files; far deeper nesting is refused before it can exhaust the stack. */
    public static final int MAX_DEPTH = 256;

    private final WmpbInput in;
    private final Violations violations = new Violations();
    private final WmpbDataReader data;

    private WmpbReader(WmpbInput in) {
        this.in = in;
        this.data = new WmpbDataReader(in);
    }

    public static Decoded<WmpbLevel> read(byte[] bytes, ReadOptions options) {
        FieldMap map = options.recordFieldMap() ? new FieldMap() : null;
        ByteInput raw = ByteInput.of(bytes, map);
        byte[] magic = raw.bytes(Math.min(4, bytes.length), "magic");
        if (!Arrays.equals(magic, Format.WMPB.magicBytes())) {
            throw new MapFormatException(WmpbReadRules.SIGNATURE, 0, "magic", "\"WMPB\"", new String(magic, RawString.DISPLAY_CHARSET));
        }
        WmpbReader r = new WmpbReader(new WmpbInput(raw));
        WmpbLevel level = r.level();
        return new Decoded<>(level, r.violations.toList(), Optional.ofNullable(map));
    }

    private WmpbLevel level() {
        int outer = in.open(WmpbTag.HEADER, "header");
        long version = in.u32("version");
        long revision = in.u32("revision");
        long[] counts = {in.u32("objects"), in.u32("blocks"), in.u32("entities")};
        long reserved = in.u32("reserved");
        RawString comment = in.string(WmpbTag.COMMENT, "comment");
        in.close(outer);
        WmpbHeader header = new WmpbHeader(version, revision, reserved, comment);

        WmpbSettings settings = settings();
        int countsAt = 4 + WmpbInput.HEADER_BYTES + 8;
        WmpbObject root = object(0, "root");
        if (in.hasMore()) {
            throw in.fail(WmpbReadRules.BYTES_AFTER_ROOT, "end", "the end of the file after the root object", "more bytes");
        }
        WmpbLevel level = new WmpbLevel(header, settings, root);
        checkCount(countsAt, "header.objects", counts[0], level.objectCount());
        checkCount(countsAt + 4, "header.blocks", counts[1], level.blockCount());
        checkCount(countsAt + 8, "header.entities", counts[2], level.entityCount());
        return level;
    }

    private void checkCount(int at, String field, long stated, long actual) {
        if (stated != actual) {
            violations.add(WmpbRules.HEADER_COUNT_MISMATCH, at, field, "states " + stated + " but the object tree has " + actual
                    + " (WED writes it from the tree; a rewrite corrects it)");
        }
    }

    private WmpbSettings settings() {
        int outer = in.open(WmpbTag.SETTINGS, "settings");
        int paletteOuter = in.open(WmpbTag.PALETTE, "palette");
        Blob palette = Blob.of(in.rest("colours"));
        in.close(paletteOuter);
        List<RawString> wads = new ArrayList<>();
        while (in.at(WmpbTag.WAD)) {
            wads.add(in.string(WmpbTag.WAD, "wads[" + wads.size() + "]"));
        }
        List<RawString> folders = new ArrayList<>();
        while (in.at(WmpbTag.TEXTURE_FOLDER)) {
            folders.add(in.string(WmpbTag.TEXTURE_FOLDER, "textureFolders[" + folders.size() + "]"));
        }
        in.close(outer);
        return new WmpbSettings(palette, wads, folders);
    }

    private WmpbObject object(int depth, String field) {
        if (depth >= MAX_DEPTH) {
            throw in.fail(WmpbReadRules.NESTING_TOO_DEEP, field, "groups nested at most " + MAX_DEPTH + " deep", "deeper nesting");
        }
        int outer = in.open(WmpbTag.OBJECT, field);
        int type = in.u8("type");
        int variant = in.u8("variant");
        int childCount = in.u16("children");
        long reserved = in.u32("reserved");
        RawString className = in.string(WmpbTag.CLASS, "class");
        Optional<RawString> name = in.at(WmpbTag.NAME) ? Optional.of(in.string(WmpbTag.NAME, "name")) : Optional.empty();
        Vec3 position = in.vec3Chunk(WmpbTag.POSITION, "position");
        Vec3 angles = in.vec3Chunk(WmpbTag.ANGLES, "angles");
        Vec3 scale = in.vec3Chunk(WmpbTag.SCALE, "scale");
        int dataAt = in.offset();
        Optional<WmpbData> d = in.hasMore() && !in.at(WmpbTag.OBJECT) ? Optional.of(data()) : Optional.empty();
        checkData(type, d, dataAt);
        List<WmpbObject> children = new ArrayList<>(in.count(childCount, WmpbInput.HEADER_BYTES, "children"));
        while (in.hasMore()) {
            children.add(object(depth + 1, "children[" + children.size() + "]"));
        }
        if (children.size() != childCount) {
            throw in.fail(WmpbReadRules.CHILD_COUNT_MISMATCH, "children", childCount + " child objects, as the object's prefix states", children.size() + "");
        }
        in.close(outer);
        return new WmpbObject(type, variant, reserved, className, name, position, angles, scale, d, children);
    }

    /** Real files give each object type one kind of data chunk (docs/wmpb.md, "Object"). */
    private void checkData(int type, Optional<WmpbData> d, int at) {
        Optional<Class<? extends WmpbData>> expected = WmpbObject.expectedData(type);
        boolean fits = d.isEmpty() ? expected.isEmpty() : d.get() instanceof WmpbRawChunk
                || expected.map(c -> c.isInstance(d.get())).orElse(false);
        if (!fits) {
            violations.add(WmpbRules.OBJECT_DATA_KIND, at, in.path("data"), WmpbObject.typeName(type) + " object with "
                    + d.map(x -> x.getClass().getSimpleName()).orElse("no data chunk")
                    + expected.map(c -> ", where WED writes " + c.getSimpleName()).orElse(""));
        }
    }

    /**
     * The object's data chunk: typed if it reads as docs/wmpb.md describes, else kept raw with a
     * warning, in strict reads too; only a chunk whose own frame does not hold fails the file.
     */
    private WmpbData data() {
        WmpbInput.Mark start = in.mark();
        WmpbTag tag = in.peekTag("data");
        try {
            WmpbData d = data.read(tag);
            data.takeViolations().forEach(violations::add);
            return d;
        } catch (MapFormatException e) {
            // kept in both modes: WED may write chunks no file has shown, and a frame that holds is read past
            in.reset(start);
            int outer = in.openAny("data");
            WmpbRawChunk raw = new WmpbRawChunk(tag.id(), tag.kind(), Blob.of(in.rest("body")));
            in.close(outer);
            violations.add(WmpbRules.DATA_CHUNK_RAW, e.offset(), e.field(), "data chunk " + tag + " kept as raw bytes: " + e.getMessage());
            return raw;
        }
    }
}
