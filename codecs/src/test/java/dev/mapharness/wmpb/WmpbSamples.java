package dev.mapharness.wmpb;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Levels built in code: a small one with one object of every type WED writes (each feature the
 * real levels showed: a group, a block with a textured face, a face with coordinates and one without
 * a record, entities of both skill counts with action, material, path and the unknown strings chunk,
 * a light, a start, a path, a region), and random ones over the whole range of every field.
 */
public final class WmpbSamples {
    private WmpbSamples() {
    }

    static RawString s(String text) {
        return RawString.of(text);
    }

    static WmpbObject object(int type, int variant, String className, Optional<String> name, Optional<WmpbData> data,
                             List<WmpbObject> children) {
        return new WmpbObject(type, variant, 0, s(className), name.map(WmpbSamples::s), new Vec3(1, -2, 0.5),
                new Vec3(Math.PI / 2, -0.0, 0), Vec3.ONE, data, children);
    }

    static WmpbLevelSettings levelSettings() {
        return new WmpbLevelSettings(0, 0, 30, 90f, 45f, 0, Optional.of(s("..\\main.c")), s("palette.pcx"),
                List.of(new WmpbColour(0, 255, 255, 255), new WmpbColour(1, 50, 100, 255),
                        new WmpbColour(2, 255, 50, 50), new WmpbColour(3, 0, 0, 0)),
                new WmpbColour(0, 150, 150, 150), new WmpbColour(0, 50, 50, 50));
    }

    static WmpbBlock block() {
        List<Vec3> v = List.of(new Vec3(0, 0, 0), new Vec3(64, 0, 0), new Vec3(0, 64, 0), new Vec3(0, 0, 64));
        List<List<Integer>> faces = List.of(List.of(0, 2, 1), List.of(0, 1, 3), List.of(0, 3, 2), List.of(1, 2, 3));
        WmpbFaceRecord plain = new WmpbFaceRecord(0, 0x4000, 0, 50, s("stone"), Optional.empty(),
                new TextureVectors(1, 0, 0, 0, 0, -1, 0, 0), new TextureTransform(0, 0, 0, 0.25, 0.25));
        WmpbFaceRecord mapped = new WmpbFaceRecord(2, 0x1000_0000L, -10, 0, s("wood"),
                Optional.of(List.of(0.0, 1.0, 0.5, 0.5, 1.0, 0.0)),
                new TextureVectors(0, 1, 0, 8, 0, 0, -1, 0), TextureTransform.IDENTITY);
        // face 1 and 3 have no record: WED leaves records out for faces with its defaults
        return new WmpbBlock(0, 0x20, v, faces, List.of(plain, mapped));
    }

    static WmpbEntity entity(int skills) {
        List<Double> sk = new ArrayList<>();
        for (int i = 0; i < skills; i++) {
            sk.add(i == 0 ? 4.0 : 0.0);
        }
        return new WmpbEntity(3, 0x600, 0x200, -50f, 50f, s("kart_001"), s("kart.mdl"), Optional.of(s("ac_kart")), sk,
                Optional.of(s("mat_metal")), Optional.of(s("path_000")),
                Optional.of(Blob.of(new byte[] {0, 0, 'w', 'a', 'l', 'k', 0})));
    }

    static WmpbPath path() {
        List<Vec3> nodes = List.of(Vec3.ZERO, new Vec3(100, 0, 0), new Vec3(100, 100, 8));
        List<List<Double>> skills = List.of(List.of(0.0, 0.0, 0.0, 0.0, 0.0, 0.0), List.of(1.0, 0.0, 0.0, 0.0, 0.0, 0.0),
                List.of(0.0, 0.0, 0.0, 0.0, 0.0, 2.5));
        return new WmpbPath(6, 0, s("path_000"), nodes, 6, skills,
                List.of(new WmpbEdge(0, 1, 1, 0, 0, 0), new WmpbEdge(1, 2, 1, 0, 0, 0)));
    }

