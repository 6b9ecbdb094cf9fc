package dev.mapharness.wvr4;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.FileSize;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.Transform;

/** Writes 4WVR worlds exactly as {@link Wvr4Reader} reads them. */
public final class Wvr4Writer {
    private Wvr4Writer() {
    }

    /** The file's bytes; refuses a model the format cannot represent. */
    public static byte[] write(Wvr4World world) {
        validate(world);
        ByteOutput out = ByteOutput.exactly(FileSize.checked(size(world), Wvr4WriteRules.FILE_TOO_LARGE));
        out.bytes(Format.WVR4.magicBytes());
        out.u32(world.width()).u32(world.height());
        out.i16Array(world.heights().cellsUnsafe());
        out.i16Array(world.textureIndices().cellsUnsafe());
        for (FixedString name : world.textureNames()) {
            out.fixedString(name);
        }
        for (Wvr4Object o : world.objects()) {
            writeObject(out, o);
        }
        world.terminator().ifPresent(t -> writeObject(out, t));
        out.bytes(world.trailing().bytes());
        return out.toByteArray();
    }

    /** The file's size: header, two cell grids, the texture table, the records and what follows them. */
    static long size(Wvr4World world) {
        long cells = (long) world.width() * world.height();
        long records = world.objects().size() + (world.terminator().isPresent() ? 1L : 0L);
        return 12 + cells * Wvr4Reader.CELL_BYTES + (long) Wvr4World.TEXTURE_SLOTS * Wvr4World.TEXTURE_NAME_LENGTH
                + records * Wvr4Object.RECORD_SIZE + world.trailing().length();
    }

    private static void writeObject(ByteOutput out, Wvr4Object o) {
        for (int i = 0; i < Transform.FLOATS; i++) {
            out.f32Bits(o.transform().bits(i));
        }
        out.i32(o.id());
        out.fixedString(o.name());
    }

    private static void validate(Wvr4World world) {
        if (world.textureNames().size() != Wvr4World.TEXTURE_SLOTS) {
            throw new MapWriteException(Wvr4WriteRules.TEXTURE_SLOT_COUNT, "textureNames", "4WVR has exactly 512 texture slots, not " + world.textureNames().size());
        }
        for (int i = 0; i < world.textureNames().size(); i++) {
            slot("textureNames[" + i + "]", world.textureNames().get(i), Wvr4World.TEXTURE_NAME_LENGTH);
        }
        for (int i = 0; i < world.objects().size(); i++) {
            FixedString name = world.objects().get(i).name();
            slot("objects[" + i + "].name", name, Wvr4Object.NAME_LENGTH);
            if (name.isEmpty()) {
                throw new MapWriteException(Wvr4WriteRules.OBJECT_NAME_EMPTY, "objects[" + i + "].name",
                        "an empty name ends the model list, so this object and all after it would be lost");
            }
        }
        world.terminator().ifPresent(t -> {
            slot("terminator.name", t.name(), Wvr4Object.NAME_LENGTH);
            if (!t.name().isEmpty()) {
                throw new MapWriteException(Wvr4WriteRules.TERMINATOR_NAME_NOT_EMPTY, "terminator.name", "the record that ends the model list must have an empty name");
            }
        });
        if (!world.trailing().isEmpty() && world.terminator().isEmpty()) {
            throw new MapWriteException(Wvr4WriteRules.TRAILING_WITHOUT_TERMINATOR, "trailing", "bytes after the models can only follow an empty-name terminator record;"
                    + " without one they would be read as models");
        }
    }

    private static void slot(String field, FixedString s, int length) {
        if (s.slotLength() != length) {
            throw new MapWriteException(Wvr4WriteRules.NAME_SLOT_LENGTH, field, "4WVR stores this name in " + length + " bytes, not " + s.slotLength());
        }
    }
}
