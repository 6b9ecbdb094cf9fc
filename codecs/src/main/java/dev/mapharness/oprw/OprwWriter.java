package dev.mapharness.oprw;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.RawString;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwSourceLayout.Section;
import dev.mapharness.quadtree.QuadTree;
import dev.mapharness.rules.Rule;

/**
 * Writes OPRW worlds of every version exactly as {@link OprwReader} reads them. The block sizes
 * (road net, objects, map infos) are derived here, never taken from the model, so they always
 * agree with what follows them. Without a layout, quad trees are written in their most compact
 * form and compressed arrays with mapharness's own encoders; with the layout of the file the world
 * was read from ({@link OprwSourceLayout}), the file's own trees and streams are kept wherever
 * their values did not change, so an unchanged world gives the file's bytes.
 */
public final class OprwWriter {
    /** Largest file mapharness writes: Java arrays end just below 2 GiB. */
    static final long MAX_FILE_BYTES = Integer.MAX_VALUE - 8;

    private OprwWriter() {
    }

    /** The file's bytes; refuses a model the format cannot represent. */
    public static byte[] write(OprwWorld world) {
        return write(world, null);
    }

    /**
     * The file's bytes, each quad tree and compressed array as {@code layout} recorded it where the
     * world still holds the value it was read with (any encoding of a value reads back the same, so
     * the file's own is as good as ours), encoded anew where it changed; {@code layout} may be null.
     */
    public static byte[] write(OprwWorld world, OprwSourceLayout layout) {
        return write(world, layout, null);
    }

    /**
     * The file's bytes with every compressed array (elevation, random, grass, primary texture,
     * persistent, subdivision hints) encoded anew at {@code level}; the rest as
     * {@link #write(OprwWorld, OprwSourceLayout)} writes it ({@code layout} may be null). River
     * points in map infos keep the layout's stream or the default level's: the per-cell
     * {@code mapInfoOffsets} point into the map-info block as they lay out, so another stream size
     * would move every record after the river. A null {@code level} keeps the layout's streams
     * too, as {@link #write(OprwWorld, OprwSourceLayout)} does.
     */
    public static byte[] write(OprwWorld world, OprwSourceLayout layout, CompressionLevel level) {
        OprwWriteChecks.validate(world);
        int version = world.version();
        Compression compression = OprwLayoutRules.compression(version);
        // a first guess at the size (elevations compress to about half); ByteOutput grows past it
        ByteOutput out = new ByteOutput((int) Math.min(1024 + world.elevation().size() * 2L, 1 << 30));
        out.bytes(Format.OPRW.magicBytes());
        out.i32(version);
        world.appId().ifPresent(out::i32);
        out.i32(world.landWidth()).i32(world.landHeight());
        out.i32(world.terrainWidth()).i32(world.terrainHeight());
        out.f32(world.landCellSize());

        Sections s = new Sections(out, layout, compression, level);
        CompressionLevel arrays = level == null ? CompressionLevel.DEFAULT : level;
        s.write(Section.GEOGRAPHY, world.geography(), () -> QuadTree.write(out, world.geography()));
        s.write(Section.SOUND_MAP, world.soundMap(), () -> QuadTree.write(out, world.soundMap()));
        out.i32(world.peaks().size());
        world.peaks().forEach(p -> point(out, p));
        s.write(Section.MATERIAL_INDEX, world.materialIndex(), () -> QuadTree.write(out, world.materialIndex()));
        world.random().ifPresent(g -> s.write(Section.RANDOM, g, () -> CompressedArrays.writeShorts(out, compression, g.cellsUnsafe(), arrays)));
        world.grass().ifPresent(g -> s.write(Section.GRASS, g, () -> CompressedArrays.writeBytes(out, compression, g.cellsUnsafe(), arrays)));
        world.primaryTexture().ifPresent(g -> s.write(Section.PRIMARY_TEXTURE, g,
                () -> CompressedArrays.writeBytes(out, compression, g.cellsUnsafe(), arrays)));
        s.write(Section.ELEVATION, world.elevation(), () -> CompressedArrays.writeInts(out, compression, world.elevation().bitsUnsafe(), arrays));

        out.i32(world.materials().size());
        boolean major = OprwFeature.MATERIAL_MAJOR.in(version);
        for (OprwMaterial m : world.materials()) {
            out.asciiz(m.path());
            if (major) {
                out.u8(m.major());
            }
        }
        out.i32(world.models().size());
        world.models().forEach(out::asciiz);
        if (OprwFeature.ENTITIES.in(version)) {
            out.i32(world.entities().size());
            for (OprwEntity e : world.entities()) {
                out.asciiz(e.className()).asciiz(e.model());
                point(out, e.position());
                out.i32(e.objectId());
            }
        }

        s.write(Section.OBJECT_OFFSETS, world.objectOffsets(), () -> QuadTree.write(out, world.objectOffsets()));
        out.u32(OprwLayoutRules.objectBlockBytes(world.objects().size()));
        s.write(Section.MAP_INFO_OFFSETS, world.mapInfoOffsets(), () -> QuadTree.write(out, world.mapInfoOffsets()));
        ByteOutput mapInfos = new ByteOutput();
        OprwMapInfoBlock.write(mapInfos, world.mapInfos(), compression, layout);
        mapInfos.bytes(world.mapInfoTail().bytes());
        out.u32(mapInfos.size());
        s.write(Section.PERSISTENT, world.persistent(), () -> CompressedArrays.writeBytes(out, compression, world.persistent().cellsUnsafe(), arrays));
        s.write(Section.SUBDIVISION_HINTS, world.subdivisionHints(),
                () -> CompressedArrays.writeBytes(out, compression, world.subdivisionHints().cellsUnsafe(), arrays));
        out.i32(world.maxObjectId());

        ByteOutput roads = roadNet(world, version);
        // what is left is known now: one exact buffer for a million objects, not a doubling and a copy
        long rest = 4L + roads.size() + OprwLayoutRules.objectBlockBytes(world.objects().size()) + mapInfos.size()
                + world.trailing().length();
        long end = out.size() + rest;
        out.ensureRoom(rest);
        out.u32(roads.size());
        out.bytes(roads.toByteArray());
        for (OprwObject o : world.objects()) {
            out.i32(o.objectId()).i32(o.modelIndex());
            transform(out, o.transform());
            out.i32(o.shapeParam());
        }
        out.bytes(mapInfos.toByteArray());
        out.bytes(world.trailing().bytes());
        // the buffer was sized for this end: a rest computed wrong is a writer's bug, found at the first write
        if (out.size() != end) {
            throw new IllegalStateException("the writer computed a file of " + end + " bytes but wrote " + out.size());
        }
        return out.toByteArray();
    }

