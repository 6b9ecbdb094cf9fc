package dev.mapharness.fuzz.build;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbFaceRecord;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbRegion;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Small binary WMP levels from fuzzer data: up to 8 members of the level object, groups nested up to
 * 4 deep, every object type (and any other type byte), each with its own data chunk, none, another
 * type's or a raw chunk of any id and kind; names of any bytes (a NUL now and then, for the writer to
 * refuse), u32 fields of any value (negative or too large ones now and then, also to be refused),
 * faces and edges naming anything, floats of every bit pattern.
 */
public final class FuzzedWmpbLevels {
    private static final int[] TYPES = {WmpbObject.GROUP, WmpbObject.BLOCK, WmpbObject.START, WmpbObject.LIGHT,
        WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY, WmpbObject.PATH, WmpbObject.REGION};
    private static final int MAX_DEPTH = 4;

    private FuzzedWmpbLevels() {
    }

    public static WmpbLevel build(FuzzedDataProvider data) {
        WmpbHeader header = new WmpbHeader(u32(data), u32(data), u32(data), string(data));
        WmpbSettings settings = new WmpbSettings(Blob.of(data.consumeBytes(data.consumeBoolean()
                ? WmpbSettings.PALETTE_BYTES : data.consumeInt(0, 16))), list(data, 3, () -> string(data)),
                list(data, 3, () -> string(data)));
        WmpbObject root = object(data, WmpbObject.LEVEL, 0);
        return new WmpbLevel(header, settings, root);
    }

    private static WmpbObject object(FuzzedDataProvider data, int type, int depth) {
        Optional<WmpbData> d = switch (data.consumeInt(0, 15)) {
            case 0 -> Optional.empty();
            case 1 -> Optional.of(raw(data));
            case 2 -> data(data, data.pickValue(TYPES));
            default -> type == WmpbObject.LEVEL ? Optional.of(levelSettings(data)) : data(data, type);
        };
        List<WmpbObject> children = new ArrayList<>();
        if (depth < MAX_DEPTH && (type == WmpbObject.LEVEL || type == WmpbObject.GROUP || data.consumeInt(0, 7) == 0)) {
            for (int i = data.consumeInt(0, depth == 0 ? 8 : 3); i > 0; i--) {
                int t = data.consumeInt(0, 15) == 0 ? data.consumeInt(0, 256) : data.pickValue(TYPES);
                children.add(object(data, t, depth + 1));
            }
        }
        return new WmpbObject(type, data.consumeInt(0, 3), u32(data), string(data), optional(data, () -> string(data)),
                vec3(data), vec3(data), vec3(data), d, children);
    }

    private static Optional<WmpbData> data(FuzzedDataProvider data, int type) {
        return Optional.ofNullable(switch (type) {
            case WmpbObject.BLOCK -> block(data);
            case WmpbObject.START -> new WmpbStart(u32(data), u32(data), string(data));
            case WmpbObject.LIGHT -> new WmpbLight(u32(data), u32(data), u32(data), u32(data), u32(data),
                    data.consumeFloat());
            case WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY -> entity(data,
                    type == WmpbObject.STATIC_ENTITY ? 8 : 20);
            case WmpbObject.PATH -> path(data);
            case WmpbObject.REGION -> new WmpbRegion(u32(data), u32(data), doubles(data, data.consumeInt(0, 15) == 0
                    ? data.consumeInt(0, 8) : 6), string(data));
            default -> null;
        });
    }

    /**
     * Any id and kind, or a light's tag with a body of about a light's 24 bytes: the reader keeps a
     * raw chunk raw unless its body reads as the chunk its tag names.
     */
    private static WmpbRawChunk raw(FuzzedDataProvider data) {
        if (data.consumeBoolean()) {
            return new WmpbRawChunk(7, 5, Blob.of(data.consumeBytes(data.consumeInt(20, 28))));
        }
        return new WmpbRawChunk(data.consumeInt(0, 255), data.consumeInt(0, 255), Blob.of(data.consumeBytes(
                data.consumeInt(0, 48))));
    }

    private static WmpbLevelSettings levelSettings(FuzzedDataProvider data) {
        return new WmpbLevelSettings(u32(data), u32(data), u32(data), data.consumeFloat(), data.consumeFloat(), u32(data),
                optional(data, () -> string(data)), string(data), list(data, 5, () -> colour(data)), colour(data),
                colour(data));
    }

    private static WmpbColour colour(FuzzedDataProvider data) {
        return new WmpbColour(data.consumeInt(0, 255), data.consumeInt(0, 255), data.consumeInt(0, 255),
                data.consumeInt(0, 255));
    }