    /** The small level: every object type and optional part once. */
    public static WmpbLevel level() {
        WmpbObject block = object(WmpbObject.BLOCK, 1, "block", Optional.empty(), Optional.of(block()), List.of());
        WmpbObject group = object(WmpbObject.GROUP, 0, "object", Optional.of("prefab"), Optional.empty(), List.of(block));
        List<WmpbObject> items = List.of(group,
                object(WmpbObject.STATIC_ENTITY, 2, "model", Optional.of("tree_001"),
                        Optional.of(new WmpbEntity(3, 0, 0x200, 0, 50, s("tree_001"), s("tree.mdl"), Optional.empty(),
                                List.of(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0), Optional.empty(), Optional.empty(),
                                Optional.empty())), List.of()),
                object(WmpbObject.EXTENDED_ENTITY, 2, "model", Optional.of("kart_001"), Optional.of(entity(20)), List.of()),
                object(WmpbObject.LIGHT, 0, "light", Optional.empty(), Optional.of(new WmpbLight(2, 4, 43, 21, 0, 390f)),
                        List.of()),
                object(WmpbObject.START, 0, "start", Optional.of("pos_000"),
                        Optional.of(new WmpbStart(1, 0, s("pos_000"))), List.of()),
                object(WmpbObject.PATH, 0, "path", Optional.of("path_000"), Optional.of(path()), List.of()),
                object(WmpbObject.REGION, 0, "region", Optional.of("reg_000"),
                        Optional.of(new WmpbRegion(8, 0, List.of(-8.0, -8.0, 0.0, 8.0, 8.0, 64.0), s("reg_000"))), List.of()));
        WmpbObject root = new WmpbObject(WmpbObject.LEVEL, 0, 0, s("level"), Optional.of(s("Root")), Vec3.ZERO,
                Vec3.ZERO, Vec3.ONE, Optional.of(levelSettings()), items);
        byte[] palette = new byte[WmpbSettings.PALETTE_BYTES];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = (byte) (i / 3);
        }
        return new WmpbLevel(new WmpbHeader(WmpbHeader.VERSION, 2, 0, s("file created: 01.02.2024, wmpio (1.30)\n")),
                new WmpbSettings(Blob.of(palette), List.of(s("standard.wad")), List.of(s("..\\textures"))), root);
    }

    static byte[] bytes() {
        return WmpbWriter.write(level());
    }

    // ---- random levels ---------------------------------------------------------------------

    /** A random level from {@code seed}: every object type, unknown types and raw data chunks, any field value. */
    public static WmpbLevel random(long seed) {
        Random r = new Random(new SplittableRandom(seed));
        WmpbObject root = new WmpbObject(WmpbObject.LEVEL, r.u8(), r.u32(), r.string(), r.optional(r::string),
                r.vec3(), r.vec3(), r.vec3(), r.rnd.nextInt(4) == 0 ? Optional.empty() : Optional.of(r.levelSettings()),
                r.children(0));
        return new WmpbLevel(new WmpbHeader(r.u32(), r.u32(), r.u32(), r.string()),
                new WmpbSettings(Blob.of(r.bytes(r.rnd.nextInt(4) == 0 ? r.rnd.nextInt(40) : WmpbSettings.PALETTE_BYTES)),
                        r.list(r::string), r.list(r::string)), root);
    }

    private record Random(SplittableRandom rnd) {
        private static final int[] TYPES = {WmpbObject.GROUP, WmpbObject.BLOCK, WmpbObject.START, WmpbObject.LIGHT,
                WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY, WmpbObject.PATH, WmpbObject.REGION, 0x55, 0xFF};

        int u8() {
            return rnd.nextInt(256);
        }

        long u32() {
            return switch (rnd.nextInt(4)) {
                case 0 -> 0;
                case 1 -> 0xFFFF_FFFFL;
                default -> rnd.nextLong(1L << 32);
            };
        }

        double f64() {
            return switch (rnd.nextInt(8)) {
                case 0 -> -0.0;
                case 1 -> Double.NaN;
                case 2 -> Double.NEGATIVE_INFINITY;
                case 3 -> Double.MIN_VALUE;
                case 4 -> Double.longBitsToDouble(rnd.nextLong());
                default -> rnd.nextInt(-4096, 4096) / 8.0;
            };
        }

        float f32() {
            return switch (rnd.nextInt(5)) {
                case 0 -> -0.0f;
                case 1 -> Float.MAX_VALUE;
                case 2 -> Float.intBitsToFloat(rnd.nextInt() & 0x7F7F_FFFF);
                default -> rnd.nextInt(-100, 101);
            };
        }

        Vec3 vec3() {
            return new Vec3(f64(), f64(), f64());
        }

        byte[] bytes(int n) {
            byte[] b = new byte[n];
            rnd.nextBytes(b);
            return b;
        }

        /** Empty, long, or any bytes but NUL (every byte value 1–255 occurs). */
        RawString string() {
            int n = switch (rnd.nextInt(5)) {
                case 0 -> 0;
                case 1 -> 300 + rnd.nextInt(300);
                default -> 1 + rnd.nextInt(20);
            };
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) (1 + rnd.nextInt(255));
            }
            return RawString.of(b);
        }

        <T> Optional<T> optional(java.util.function.Supplier<T> s) {
            return rnd.nextBoolean() ? Optional.of(s.get()) : Optional.empty();
        }

        <T> List<T> list(java.util.function.Supplier<T> s) {
            int n = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(1, 6);
            List<T> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                out.add(s.get());
            }
            return out;
        }

        List<Double> doubles(int n) {
            List<Double> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                out.add(f64());
            }
            return out;
        }

        List<WmpbObject> children(int depth) {
            int n = depth >= 3 ? 0 : rnd.nextInt(depth == 0 ? 8 : 4);
            List<WmpbObject> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int type = TYPES[rnd.nextInt(TYPES.length)];
                Optional<WmpbData> data = switch (type) {
                    case WmpbObject.GROUP -> Optional.empty();
                    case WmpbObject.BLOCK -> Optional.of(block());
                    case WmpbObject.START -> Optional.of(new WmpbStart(u32(), u32(), string()));
                    case WmpbObject.LIGHT -> Optional.of(new WmpbLight(u32(), u32(), u32(), u32(), u32(), f32()));
                    case WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY -> Optional.of(entity());
                    case WmpbObject.PATH -> Optional.of(path());
                    case WmpbObject.REGION -> Optional.of(new WmpbRegion(u32(), u32(), doubles(6), string()));
                    // a type no real file holds, with a data chunk of an id no real file holds
                    default -> optional(() -> new WmpbRawChunk(20 + rnd.nextInt(200), rnd.nextInt(256), Blob.of(bytes(rnd.nextInt(30)))));
                };
                out.add(new WmpbObject(type, u8(), u32(), string(), optional(this::string), vec3(), vec3(), vec3(), data,
                        children(depth + 1)));
            }
            return out;
        }

        WmpbLevelSettings levelSettings() {
            return new WmpbLevelSettings(u32(), u32(), u32(), f32(), f32(), u32(), optional(this::string), string(),
                    list(this::colour), colour(), colour());
        }

        WmpbColour colour() {
            return new WmpbColour(u8(), u8(), u8(), u8());
        }

        WmpbBlock block() {
            List<Vec3> vertices = list(this::vec3);
            List<List<Integer>> faces = list(() -> {
                List<Integer> f = new ArrayList<>();
                int n = rnd.nextInt(6);
                for (int i = 0; i < n; i++) {
                    f.add(vertices.isEmpty() || rnd.nextInt(10) == 0 ? rnd.nextInt(65536) : rnd.nextInt(vertices.size()));
                }
                return f;
            });
            List<WmpbFaceRecord> records = new ArrayList<>();
            for (int f = 0; f < faces.size(); f++) {
                if (rnd.nextInt(4) != 0) {
                    records.add(new WmpbFaceRecord(f, u32(), f32(), f32(), string(),
                            optional(() -> doubles(2 * rnd.nextInt(6))),
                            new TextureVectors(f64(), f64(), f64(), f64(), f64(), f64(), f64(), f64()),
                            new TextureTransform(f64(), f64(), f64(), f64(), f64())));
                }
            }
            return new WmpbBlock(u32(), u32(), vertices, faces, records);
        }

        WmpbEntity entity() {
            return new WmpbEntity(u32(), u32(), u32(), f32(), f32(), string(), string(), optional(this::string),
                    doubles(rnd.nextBoolean() ? 8 : rnd.nextInt(25)), optional(this::string), optional(this::string),
                    optional(() -> Blob.of(bytes(rnd.nextInt(12)))));
        }

        WmpbPath path() {
            List<Vec3> nodes = list(this::vec3);
            int per = rnd.nextInt(8) == 0 ? 0 : 1 + rnd.nextInt(8);
            List<List<Double>> skills = new ArrayList<>();
            int entries = per == 0 ? 0 : rnd.nextInt(4) == 0 ? rnd.nextInt(5) : nodes.size();
            for (int i = 0; i < entries; i++) {
                skills.add(doubles(per));
            }
            List<WmpbEdge> edges = list(() -> new WmpbEdge(u32(), u32(), f64(), f64(), f64(), f64()));
            return new WmpbPath(u32(), u32(), string(), nodes, per == 0 ? u32() : per, skills, edges);
        }
    }
}
