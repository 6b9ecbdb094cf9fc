package dev.mapharness.wvr1;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.FileSize;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;

/**
 * Writes 1WVR worlds exactly as {@link Wvr1Reader} reads them. Because the file has no counts, the
 * lists end by content alone; the writer refuses every model whose bytes would end a list early,
 * run one on, or read back as a different record.
 */
public final class Wvr1Writer {
    private Wvr1Writer() {
    }

    /** The file's bytes; refuses a model the format cannot represent. */
    public static byte[] write(Wvr1World world) {
        // the size first: it is cheap, and a world too large to write need not be walked record by record
        int size = FileSize.checked(size(world), Wvr1WriteRules.FILE_TOO_LARGE);
        validate(world);
        ByteOutput out = ByteOutput.exactly(size);
        out.bytes(Format.WVR1.magicBytes());
        out.u32(world.width()).u32(world.height());
        out.i16Array(world.heights().cellsUnsafe());
        out.i16Array(world.textureIndices().cellsUnsafe());
        for (FixedString name : world.textureNames()) {
            out.fixedString(name);
        }
        for (Wvr1Model m : world.models()) {
            out.f32(m.x()).f32(m.y()).f32(m.z()).f32(m.heading());
            out.fixedString(m.name());
        }
        for (Wvr1Net net : world.nets()) {
            writeHeader(out, net.header());
            for (Wvr1Subnet s : net.subnets()) {
                out.f32(s.x()).f32(s.y()).f32(s.tx()).f32(s.ty()).f32(s.tz()).f32(s.stepping());
                out.i32(s.constant0()).i32(s.constant1());
            }
            out.f32Bits(net.endX()).f32Bits(net.endY());
        }
        writeHeader(out, world.endOfNets());
        out.bytes(world.trailing().bytes());
        return out.toByteArray();
    }

    private static long size(Wvr1World world) {
        long size = Wvr1Layout.HEADER_BYTES + (long) world.width() * world.height() * Wvr1Layout.CELL_BYTES
                + (long) Wvr1World.TEXTURE_SLOTS * Wvr1World.TEXTURE_NAME_LENGTH
                + (long) world.models().size() * Wvr1Model.RECORD_SIZE;
        for (Wvr1Net net : world.nets()) {
            size += Wvr1NetHeader.RECORD_SIZE + (long) net.subnets().size() * Wvr1Subnet.RECORD_SIZE
                    + Wvr1Layout.END_RECORD_SIZE;
        }
        return size + Wvr1NetHeader.RECORD_SIZE + world.trailing().length();
    }

    private static void writeHeader(ByteOutput out, Wvr1NetHeader h) {
        out.fixedString(h.name());
        out.i32(h.constant0()).i32(h.constant1()).i32(h.constant2()).i32(h.constant3()).i32(h.constant4());
        out.i32(h.type());
        out.f32(h.x()).f32(h.y()).f32(h.z()).f32(h.scale());
    }

    private static void validate(Wvr1World world) {
        if (world.textureNames().size() != Wvr1World.TEXTURE_SLOTS) {
            throw new MapWriteException(Wvr1WriteRules.TEXTURE_SLOT_COUNT, "textureNames",
                    "1WVR has exactly 256 texture slots, not " + world.textureNames().size());
        }
        for (int i = 0; i < world.textureNames().size(); i++) {
            slot("textureNames[" + i + "]", world.textureNames().get(i), Wvr1World.TEXTURE_NAME_LENGTH);
        }
        for (int i = 0; i < world.models().size(); i++) {
            FixedString name = world.models().get(i).name();
            slot("models[" + i + "].name", name, Wvr1Model.NAME_LENGTH);
            // a name filling its slot with no NUL is kept: lenient reading gives it back unchanged
            if (!Wvr1Layout.isModelName(name.slot())) {
                throw new MapWriteException(Wvr1WriteRules.MODEL_NAME_NOT_P3D, "models[" + i + "].name", "a model name must end in \".p3d\": "
                        + "the model list has no count, and " + name + " would be read as the first net header");
            }
        }
        for (int i = 0; i < world.nets().size(); i++) {
            Wvr1Net net = world.nets().get(i);
            String path = "nets[" + i + "]";
            slot(path + ".header.name", net.header().name(), Wvr1NetHeader.NAME_LENGTH);
            if (net.header().isEndOfNets()) {
                throw new MapWriteException(Wvr1WriteRules.NET_NAMED_END_OF_NETS, path + ".header.name",
                        "a net named " + Wvr1NetHeader.END_OF_NETS + " ends the file; it can only be the last header");
            }
            for (int s = 0; s < net.subnets().size(); s++) {
                Wvr1Subnet sub = net.subnets().get(s);
                // -0.0f == 0f, so both signs of zero are caught, as the reader ends on both
                if (sub.x() == 0f && sub.y() == 0f) {
                    throw new MapWriteException(Wvr1WriteRules.SEGMENT_AT_ORIGIN, path + ".subnets[" + s + "]",
                            "a segment with x and y both zero would end the net's segment list");
                }
            }
            if (!Wvr1Layout.isZero(net.endX())) {
                throw new MapWriteException(Wvr1WriteRules.NET_END_NOT_ZERO, path + ".endX", endBits(net.endX()));
            }
            if (!Wvr1Layout.isZero(net.endY())) {
                throw new MapWriteException(Wvr1WriteRules.NET_END_NOT_ZERO, path + ".endY", endBits(net.endY()));
            }
        }
        slot("endOfNets.name", world.endOfNets().name(), Wvr1NetHeader.NAME_LENGTH);
        if (!world.endOfNets().isEndOfNets()) {
            throw new MapWriteException(Wvr1WriteRules.END_OF_NETS_NAME, "endOfNets.name", "the header that ends the file must be named "
                    + Wvr1NetHeader.END_OF_NETS + ", not " + world.endOfNets().name());
        }
        checkFirstHeader(world);
    }

    /**
     * The record after the models is classified by its bytes 16..63 (the model name slot), which in
     * a net header are the end of its name, the constants, the type, the position and the scale.
     */
    private static void checkFirstHeader(Wvr1World world) {
        boolean hasNets = !world.nets().isEmpty();
        Wvr1NetHeader first = hasNets ? world.nets().get(0).header() : world.endOfNets();
        ByteOutput record = new ByteOutput(Wvr1NetHeader.RECORD_SIZE);
        writeHeader(record, first);
        if (Wvr1Layout.isModelRecord(record.toByteArray(), 0)) {
            throw new MapWriteException(Wvr1WriteRules.FIRST_HEADER_READS_AS_MODEL, hasNets ? "nets[0].header" : "endOfNets",
                    "the first header after the models would be read as a model: its bytes 16..63 read as a name"
                            + " ending in \".p3d\"");
        }
    }

    private static String endBits(int bits) {
        return "the record that ends a net's segments must have x and y zero (+0.0 or -0.0), not bits 0x"
                + Integer.toHexString(bits).toUpperCase();
    }

    private static void slot(String field, FixedString s, int length) {
        if (s.slotLength() != length) {
            throw new MapWriteException(Wvr1WriteRules.NAME_SLOT_LENGTH, field, "1WVR stores this name in " + length + " bytes, not " + s.slotLength());
        }
    }
}