    private static WmpbBlock block(FuzzedDataProvider data) {
        List<Vec3> vertices = list(data, 6, () -> vec3(data));
        List<List<Integer>> faces = list(data, 4, () -> {
            boolean any = vertices.isEmpty() || data.consumeInt(0, 15) == 0;
            return list(data, 5, () -> any ? data.consumeInt(0, data.consumeBoolean() ? 65_535 : 70_000)
                    : data.consumeInt(0, vertices.size() - 1));
        });
        List<WmpbFaceRecord> records = new ArrayList<>();
        for (int f = 0; f < faces.size(); f++) {
            if (data.consumeBoolean()) {
                records.add(faceRecord(data, data.consumeInt(0, 15) == 0 ? u32(data) : f));
            }
        }
        return new WmpbBlock(u32(data), u32(data), vertices, faces, records);
    }

    private static WmpbFaceRecord faceRecord(FuzzedDataProvider data, long face) {
        return new WmpbFaceRecord(face, u32(data), data.consumeFloat(), data.consumeFloat(), string(data),
                optional(data, () -> doubles(data, 2 * data.consumeInt(0, 4))),
                new TextureVectors(f64(data), f64(data), f64(data), f64(data), f64(data), f64(data), f64(data), f64(data)),
                new TextureTransform(f64(data), f64(data), f64(data), f64(data), f64(data)));
    }

    private static WmpbEntity entity(FuzzedDataProvider data, int skills) {
        return new WmpbEntity(u32(data), u32(data), u32(data), data.consumeFloat(), data.consumeFloat(), string(data),
                string(data), optional(data, () -> string(data)),
                doubles(data, data.consumeInt(0, 7) == 0 ? data.consumeInt(0, 24) : skills),
                optional(data, () -> string(data)), optional(data, () -> string(data)),
                optional(data, () -> Blob.of(data.consumeBytes(data.consumeInt(0, 12)))));
    }

    private static WmpbPath path(FuzzedDataProvider data) {
        List<Vec3> nodes = list(data, 5, () -> vec3(data));
        int perNode = data.consumeInt(0, 7);
        int entries = data.consumeBoolean() ? nodes.size() : data.consumeInt(0, 4);
        List<List<Double>> skills = new ArrayList<>();
        for (int i = 0; i < entries; i++) {
            skills.add(doubles(data, perNode));
        }
        List<WmpbEdge> edges = list(data, 4, () -> {
            boolean any = nodes.isEmpty() || data.consumeInt(0, 15) == 0;
            return new WmpbEdge(any ? u32(data) : data.consumeInt(0, nodes.size() - 1),
                    any ? u32(data) : data.consumeInt(0, nodes.size() - 1), f64(data), f64(data), f64(data), f64(data));
        });
        return new WmpbPath(u32(data), u32(data), string(data), nodes, perNode, skills, edges);
    }

    // ---- values ----------------------------------------------------------------------------

    /** Any u32, and one time in 32 a value outside 0 … 2^32 − 1 for the writer to refuse. */
    private static long u32(FuzzedDataProvider data) {
        return data.consumeInt(0, 31) == 0 ? data.consumeLong() : data.consumeInt() & 0xFFFF_FFFFL;
    }

    private static double f64(FuzzedDataProvider data) {
        return data.consumeBoolean() ? data.consumeInt(-1000, 1000) : Double.longBitsToDouble(data.consumeLong());
    }

    private static Vec3 vec3(FuzzedDataProvider data) {
        return new Vec3(f64(data), f64(data), f64(data));
    }

    private static List<Double> doubles(FuzzedDataProvider data, int n) {
        List<Double> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(f64(data));
        }
        return out;
    }

    /** Up to 24 bytes; a NUL (which a string chunk cannot hold) is replaced except one time in 16. */
    private static RawString string(FuzzedDataProvider data) {
        byte[] b = data.consumeBytes(data.consumeInt(0, 24));
        if (data.consumeInt(0, 15) != 0) {
            for (int i = 0; i < b.length; i++) {
                if (b[i] == 0) {
                    b[i] = '_';
                }
            }
        }
        return RawString.of(b);
    }

    private static <T> Optional<T> optional(FuzzedDataProvider data, Supplier<T> s) {
        return data.consumeBoolean() ? Optional.of(s.get()) : Optional.empty();
    }

    private static <T> List<T> list(FuzzedDataProvider data, int most, Supplier<T> s) {
        List<T> out = new ArrayList<>();
        for (int i = data.consumeInt(0, most); i > 0; i--) {
            out.add(s.get());
        }
        return out;
    }
}
