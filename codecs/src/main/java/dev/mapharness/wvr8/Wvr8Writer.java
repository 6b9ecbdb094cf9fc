package dev.mapharness.wvr8;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.FileSize;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.Transform;

/** Writes 8WVR worlds exactly as {@link Wvr8Reader} reads them. */
public final class Wvr8Writer {
    private Wvr8Writer() {
    }

    /** The file's bytes; refuses a model the format cannot represent. */
    public static byte[] write(Wvr8World world) {
        validate(world);
        // the computed size is checked on every write: a wrong one fails here, not as a file that misreads
        ByteOutput out = ByteOutput.exactly(FileSize.checked(encodedSize(world), Wvr8WriteRules.FILE_TOO_LARGE));
        out.bytes(Format.WVR8.magicBytes());
        out.u32(world.landWidth()).u32(world.landHeight());
        out.u32(world.terrainWidth()).u32(world.terrainHeight());
        out.f32(world.landCellSize());
        out.i32Array(world.elevation().bitsUnsafe());
        out.i16Array(world.materialIndices().cellsUnsafe());
        out.u32(world.materials().size());
        for (Wvr8Material material : world.materials()) {
            for (RawString name : material.names()) {
                out.lengthPrefixed32(name);
            }
            out.u32(0);
        }
        for (Wvr8Object o : world.objects()) {
            writeTransform(out, o.transform());
            out.i32(o.id());
            out.lengthPrefixed32(o.model());
        }
        world.dummy().ifPresent(d -> {
            writeTransform(out, d.transform());
            out.i32(d.id());
            out.u32(0);
        });
        out.bytes(world.trailing().bytes());
        return out.toByteArray();
    }

    private static void writeTransform(ByteOutput out, Transform t) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            out.f32Bits(t.bits(i));
        }
    }

    /** The file size in a long, so a model too large to write is refused before anything is allocated. */
    static long encodedSize(Wvr8World world) {
        long size = Wvr8Layout.HEADER_BYTES
                + (long) world.elevation().size() * Wvr8Layout.ELEVATION_CELL_BYTES
                + (long) world.materialIndices().size() * Wvr8Layout.MATERIAL_CELL_BYTES
                + Wvr8Layout.LENGTH_BYTES;
        for (Wvr8Material material : world.materials()) {
            for (RawString name : material.names()) {
                size += Wvr8Layout.LENGTH_BYTES + name.length();
            }
            size += Wvr8Layout.LENGTH_BYTES;
        }
        for (Wvr8Object o : world.objects()) {
            size += Wvr8Layout.OBJECT_FIXED_BYTES + o.model().length();
        }
        if (world.dummy().isPresent()) {
            size += Wvr8Layout.OBJECT_FIXED_BYTES;
        }
        return size + world.trailing().length();
    }

    /**
     * Empty material names and model paths cannot reach here: {@link Wvr8Material} and
     * {@link Wvr8Object} refuse them, because an empty one would end its list in the file.
     */
    private static void validate(Wvr8World world) {
        if (!world.trailing().isEmpty() && world.dummy().isEmpty()) {
            throw new MapWriteException(Wvr8WriteRules.TRAILING_WITHOUT_DUMMY, "trailing", "bytes after the objects can only follow the dummy record;"
                    + " without one they would be read as objects");
        }
    }
}
