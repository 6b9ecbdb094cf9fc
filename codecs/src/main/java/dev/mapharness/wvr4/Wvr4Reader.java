package dev.mapharness.wvr4;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.CellTally;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Signatures;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads 4WVR worlds. Follows the engine (Bohemia's released WrpReader) where the seed differs:
 * heights are signed, and the model list ends at end of file or at a record with an empty name.
 */
public final class Wvr4Reader {
    /** Bytes per grid cell: an i16 height and a u16 texture index. */
    static final int CELL_BYTES = 4;

    private Wvr4Reader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<Wvr4World> read(byte[] bytes, ReadOptions options) {
        FieldMap map = options.newFieldMap();
        ByteInput in = ByteInput.of(bytes, map);
        Violations violations = new Violations();

        in.enter("header");
        Signatures.expect(in, Format.WVR4, Wvr4ReadRules.SIGNATURE);
        long width = in.u32("width");
        long height = in.u32("height");
        in.leave();
        int cells = in.checkGrid(width, height, CELL_BYTES, "header.width × height");
        int w = (int) width;
        int h = (int) height;

        ShortGrid heights = ShortGrid.wrap(w, h, in.i16Array(cells, "heights"));
        int texturesAt = in.offset();
        ShortGrid textures = ShortGrid.wrap(w, h, in.i16Array(cells, "textureIndices"));

        List<FixedString> names = new ArrayList<>(Wvr4World.TEXTURE_SLOTS);
        for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
            in.enter("textureNames", i);
            int at = in.offset();
            FixedString name = in.fixedString(Wvr4World.TEXTURE_NAME_LENGTH, "");
            if (!name.isTerminated()) {
                unterminated(in, options, violations, at, Wvr4World.TEXTURE_NAME_LENGTH);
            }
            in.leave();
            names.add(name);
        }
        checkTextureIndices(textures, names, texturesAt, violations);

        List<Wvr4Object> objects = new ArrayList<>();
        Optional<Wvr4Object> terminator = Optional.empty();
        Map<Integer, Integer> firstIndexOfId = new HashMap<>();
        while (in.hasRemaining()) {
            int index = objects.size();
            in.enter("objects", index);
            int at = in.offset();
            if (in.remaining() < Wvr4Object.RECORD_SIZE) {
                throw in.fail(ReadRules.TRUNCATED, "", "a " + Wvr4Object.RECORD_SIZE + "-byte model record or end of file",
                        "only " + in.remaining() + " bytes");
            }
            Transform transform = Transform.ofBits(in.i32Array(Transform.FLOATS, "transform"));
            int id = in.i32("id");
            int nameAt = in.offset();
            FixedString name = in.fixedString(Wvr4Object.NAME_LENGTH, "name");
            in.leave();
            Wvr4Object object = new Wvr4Object(transform, id, name);
            if (name.isEmpty()) {
                terminator = Optional.of(object);
                break;
            }
            if (!name.isTerminated()) {
                in.enter("objects", index);
                unterminated(in, options, violations, nameAt, Wvr4Object.NAME_LENGTH);
                in.leave();
            }
            Integer first = firstIndexOfId.putIfAbsent(id, index);
            if (first != null) {
                violations.add(Wvr4Rules.OBJECT_ID_DUPLICATE, at + 48, "objects[" + index + "].id",
                        "id " + id + " is already used by objects[" + first + "]; ids must be unique");
            }
            objects.add(object);
        }

        Blob trailing = Blob.EMPTY;
        if (in.hasRemaining()) {
            String what = in.remaining() + " bytes after the empty-name record that ends the model list";
            if (options.strict()) {
                throw in.fail(Wvr4Rules.TRAILING_BYTES, "trailing", "end of file after the empty-name record that ends the model list",
                        in.remaining() + " more bytes");
            }
            violations.addHere(in, Wvr4Rules.TRAILING_BYTES, "trailing", what);
            trailing = Blob.of(in.bytes(in.remaining(), "trailing"));
        }
        return new Decoded<>(new Wvr4World(heights, textures, names, objects, terminator, trailing),
                violations.toList(), Optional.ofNullable(map));
    }

    /** A name filling its whole slot: real files have them, the engine reads on; strict mode refuses. */
    private static void unterminated(ByteInput in, ReadOptions options, Violations violations, int at, int slot) {
        if (options.strict()) {
            throw in.failAt(Wvr4Rules.NAME_UNTERMINATED, at, "name", "a NUL within the " + slot + "-byte slot", "none");
        }
        violations.add(Wvr4Rules.NAME_UNTERMINATED, at, in.pathOf("name"), "no NUL within the " + slot + "-byte slot");
    }

    /**
     * Texture indices the engine would reject (above 511: past the table) or that point at an
     * empty slot. One violation per rule, with a count and the first cell, not one per cell.
     */
    private static void checkTextureIndices(ShortGrid textures, List<FixedString> names, int at, Violations violations) {
        // slot 0 is never used; the first empty slot after it ends the usable table
        int usable = 1;
        while (usable < names.size() && !names.get(usable).isEmpty()) {
            usable++;
        }
        short[] cells = textures.cellsUnsafe();
        CellTally pastTable = new CellTally();
        CellTally pastUsable = new CellTally();
        for (int i = 0; i < cells.length; i++) {
            int t = cells[i] & 0xFFFF;
            if (t >= Wvr4World.TEXTURE_SLOTS) {
                pastTable.add(i);
            } else if (t >= usable) {
                pastUsable.add(i);
            }
        }
        if (pastTable.count() > 0) {
            pastTable.report(violations, Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, at, 2, "textureIndices", "cells use texture indices past the 512-slot table"
                    + " (first: " + (cells[pastTable.first()] & 0xFFFF) + ")");
        }
        if (pastUsable.count() > 0) {
            pastUsable.report(violations, Wvr4Rules.TEXTURE_SLOT_PAST_USABLE, at, 2, "textureIndices", "cells use texture slots past the usable table, which"
                    + " ends at the first empty slot, " + usable + " (first: slot " + (cells[pastUsable.first()] & 0xFFFF) + ")");
        }
    }
}
