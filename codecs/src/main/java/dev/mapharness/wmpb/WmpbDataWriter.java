package dev.mapharness.wmpb;

import static dev.mapharness.wmpb.WmpbWriter.chunk;
import static dev.mapharness.wmpb.WmpbWriter.doubles;
import static dev.mapharness.wmpb.WmpbWriter.optionalString;
import static dev.mapharness.wmpb.WmpbWriter.string;
import static dev.mapharness.wmpb.WmpbWriter.u16;
import static dev.mapharness.wmpb.WmpbWriter.u32;
import static dev.mapharness.wmpb.WmpbWriter.vec3;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;

/** Writes an object's data chunk, the counterpart of {@link WmpbDataReader}. */
final class WmpbDataWriter {
    private WmpbDataWriter() {
    }

    static void write(ByteOutput out, WmpbData data, String field) {
        ByteOutput b = new ByteOutput();
        WmpbTag tag;
        if (data instanceof WmpbLevelSettings l) {
            tag = level(b, l, field);
        } else if (data instanceof WmpbBlock k) {
            tag = block(b, k, field);
        } else if (data instanceof WmpbEntity e) {
            tag = entity(b, e, field);
        } else if (data instanceof WmpbLight l) {
            b.u32(u32(l.typeWord(), field + ".type")).u32(u32(l.flags(), field + ".flags"))
                    .u32(u32(l.red(), field + ".red")).u32(u32(l.green(), field + ".green"))
                    .u32(u32(l.blue(), field + ".blue")).f32(l.range());
            tag = WmpbTag.LIGHT;
        } else if (data instanceof WmpbStart s) {
            b.u32(u32(s.typeWord(), field + ".type")).u32(u32(s.reserved(), field + ".reserved"));
            string(b, WmpbTag.NAME, s.name(), field + ".name");
            tag = WmpbTag.START;
        } else if (data instanceof WmpbPath p) {
            tag = path(b, p, field);
        } else if (data instanceof WmpbRegion r) {
            tag = region(b, r, field);
        } else {
            WmpbRawChunk r = (WmpbRawChunk) data;
            if (r.id() == WmpbTag.OBJECT.id() && r.kind() == WmpbTag.OBJECT.kind()) {
                throw new MapWriteException(WmpbWriteRules.RAW_CHUNK_OBJECT_TAG, field, "a raw data chunk with the object tag " + WmpbTag.OBJECT
                        + " would read back as a child object");
            }
            b.bytes(r.body().bytes());
            tag = new WmpbTag(r.id(), r.kind());
            if (readsTyped(tag, b, field)) {
                throw new MapWriteException(WmpbWriteRules.RAW_CHUNK_READS_TYPED, field, "a raw data chunk " + tag + " whose body reads as that chunk would"
                        + " read back typed, not raw; give the typed data instead");
            }
        }
        chunk(out, tag, b, field);
    }

    /**
     * True if the reader would read the chunk as the typed data its tag names: the reader keeps a
     * chunk raw only when it cannot (found by the wmpb-write fuzz target: a light's tag over 24 bytes).
     */
    private static boolean readsTyped(WmpbTag tag, ByteOutput body, String field) {
        ByteOutput chunk = new ByteOutput();
        chunk(chunk, tag, body, field);
        try {
            new WmpbDataReader(new WmpbInput(ByteInput.of(chunk.toByteArray()))).read(tag);
            return true;
        } catch (MapFormatException e) {
            return false;
        }
    }

    private static WmpbTag level(ByteOutput b, WmpbLevelSettings l, String field) {
        b.u32(u32(l.reserved0(), field + ".reserved0")).u32(u32(l.reserved1(), field + ".reserved1"))
                .u32(u32(l.sunNumber(), field + ".sunNumber")).f32(l.sunAzimuth()).f32(l.sunElevation());
        chunk(b, WmpbTag.LEVEL_WORD, new ByteOutput(4).u32(u32(l.word(), field + ".word")), field + ".word");
        optionalString(b, WmpbTag.SCRIPT, l.script(), field + ".script");
        string(b, WmpbTag.PALETTE_FILE, l.paletteFile(), field + ".palette");
        for (int i = 0; i < l.fog().size(); i++) {
            colour(b, WmpbTag.FOG, l.fog().get(i), field + ".fog[" + i + "]");
        }
        colour(b, WmpbTag.SUN, l.sun(), field + ".sun");
        colour(b, WmpbTag.AMBIENT, l.ambient(), field + ".ambient");
        return WmpbTag.LEVEL;
    }

    private static void colour(ByteOutput out, WmpbTag tag, WmpbColour c, String field) {
        chunk(out, tag, new ByteOutput(4).u8(c.first()).u8(c.red()).u8(c.green()).u8(c.blue()), field);
    }