    /**
     * Writes a section from the layout where it holds the section's value, else by encoding it; a
     * compressed array always by encoding it when a level was asked for ({@code level} not null).
     */
    private record Sections(ByteOutput out, OprwSourceLayout layout, Compression compression, CompressionLevel level) {
        void write(Section section, Object value, Runnable encode) {
            boolean anew = layout == null || level != null && section.compressed;
            byte[] kept = anew ? null : layout.encoding(section, value, compression);
            if (kept != null) {
                out.bytes(kept);
            } else {
                encode.run();
            }
        }
    }

    private static ByteOutput roadNet(OprwWorld world, int version) {
        boolean models = OprwFeature.ROAD_MODELS.in(version);
        ByteOutput out = new ByteOutput();
        int landCells = world.landWidth() * world.landHeight();
        int next = 0;
        for (OprwRoadCell cell : world.roads()) {
            for (; next < cell.cell(); next++) {
                out.i32(0);
            }
            out.i32(cell.links().size());
            for (OprwRoadLink link : cell.links()) {
                out.i16(link.positions().size());
                link.positions().forEach(p -> point(out, p));
                link.connectionTypes().ifPresent(t -> out.bytes(t.bytes()));
                out.i32(link.objectId());
                if (models) {
                    out.asciiz(link.model());
                }
                transform(out, link.transform());
            }
            next = cell.cell() + 1;
        }
        for (; next < landCells; next++) {
            out.i32(0);
        }
        return out;
    }

    private static void point(ByteOutput out, Point3 p) {
        out.f32Bits(p.xBits()).f32Bits(p.yBits()).f32Bits(p.zBits());
    }

    private static void transform(ByteOutput out, Transform t) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            out.f32Bits(t.bits(i));
        }
    }

    static void refuse(Rule rule, String field, String reason) {
        throw new MapWriteException(rule, field, reason);
    }

    static void asciiz(RawString s, String field) {
        if (s.indexOfNul() >= 0) {
            refuse(OprwWriteRules.STRING_HOLDS_NUL, field, "a NUL-terminated string cannot hold a NUL byte (at " + s.indexOfNul() + " in " + s + ")");
        }
    }
}
