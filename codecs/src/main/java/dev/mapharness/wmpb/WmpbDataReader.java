package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violation;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads one data chunk of an object by its tag, exactly as docs/wmpb.md describes it: fixed
 * prefix, then the child chunks in their order. Anything else fails (the caller keeps the chunk raw
 * or refuses it). What reads but is wrong (a face naming a missing vertex) becomes a violation,
 * handed over only when the whole chunk has read.
 */
final class WmpbDataReader {
    private final WmpbInput in;
    private final List<Violation> found = new ArrayList<>();

    WmpbDataReader(WmpbInput in) {
        this.in = in;
    }

    /** The violations of the chunk read last; forgets them. */
    List<Violation> takeViolations() {
        List<Violation> out = List.copyOf(found);
        found.clear();
        return out;
    }

    private void error(Rule rule, long offset, String field, String message) {
        found.add(new Violation(rule, offset, field, message));
    }

    WmpbData read(WmpbTag tag) {
        found.clear();
        String field = "data" + tag;
        int outer = in.open(tag, field);
        WmpbData d;
        if (tag.equals(WmpbTag.LEVEL)) {
            d = level();
        } else if (tag.equals(WmpbTag.BLOCK)) {
            d = block();
        } else if (tag.equals(WmpbTag.ENTITY)) {
            d = entity();
        } else if (tag.equals(WmpbTag.LIGHT)) {
            d = new WmpbLight(in.u32("type"), in.u32("flags"), in.u32("red"), in.u32("green"), in.u32("blue"),
                    in.f32("range"));
        } else if (tag.equals(WmpbTag.START)) {
            d = new WmpbStart(in.u32("type"), in.u32("reserved"), in.string(WmpbTag.NAME, "name"));
        } else if (tag.equals(WmpbTag.PATH)) {
            d = path();
        } else if (tag.equals(WmpbTag.REGION)) {
            d = region();
        } else {
            throw in.fail(WmpbReadRules.DATA_CHUNK_UNKNOWN, "data", "a data chunk docs/wmpb.md describes", "chunk " + tag);
        }
        in.close(outer);
        return d;
    }

    private WmpbLevelSettings level() {
        long reserved0 = in.u32("reserved0");
        long reserved1 = in.u32("reserved1");
        long sunNumber = in.u32("sunNumber");
        float azimuth = in.f32("sunAzimuth");
        float elevation = in.f32("sunElevation");
        int outer = in.open(WmpbTag.LEVEL_WORD, "word");
        long word = in.u32("value");
        in.close(outer);
        Optional<RawString> script = optionalString(WmpbTag.SCRIPT, "script");
        RawString palette = in.string(WmpbTag.PALETTE_FILE, "palette");
        List<WmpbColour> fog = new ArrayList<>();
        while (in.at(WmpbTag.FOG)) {
            fog.add(colour(WmpbTag.FOG, "fog[" + fog.size() + "]"));
        }
        WmpbColour sun = colour(WmpbTag.SUN, "sun");
        WmpbColour ambient = colour(WmpbTag.AMBIENT, "ambient");
        return new WmpbLevelSettings(reserved0, reserved1, sunNumber, azimuth, elevation, word, script, palette, fog,
                sun, ambient);
    }

    private WmpbColour colour(WmpbTag tag, String field) {
        int outer = in.open(tag, field);
        WmpbColour c = new WmpbColour(in.u8("first"), in.u8("red"), in.u8("green"), in.u8("blue"));
        in.close(outer);
        return c;
    }