    private static WmpbTag block(ByteOutput b, WmpbBlock k, String field) {
        b.u32(u32(k.number(), field + ".number")).u32(u32(k.flags(), field + ".flags"));
        chunk(b, WmpbTag.VERTICES, vectors(k.vertices()), field + ".vertices");
        ByteOutput faces = new ByteOutput().u32(k.faces().size());
        for (int f = 0; f < k.faces().size(); f++) {
            List<Integer> face = k.faces().get(f);
            faces.u16(u16(face.size(), field + ".faces[" + f + "].vertexCount"));
            for (int v : face) {
                faces.u16(u16(v, field + ".faces[" + f + "].vertex"));
            }
        }
        chunk(b, WmpbTag.FACES, faces, field + ".faces");
        for (int i = 0; i < k.faceRecords().size(); i++) {
            faceRecord(b, k.faceRecords().get(i), field + ".faceRecords[" + i + "]");
        }
        return WmpbTag.BLOCK;
    }

    private static void faceRecord(ByteOutput out, WmpbFaceRecord r, String field) {
        ByteOutput b = new ByteOutput();
        b.u32(u32(r.face(), field + ".face")).u32(u32(r.flags(), field + ".flags")).f32(r.ambient()).f32(r.albedo());
        string(b, WmpbTag.TEXTURE, r.texture(), field + ".texture");
        if (r.textureCoordinates().isPresent()) {
            List<Double> uv = r.textureCoordinates().get();
            chunk(b, WmpbTag.COORDINATES, doubles(new ByteOutput().u32(uv.size() / 2), uv), field + ".coordinates");
        }
        chunk(b, WmpbTag.AXES, WmpbWriter.axis(WmpbWriter.axis(new ByteOutput(64), r.axes().t1()), r.axes().t2()),
                field + ".axes");
        var t = r.transform();
        chunk(b, WmpbTag.TRANSFORM, new ByteOutput(40).f64(t.offsetX()).f64(t.offsetY()).f64(t.rotation())
                .f64(t.scaleX()).f64(t.scaleY()), field + ".transform");
        chunk(out, WmpbTag.FACE_RECORD, b, field);
    }

    private static WmpbTag entity(ByteOutput b, WmpbEntity e, String field) {
        b.u32(u32(e.typeWord(), field + ".type")).u32(u32(e.flags(), field + ".flags"))
                .u32(u32(e.variant(), field + ".variant")).f32(e.ambient()).f32(e.albedo());
        string(b, WmpbTag.NAME, e.name(), field + ".name");
        string(b, WmpbTag.FILE, e.file(), field + ".file");
        optionalString(b, WmpbTag.ACTION, e.action(), field + ".action");
        chunk(b, WmpbTag.SKILLS, doubles(new ByteOutput().u32(e.skills().size()), e.skills()), field + ".skills");
        optionalString(b, WmpbTag.MATERIAL, e.material(), field + ".material");
        optionalString(b, WmpbTag.PATH_NAME, e.path(), field + ".path");
        if (e.strings().isPresent()) {
            chunk(b, WmpbTag.STRINGS, new ByteOutput().bytes(e.strings().get().bytes()), field + ".strings");
        }
        return WmpbTag.ENTITY;
    }

    private static WmpbTag path(ByteOutput b, WmpbPath p, String field) {
        b.u32(u32(p.typeWord(), field + ".type")).u32(u32(p.reserved(), field + ".reserved"));
        string(b, WmpbTag.NAME, p.name(), field + ".name");
        chunk(b, WmpbTag.NODES, vectors(p.nodes()), field + ".nodes");
        if (p.skillsPerNode() == 0 && !p.nodeSkills().isEmpty()) {
            throw new MapWriteException(WmpbWriteRules.NODE_SKILLS_WITHOUT_SKILLS, field + ".nodeSkills", "entries of no skills take no bytes; the reader refuses them");
        }
        ByteOutput skills = new ByteOutput().u32(p.nodeSkills().size()).u32(u32(p.skillsPerNode(), field + ".skillsPerNode"));
        p.nodeSkills().forEach(s -> doubles(skills, s));
        chunk(b, WmpbTag.NODE_SKILLS, skills, field + ".nodeSkills");
        ByteOutput edges = new ByteOutput().u32(p.edges().size());
        for (int i = 0; i < p.edges().size(); i++) {
            WmpbEdge e = p.edges().get(i);
            edges.u32(u32(e.from(), field + ".edges[" + i + "].from")).u32(u32(e.to(), field + ".edges[" + i + "].to"))
                    .f64(e.weight()).f64(e.skill1()).f64(e.skill2()).f64(e.skill3());
        }
        chunk(b, WmpbTag.EDGES, edges, field + ".edges");
        return WmpbTag.PATH;
    }

    private static WmpbTag region(ByteOutput b, WmpbRegion r, String field) {
        b.u32(u32(r.typeWord(), field + ".type")).u32(u32(r.reserved(), field + ".reserved"));
        if (r.box().size() != 6) {
            throw new MapWriteException(WmpbWriteRules.REGION_BOX_SIZE, field + ".box", "a region box is 6 numbers, not " + r.box().size());
        }
        chunk(b, WmpbTag.BOX, doubles(new ByteOutput(48), r.box()), field + ".box");
        string(b, WmpbTag.NAME, r.name(), field + ".name");
        return WmpbTag.REGION;
    }

    private static ByteOutput vectors(List<Vec3> vs) {
        ByteOutput out = new ByteOutput(4 + 24 * vs.size()).u32(vs.size());
        vs.forEach(v -> vec3(out, v));
        return out;
    }
}
