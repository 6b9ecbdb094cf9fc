package dev.mapharness.roundtrip;

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
import dev.mapharness.wmpb.WmpbReader;
import dev.mapharness.wmpb.WmpbRegion;
import dev.mapharness.wmpb.WmpbSettings;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Binary WMP levels (docs/wmpb.md) over the full range: every object type WED writes, groups
 * nested up to the reader's limit, empty and long names (every byte but NUL), entities with 8, 20
 * or any number of skills and every optional chunk, blocks with faces with and without records and
 * texture coordinates, paths with and without nodes, u32 fields from 0 to 2^32 − 1 and floats of
 * every kind (−0, NaN payloads, infinities, subnormals). Conforming levels hold what WED writes:
 * each type's own data chunk, faces naming vertices the block has, face records in order and edges
 * between nodes the path has. Representable ones add what only a lenient read keeps or reports: raw
 * data chunks with ids the reader does not know, object types no real file holds, data chunks of
 * another type, faces and edges naming what is not there.
 */
public final class WmpbGens {
    /** The object types real files hold under the root. */
    private static final int[] KNOWN_TYPES = {WmpbObject.GROUP, WmpbObject.BLOCK, WmpbObject.START, WmpbObject.LIGHT,
        WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY, WmpbObject.PATH, WmpbObject.REGION};
    /**
     * The ids of the chunks that can follow an object's scale, all of kind 5: the data chunks the
     * reader knows, and the object tag (1). A raw chunk gets another tag, so it reads back raw.
     */
    private static final Set<Integer> NODE_IDS = Set.of(1, 2, 4, 6, 7, 9, 10, 11);
    private static final int NODE_KIND = 5;
    /** An entity's skills in real files: 8 for a static one, 20 for an extended one. */
    private static final int STATIC_SKILLS = 8;
    private static final int EXTENDED_SKILLS = 20;
    /** Real path nodes have 6 skills. */
    private static final int NODE_SKILLS = 6;

    private WmpbGens() {
    }

    public static Gen<WmpbLevel> conforming() {
        return levels(true, false);
    }

    public static Gen<WmpbLevel> representable() {
        return levels(false, false);
    }

    /**
     * Large levels: a chain of groups as deep as the reader accepts, thousands of objects, a face of
     * 65,535 vertices (the most a face can name) and names of 64 KiB.
     */
    public static Gen<WmpbLevel> conformingLarge() {
        return levels(true, true);
    }

    public static Gen<WmpbLevel> representableLarge() {
        return levels(false, true);
    }

    /** True if the level holds a data chunk kept raw (both modes read it, with a warning). */
    public static boolean hasRawChunk(WmpbLevel level) {
        return level.objects().stream().anyMatch(o -> o.data().orElse(null) instanceof WmpbRawChunk);
    }

