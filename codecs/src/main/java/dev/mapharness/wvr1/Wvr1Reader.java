package dev.mapharness.wvr1;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Signatures;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.ShortGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads 1WVR worlds. The model list is ended by the first 64-byte record whose name does not end
 * in ".p3d" (see {@link Wvr1Layout#isModelRecord}); the nets then run to the header named
 * {@code EndOfNets}, which ends the file. A file that ends before that header is refused in both
 * modes: nothing tells where its lists were meant to stop.
 */
public final class Wvr1Reader {
    private Wvr1Reader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<Wvr1World> read(byte[] bytes, ReadOptions options) {
        FieldMap map = options.newFieldMap();
        ByteInput in = ByteInput.of(bytes, map);
        Violations violations = new Violations();

        in.enter("header");
        Signatures.expect(in, Format.WVR1, Wvr1ReadRules.SIGNATURE);
        int widthAt = in.offset();
        long width = in.u32("width");
        long height = in.u32("height");
        in.leave();
        int cells = in.checkGrid(width, height, Wvr1Layout.CELL_BYTES, "header.width × height");
        if (width != Wvr1World.ENGINE_SIZE || height != Wvr1World.ENGINE_SIZE) {
            violations.add(Wvr1Rules.WORLD_SIZE, widthAt, "header.width × height", "the engine loads only 128 × 128 1WVR worlds, not "
                    + width + " × " + height);
        }
        int w = (int) width;
        int h = (int) height;

        ShortGrid heights = ShortGrid.wrap(w, h, in.i16Array(cells, "heights"));
        int texturesAt = in.offset();
        ShortGrid textures = ShortGrid.wrap(w, h, in.i16Array(cells, "textureIndices"));

        List<FixedString> names = new ArrayList<>(Wvr1World.TEXTURE_SLOTS);
        for (int i = 0; i < Wvr1World.TEXTURE_SLOTS; i++) {
            in.enter("textureNames", i);
            int at = in.offset();
            FixedString name = in.fixedString(Wvr1World.TEXTURE_NAME_LENGTH, "");
            if (!name.isTerminated()) {
                unterminated(in, options, violations, at, "", Wvr1World.TEXTURE_NAME_LENGTH);
            }
            in.leave();
            names.add(name);
        }
        TextureIndexCheck.check(textures, names, texturesAt, violations);

        List<Wvr1Model> models = new ArrayList<>();
        while (true) {
            int at = in.offset();
            if (in.remaining() < Wvr1Model.RECORD_SIZE) {
                in.enter("models", models.size());
                throw in.fail(Wvr1ReadRules.END_OF_NETS_MISSING, "", "a 64-byte model record or the first net header (the file must end with a net header named "
                        + Wvr1NetHeader.END_OF_NETS + ")", in.remaining() == 0 ? "end of input" : "only " + in.remaining() + " bytes");
            }
            if (!Wvr1Layout.isModelRecord(bytes, at)) {
                break;
            }
            models.add(readModel(in, options, violations, models.size()));
        }

        List<Wvr1Net> nets = new ArrayList<>();
        Wvr1NetHeader endOfNets;
        while (true) {
            int index = nets.size();
            boolean last = namesEndOfNets(bytes, in);
            if (last) {
                in.enter("endOfNets");
            } else {
                in.enter("nets", index);
                in.enter("header");
            }
            Wvr1NetHeader header = readHeader(in, options, violations);
            in.leave();
            if (last) {
                endOfNets = header;
                break;
            }
            nets.add(readSegments(in, bytes, header));
            in.leave();
        }

        Blob trailing = Blob.EMPTY;
        if (in.hasRemaining()) {
            if (options.strict()) {
                throw in.fail(Wvr1Rules.TRAILING_BYTES, "trailing", "end of file after the net header named " + Wvr1NetHeader.END_OF_NETS,
                        in.remaining() + " more bytes");
            }
            violations.addHere(in, Wvr1Rules.TRAILING_BYTES, "trailing", in.remaining() + " bytes after the net header named "
                    + Wvr1NetHeader.END_OF_NETS + ", which ends the file");
            trailing = Blob.of(in.bytes(in.remaining(), "trailing"));
        }
        return new Decoded<>(new Wvr1World(heights, textures, names, models, nets, endOfNets, trailing),
                violations.toList(), Optional.ofNullable(map));
    }

    private static Wvr1Model readModel(ByteInput in, ReadOptions options, Violations violations, int index) {
        in.enter("models", index);
        float x = in.f32("x");
        float y = in.f32("y");
        float z = in.f32("z");
        float heading = in.f32("heading");
        int nameAt = in.offset();
        FixedString name = in.fixedString(Wvr1Model.NAME_LENGTH, "name");
        if (!name.isTerminated()) {
            unterminated(in, options, violations, nameAt, "name", Wvr1Model.NAME_LENGTH);
        }
        in.leave();
        return new Wvr1Model(x, y, z, heading, name);
    }

    /**
     * True if the header at the current offset is named {@code EndOfNets} (the comparison of
     * {@link Wvr1NetHeader#isEndOfNets}), looked at before reading so the header is read under the
     * path {@code endOfNets}. With fewer than 24 bytes left it is read as a net and fails there.
     */
    private static boolean namesEndOfNets(byte[] bytes, ByteInput in) {
        if (in.remaining() < Wvr1NetHeader.NAME_LENGTH) {
            return false;
        }
        // compared in place: no copies of the slot (see Wvr1Layout#isModelRecord on OpenJDK 17's C2)
        int at = in.offset();
        String end = Wvr1NetHeader.END_OF_NETS;
        for (int i = 0; i < end.length(); i++) {
            if (bytes[at + i] != end.charAt(i)) {
                return false;
            }
        }
        return bytes[at + end.length()] == 0;
    }

    private static Wvr1NetHeader readHeader(ByteInput in, ReadOptions options, Violations violations) {
        int nameAt = in.offset();
        FixedString name = in.fixedString(Wvr1NetHeader.NAME_LENGTH, "name");
        if (!name.isTerminated()) {
            unterminated(in, options, violations, nameAt, "name", Wvr1NetHeader.NAME_LENGTH);
        }
        int c0 = in.i32("constant0");
        int c1 = in.i32("constant1");
        int c2 = in.i32("constant2");
        int c3 = in.i32("constant3");
        int c4 = in.i32("constant4");
        int type = in.i32("type");
        float x = in.f32("x");
        float y = in.f32("y");
        float z = in.f32("z");
        float scale = in.f32("scale");
        return new Wvr1NetHeader(name, c0, c1, c2, c3, c4, type, x, y, z, scale);
    }

    /** Segments up to the 8-byte record whose x and y are both zero; each step consumes at least 8 bytes. */
    private static Wvr1Net readSegments(ByteInput in, byte[] bytes, Wvr1NetHeader header) {
        List<Wvr1Subnet> subnets = new ArrayList<>();
        while (true) {
            int at = in.offset();
            if (in.remaining() >= Wvr1Layout.END_RECORD_SIZE
                    && Wvr1Layout.isZero(Wvr1Layout.le32(bytes, at)) && Wvr1Layout.isZero(Wvr1Layout.le32(bytes, at + 4))) {
                in.enter("end");
                int endX = in.f32Bits("x");
                int endY = in.f32Bits("y");
                in.leave();
                return new Wvr1Net(header, subnets, endX, endY);
            }
            in.enter("subnets", subnets.size());
            float x = in.f32("x");
            float y = in.f32("y");
            float tx = in.f32("tx");
            float ty = in.f32("ty");
            float tz = in.f32("tz");
            float stepping = in.f32("stepping");
            int c0 = in.i32("constant0");
            int c1 = in.i32("constant1");
            in.leave();
            subnets.add(new Wvr1Subnet(x, y, tx, ty, tz, stepping, c0, c1));
        }
    }

    /** A name filling its whole slot: lenient mode keeps it to round trip, strict mode refuses. */
    private static void unterminated(ByteInput in, ReadOptions options, Violations violations, int at, String field,
                                     int slot) {
        if (options.strict()) {
            throw in.failAt(Wvr1Rules.NAME_UNTERMINATED, at, field, "a NUL within the " + slot + "-byte slot", "none");
        }
        violations.add(Wvr1Rules.NAME_UNTERMINATED, at, in.pathOf(field), "no NUL within the " + slot + "-byte slot");
    }
}