    private WmpbBlock block() {
        long number = in.u32("number");
        long flags = in.u32("flags");
        int outer = in.open(WmpbTag.VERTICES, "vertices");
        List<Vec3> vertices = vectors("vertex");
        in.close(outer);
        outer = in.open(WmpbTag.FACES, "faces");
        int faceCount = in.u32Count("count", 2);
        List<List<Integer>> faces = new ArrayList<>(faceCount);
        for (int f = 0; f < faceCount; f++) {
            in.enter("faces", f);
            int n = in.u16Count("vertexCount", 2);
            List<Integer> face = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                int at = in.offset();
                int v = in.u16("vertex");
                if (v >= vertices.size()) {
                    error(WmpbRules.FACE_VERTEX_PAST_BLOCK, at, in.path("vertex"), "names vertex " + v + " of a block with " + vertices.size());
                }
                face.add(v);
            }
            faces.add(face);
            in.leave();
        }
        in.close(outer);
        List<WmpbFaceRecord> records = new ArrayList<>();
        long previous = -1;
        while (in.hasMore()) {
            int at = in.offset();
            WmpbFaceRecord r = faceRecord("faceRecords[" + records.size() + "]");
            if (r.face() <= previous || r.face() >= faceCount) {
                error(WmpbRules.FACE_RECORD_INDEX, at + WmpbInput.HEADER_BYTES, in.path("faceRecords[" + records.size() + "].face"), "face " + r.face()
                        + (r.face() >= faceCount ? " of a block with " + faceCount + " faces" : " after face " + previous));
            }
            previous = r.face();
            records.add(r);
        }
        return new WmpbBlock(number, flags, vertices, faces, records);
    }

    private WmpbFaceRecord faceRecord(String field) {
        int outer = in.open(WmpbTag.FACE_RECORD, field);
        long face = in.u32("face");
        long flags = in.u32("flags");
        float ambient = in.f32("ambient");
        float albedo = in.f32("albedo");
        RawString texture = in.string(WmpbTag.TEXTURE, "texture");
        Optional<List<Double>> coordinates = Optional.empty();
        if (in.at(WmpbTag.COORDINATES)) {
            int c = in.open(WmpbTag.COORDINATES, "coordinates");
            int pairs = in.u32Count("count", 16);
            coordinates = Optional.of(doubles(2 * pairs, "uv"));
            in.close(c);
        }
        int c = in.open(WmpbTag.AXES, "axes");
        TextureVectors axes = new TextureVectors(in.f64("ux"), in.f64("uy"), in.f64("uz"), in.f64("uOffset"),
                in.f64("vx"), in.f64("vy"), in.f64("vz"), in.f64("vOffset"));
        in.close(c);
        c = in.open(WmpbTag.TRANSFORM, "transform");
        TextureTransform transform = new TextureTransform(in.f64("offsetU"), in.f64("offsetV"), in.f64("rotation"),
                in.f64("scaleU"), in.f64("scaleV"));
        in.close(c);
        in.close(outer);
        return new WmpbFaceRecord(face, flags, ambient, albedo, texture, coordinates, axes, transform);
    }

    private WmpbEntity entity() {
        long type = in.u32("type");
        long flags = in.u32("flags");
        long variant = in.u32("variant");
        float ambient = in.f32("ambient");
        float albedo = in.f32("albedo");
        RawString name = in.string(WmpbTag.NAME, "name");
        RawString file = in.string(WmpbTag.FILE, "file");
        Optional<RawString> action = optionalString(WmpbTag.ACTION, "action");
        int outer = in.open(WmpbTag.SKILLS, "skills");
        List<Double> skills = doubles(in.u32Count("count", 8), "skill");
        in.close(outer);
        Optional<RawString> material = optionalString(WmpbTag.MATERIAL, "material");
        Optional<RawString> path = optionalString(WmpbTag.PATH_NAME, "path");
        Optional<Blob> strings = Optional.empty();
        if (in.at(WmpbTag.STRINGS)) {
            outer = in.open(WmpbTag.STRINGS, "strings");
            strings = Optional.of(Blob.of(in.rest("bytes")));
            in.close(outer);
        }
        return new WmpbEntity(type, flags, variant, ambient, albedo, name, file, action, skills, material, path, strings);
    }

    private WmpbPath path() {
        long type = in.u32("type");
        long reserved = in.u32("reserved");
        RawString name = in.string(WmpbTag.NAME, "name");
        int outer = in.open(WmpbTag.NODES, "nodes");
        List<Vec3> nodes = vectors("node");
        in.close(outer);
        outer = in.open(WmpbTag.NODE_SKILLS, "nodeSkills");
        int countAt = in.offset();
        long entries = in.u32("count");
        long perNode = in.u32("perNode");
        if (perNode == 0 && entries != 0) {
            // an entry of no skills takes no bytes: refuse a count of them rather than allocate for it
            throw in.failAt(WmpbReadRules.SKILL_ENTRIES_WITHOUT_SKILLS, countAt, "count", "no entries when a node has no skills", String.valueOf(entries));
        }
        int n = in.count(entries, 8 * perNode, "count", countAt);
        List<List<Double>> skills = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            skills.add(doubles((int) perNode, "skill"));
        }
        in.close(outer);
        outer = in.open(WmpbTag.EDGES, "edges");
        int edgeCount = in.u32Count("count", 40);
        List<WmpbEdge> edges = new ArrayList<>(edgeCount);
        for (int i = 0; i < edgeCount; i++) {
            in.enter("edges", i);
            int at = in.offset();
            WmpbEdge e = new WmpbEdge(in.u32("from"), in.u32("to"), in.f64("weight"), in.f64("skill1"),
                    in.f64("skill2"), in.f64("skill3"));
            if (e.from() >= nodes.size() || e.to() >= nodes.size()) {
                error(WmpbRules.PATH_EDGE_NODE_OUTSIDE, at, in.path("from"), "joins nodes " + e.from() + " and " + e.to() + " of a path with " + nodes.size());
            }
            edges.add(e);
            in.leave();
        }
        in.close(outer);
        return new WmpbPath(type, reserved, name, nodes, perNode, skills, edges);
    }

    private WmpbRegion region() {
        long type = in.u32("type");
        long reserved = in.u32("reserved");
        int outer = in.open(WmpbTag.BOX, "box");
        List<Double> box = doubles(6, "value");
        in.close(outer);
        return new WmpbRegion(type, reserved, box, in.string(WmpbTag.NAME, "name"));
    }

    private Optional<RawString> optionalString(WmpbTag tag, String field) {
        return in.at(tag) ? Optional.of(in.string(tag, field)) : Optional.empty();
    }

    /** A u32 count, then that many vectors of three float64. */
    private List<Vec3> vectors(String element) {
        int n = in.u32Count("count", 24);
        List<Vec3> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter(element, i);
            out.add(in.vec3("xyz"));
            in.leave();
        }
        return out;
    }

    private List<Double> doubles(int n, String field) {
        in.count(n, 8, field);
        List<Double> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(in.f64(field));
        }
        return out;
    }
}