    private static Gen<WmpbLevel> levels(boolean conforming, boolean large) {
        return Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE).map(seed -> new Values(new Random(seed), conforming,
                large).level());
    }

    /** The small level of one seed. */
    public static WmpbLevel level(long seed, boolean conforming) {
        return new Values(new Random(seed), conforming, false).level();
    }

    /** Draws one level's values; a large level gets its deep chain, its big face and its long name once. */
    private static final class Values {
        private final Random r;
        private final boolean conforming;
        private final boolean large;
        private boolean bigFaceDrawn;

        Values(Random r, boolean conforming, boolean large) {
            this.r = r;
            this.conforming = conforming;
            this.large = large;
        }

        WmpbLevel level() {
            WmpbHeader header = new WmpbHeader(conforming || r.nextBoolean() ? WmpbHeader.VERSION : u32(),
                    r.nextBoolean() ? 2 : u32(), r.nextBoolean() ? 0 : u32(),
                    r.nextBoolean() ? RawString.of("file created: 01.02.2024, wmpio (1.30)\n") : string());
            byte[] palette = bytes(conforming || r.nextBoolean() ? WmpbSettings.PALETTE_BYTES : r.nextInt(40));
            WmpbSettings settings = new WmpbSettings(Blob.of(palette), list(4, this::string), list(4, this::string));
            Optional<WmpbData> data = conforming || r.nextInt(4) != 0 ? Optional.of(levelSettings())
                    : r.nextBoolean() ? Optional.empty() : Optional.of(raw());
            WmpbObject root = new WmpbObject(WmpbObject.LEVEL, conforming ? 0 : u8(), u32(), RawString.of("level"),
                    large ? Optional.of(string(65_536)) : r.nextBoolean() ? Optional.of(RawString.of("Root"))
                    : optional(this::string), vec3(), vec3(), vec3(),
                    data, children(1));
            return new WmpbLevel(header, settings, root);
        }

        /** The members of an object at {@code depth} (the root's are at 1); a large level's root has thousands. */
        List<WmpbObject> children(int depth) {
            List<WmpbObject> out = new ArrayList<>();
            if (large && depth == 1) {
                out.add(chain(depth));
            }
            int n = large && depth == 1 ? 2000 + r.nextInt(2000)
                    : depth > 4 ? 0 : r.nextInt(8) == 0 ? r.nextInt(depth == 1 ? 40 : 10) : r.nextInt(depth == 1 ? 10 : 4);
            for (int i = 0; i < n; i++) {
                out.add(object(type(), depth));
            }
            return out;
        }

        /** Groups each holding the next, down to the deepest level the reader accepts. */
        WmpbObject chain(int depth) {
            return new WmpbObject(WmpbObject.GROUP, 0, 0, className(WmpbObject.GROUP), optional(this::string), vec3(),
                    angles(), vec3(), Optional.empty(), depth + 1 < WmpbReader.MAX_DEPTH ? List.of(chain(depth + 1)) : List.of());
        }

        int type() {
            if (!conforming && r.nextInt(12) == 0) {
                // types no real file holds: WED's sound (0x55, by the numbering), any other byte
                return r.nextBoolean() ? 0x55 : u8();
            }
            return KNOWN_TYPES[r.nextInt(KNOWN_TYPES.length)];
        }

        WmpbObject object(int type, int depth) {
            Optional<WmpbData> data = data(type);
            if (!conforming && r.nextInt(16) == 0) {
                // another type's data, none, or a raw chunk in its place
                data = switch (r.nextInt(3)) {
                    case 0 -> Optional.empty();
                    case 1 -> Optional.of(raw());
                    default -> data(KNOWN_TYPES[r.nextInt(KNOWN_TYPES.length)]);
                };
            }
            List<WmpbObject> children = type == WmpbObject.GROUP || !conforming && r.nextInt(10) == 0
                    ? children(depth + 1) : List.of();
            int variant = type == WmpbObject.BLOCK || type == WmpbObject.STATIC_ENTITY || type == WmpbObject.EXTENDED_ENTITY
                    ? 1 + r.nextInt(3) : 0;
            return new WmpbObject(type, conforming ? variant : u8(), r.nextInt(4) == 0 ? u32() : 0, className(type),
                    optional(this::string), vec3(), angles(), r.nextBoolean() ? Vec3.ONE : vec3(), data, children);
        }

        RawString className(int type) {
            return conforming || r.nextBoolean() ? RawString.of(switch (type) {
                case WmpbObject.GROUP -> "object";
                case WmpbObject.BLOCK -> "block";
                case WmpbObject.START -> "start";
                case WmpbObject.LIGHT -> "light";
                case WmpbObject.PATH -> "path";
                case WmpbObject.REGION -> "region";
                default -> "model";
            }) : string();
        }

        Optional<WmpbData> data(int type) {
            return Optional.ofNullable(switch (type) {
                case WmpbObject.GROUP -> null;
                case WmpbObject.BLOCK -> block();
                case WmpbObject.START -> new WmpbStart(r.nextBoolean() ? 1 : u32(), r.nextBoolean() ? 0 : u32(), string());
                case WmpbObject.LIGHT -> new WmpbLight(r.nextBoolean() ? 2 : u32(), u32(), u32(), u32(), u32(), f32());
                case WmpbObject.STATIC_ENTITY -> entity(STATIC_SKILLS);
                case WmpbObject.EXTENDED_ENTITY -> entity(EXTENDED_SKILLS);
                case WmpbObject.PATH -> path();
                case WmpbObject.REGION -> new WmpbRegion(r.nextBoolean() ? 8 : u32(), r.nextBoolean() ? 0 : u32(),
                        doubles(6), string());
                default -> conforming || r.nextBoolean() ? null : raw();
            });
        }

        /** A data chunk the reader does not know: any id and kind but a known data chunk's or an object's, any body. */
        WmpbRawChunk raw() {
            int id;
            int kind;
            do {
                id = u8();
                kind = r.nextBoolean() ? NODE_KIND : u8();
            } while (kind == NODE_KIND && NODE_IDS.contains(id));
            return new WmpbRawChunk(id, kind, Blob.of(bytes(r.nextInt(5) == 0 ? 0 : r.nextInt(64))));
        }

        WmpbLevelSettings levelSettings() {
            List<WmpbColour> fog = conforming && r.nextBoolean() ? List.of(colour(0), colour(1), colour(2), colour(3))
                    : list(6, () -> colour(u8()));
            return new WmpbLevelSettings(r.nextBoolean() ? 0 : u32(), r.nextBoolean() ? 0 : u32(),
                    r.nextBoolean() ? 30 : u32(), f32(), f32(), r.nextBoolean() ? 0 : u32(), optional(this::string),
                    r.nextBoolean() ? RawString.of("palette.pcx") : string(), fog, colour(0), colour(0));
        }

        WmpbColour colour(int first) {
            return new WmpbColour(first, u8(), u8(), u8());
        }

        WmpbBlock block() {
            List<Vec3> vertices = new ArrayList<>();
            for (int i = count(12, 200); i > 0; i--) {
                vertices.add(vec3());
            }
            List<List<Integer>> faces = new ArrayList<>();
            for (int f = count(8, 60); f > 0; f--) {
                boolean big = large && !bigFaceDrawn && !vertices.isEmpty();
                bigFaceDrawn |= big;
                faces.add(face(vertices.size(), big ? 65_535 : count(6, 40)));
            }
            List<WmpbFaceRecord> records = new ArrayList<>();
            // one record per face, fewer (WED leaves out faces with its defaults), none; or any numbers
            int kind = r.nextInt(4);
            for (int f = 0; f < faces.size(); f++) {
                if (kind == 0 || kind == 1 && r.nextInt(3) != 0) {
                    records.add(faceRecord(f));
                }
            }
            if (!conforming && r.nextInt(6) == 0) {
                records.add(faceRecord(r.nextBoolean() ? u32() : r.nextInt(faces.size() + 2)));
            }
            return new WmpbBlock(r.nextInt(4) == 0 ? u32() : r.nextInt(1000), r.nextBoolean() ? 0x20 : u32(), vertices,
                    faces, records);
        }

        List<Integer> face(int vertexCount, int n) {
            List<Integer> out = new ArrayList<>(n);
            boolean anything = !conforming && r.nextInt(8) == 0;
            for (int i = 0; i < n && (vertexCount > 0 || anything); i++) {
                out.add(anything ? r.nextInt(65_536) : r.nextInt(vertexCount));
            }
            return out;
        }

        WmpbFaceRecord faceRecord(long face) {
            Optional<List<Double>> coordinates = r.nextInt(3) == 0 ? Optional.of(doubles(2 * count(6, 40))) : Optional.empty();
            return new WmpbFaceRecord(face, r.nextBoolean() ? r.nextInt(1 << 16) | (coordinates.isPresent() ? 1L << 28 : 0)
                    : u32(), f32(), f32(), string(), coordinates,
                    new TextureVectors(f64(), f64(), f64(), f64(), f64(), f64(), f64(), f64()),
                    new TextureTransform(f64(), f64(), f64(), f64(), f64()));
        }

        WmpbEntity entity(int realSkills) {
            int skills = conforming || r.nextBoolean() ? realSkills : r.nextInt(41);
            return new WmpbEntity(r.nextBoolean() ? 3 : u32(), u32(), r.nextBoolean() ? 0x100L * (1 + r.nextInt(3)) : u32(),
                    f32(), f32(), string(), string(), optional(this::string), doubles(skills), optional(this::string),
                    optional(this::string), r.nextInt(4) == 0 ? Optional.of(Blob.of(bytes(r.nextInt(16)))) : Optional.empty());
        }

        WmpbPath path() {
            List<Vec3> nodes = new ArrayList<>();
            for (int i = count(6, 100); i > 0; i--) {
                nodes.add(vec3());
            }
            int perNode = r.nextInt(3) != 0 ? NODE_SKILLS : r.nextInt(9);
            int entries = perNode == 0 ? 0 : conforming || r.nextBoolean() ? nodes.size() : r.nextInt(6);
            List<List<Double>> skills = new ArrayList<>();
            for (int i = 0; i < entries; i++) {
                skills.add(doubles(perNode));
            }
            List<WmpbEdge> edges = new ArrayList<>();
            boolean anything = !conforming && r.nextInt(6) == 0;
            for (int i = nodes.isEmpty() && !anything ? 0 : count(6, 100); i > 0; i--) {
                long from = anything ? u32() : r.nextInt(nodes.size());
                long to = anything ? u32() : r.nextInt(nodes.size());
                edges.add(new WmpbEdge(from, to, r.nextBoolean() ? 1 : f64(), f64(), f64(), f64()));
            }
            // with no entries the per-node count takes any value; it is still in the file
            return new WmpbPath(r.nextBoolean() ? 6 : u32(), r.nextBoolean() ? 0 : u32(), string(), nodes,
                    perNode == 0 && r.nextBoolean() ? u32() : perNode, skills, edges);
        }

        // ---- values --------------------------------------------------------------------------

        int u8() {
            return r.nextInt(256);
        }

        long u32() {
            return switch (r.nextInt(5)) {
                case 0 -> 0;
                case 1 -> 0xFFFF_FFFFL;
                case 2 -> 0x8000_0000L;
                default -> r.nextLong() >>> 32;
            };
        }

        /** Mostly small, sometimes many. */
        int count(int small, int many) {
            return r.nextInt(8) == 0 ? r.nextInt(many + 1) : r.nextInt(small + 1);
        }

        double f64() {
            return switch (r.nextInt(12)) {
                case 0 -> -0.0;
                case 1 -> Double.longBitsToDouble(0x7FF0_0000_0000_0001L | r.nextLong() & 0x000F_FFFF_FFFF_FFFFL); // NaN payload
                case 2 -> r.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
                case 3 -> r.nextBoolean() ? Double.MIN_VALUE : -Double.MAX_VALUE;
                case 4 -> Double.longBitsToDouble(r.nextLong());
                case 5 -> (float) (r.nextGaussian() * 1000); // float32 precision, as WED stores angles
                default -> (r.nextInt(8193) - 4096) / 8.0;
            };
        }

        float f32() {
            return switch (r.nextInt(8)) {
                case 0 -> -0.0f;
                case 1 -> Float.intBitsToFloat(0x7F80_0001 | r.nextInt() & 0x007F_FFFF);
                case 2 -> r.nextBoolean() ? Float.MAX_VALUE : Float.MIN_VALUE;
                case 3 -> Float.intBitsToFloat(r.nextInt());
                default -> r.nextInt(201) - 100;
            };
        }

        Vec3 vec3() {
            return new Vec3(f64(), f64(), f64());
        }

        /** Radians at float32 precision, as WED stores them, or any value. */
        Vec3 angles() {
            return r.nextBoolean() ? new Vec3((float) (r.nextInt(8) * Math.PI / 4), -0.0, 0) : vec3();
        }

        byte[] bytes(int n) {
            byte[] b = new byte[n];
            r.nextBytes(b);
            return b;
        }

        /** Empty, short or long; every byte but NUL (CP1252 text included). */
        RawString string() {
            return string(switch (r.nextInt(8)) {
                case 0 -> 0;
                case 1 -> 200 + r.nextInt(400);
                default -> 1 + r.nextInt(16);
            });
        }

        RawString string(int n) {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) (1 + r.nextInt(255));
            }
            return RawString.of(b);
        }

        <T> Optional<T> optional(Supplier<T> s) {
            return r.nextBoolean() ? Optional.of(s.get()) : Optional.empty();
        }

        <T> List<T> list(int most, Supplier<T> s) {
            List<T> out = new ArrayList<>();
            for (int i = r.nextInt(most + 1); i > 0; i--) {
                out.add(s.get());
            }
            return out;
        }

        List<Double> doubles(int n) {
            List<Double> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(f64());
            }
            return out;
        }
    }
}
