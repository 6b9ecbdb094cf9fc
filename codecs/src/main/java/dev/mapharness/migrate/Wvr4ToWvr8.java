package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * 4WVR (Operation Flashpoint) to 8WVR (Arma).
 *
 * <ul>
 * <li>The 4WVR grid becomes both the land and the terrain grid, with 50 m cells (OFP's fixed size).</li>
 * <li>Elevations are raw × the height scale, as floats in metres. Every 16-bit value times 0.045 or
 *     0.05 rounds back to itself, so {@link Wvr8ToWvr4} restores the raw heights.</li>
 * <li>Texture slot i becomes material i with the slot's name as its one name (an empty slot an empty
 *     material), so cells keep their indices; the list is the 512 slots less the trailing empty ones.</li>
 * <li>Objects keep their transform and id; the name becomes the model path.</li>
 * <li>The end record is {@link Wvr8Dummy#ZERO}.</li>
 * </ul>
 * A canonical 4WVR world (no bytes after a NUL, an all-zero terminator, nothing after it) loses nothing.
 */
public final class Wvr4ToWvr8 implements Migration<Wvr4World, Wvr8World> {
    /** OFP's fixed cell size in metres. */
    static final float CELL_SIZE = 50f;

    private final HeightScale scale;

    public Wvr4ToWvr8() {
        this(HeightScale.ENGINE);
    }

    public Wvr4ToWvr8(HeightScale scale) {
        this.scale = Objects.requireNonNull(scale, "scale");
    }

    @Override
    public Format from() {
        return Format.WVR4;
    }

    @Override
    public Format to() {
        return Format.WVR8;
    }

    @Override
    public Class<Wvr4World> sourceType() {
        return Wvr4World.class;
    }

    @Override
    public Migrated<Wvr8World> apply(Wvr4World source) {
        LossReport.Builder report = new LossReport.Builder();
        short[] raw = source.heights().cellsUnsafe();
        float[] metres = new float[raw.length];
        for (int i = 0; i < raw.length; i++) {
            metres[i] = scale.toMetres(raw[i]);
        }
        FloatGrid elevation = FloatGrid.of(source.width(), source.height(), metres);
        report.derived(MigrationRules.VALUE_DEFAULTED, "landCellSize", "4WVR has no cell size; OFP's fixed " + CELL_SIZE + " m");
        report.derived(MigrationRules.UNITS_CONVERTED, "elevation", "metres = raw height × " + scale.metresPerUnit() + " (" + scale + ")");

        List<Wvr8Material> materials = materials(source.textureNames(), usesSlotZero(source), report);
        List<Wvr8Object> objects = objects(source.objects(), report);
        terminator(source, report);
        if (!source.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", source.trailing().length() + " bytes after the terminator record are not kept");
        }
        Wvr8World target = new Wvr8World(elevation, source.textureIndices(), CELL_SIZE, materials, objects,
                Optional.of(Wvr8Dummy.ZERO), Blob.EMPTY);
        return new Migrated<>(target, report.build());
    }

    private static boolean usesSlotZero(Wvr4World source) {
        for (short t : source.textureIndices().cellsUnsafe()) {
            if (t == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Slot i becomes material i. Slot 0 is the exception when no cell uses it: the engine never
     * reads it, and 8WVR keeps material 0 empty by convention, so its name goes (restored on the
     * way back when it is the engine writer's {@code LandText\mo.pac}).
     */
    private static List<Wvr8Material> materials(List<FixedString> slots, boolean slotZeroUsed, LossReport.Builder report) {
        int length = slots.size();
        while (length > 0 && slots.get(length - 1).isEmpty()) {
            length--;
        }
        List<Wvr8Material> materials = new ArrayList<>(length);
        IndexList garbage = new IndexList();
        IndexList whole = new IndexList();
        for (int i = 0; i < slots.size(); i++) {
            FixedString slot = slots.get(i);
            if (slot.hasGarbage()) {
                garbage.add(i);
            }
            if (i >= length) {
                continue;
            }
            if (!slot.isTerminated()) {
                whole.add(i);
            }
            if (i == 0 && !slotZeroUsed && !slot.isEmpty()) {
                materials.add(new Wvr8Material(List.of()));
                if (slot.value().equals(Wvr1TextureTable.SLOT_ZERO)) {
                    report.derived(MigrationRules.SLOT_ZERO_CONVENTION, "materials[0]", "left empty as 8WVR expects; slot 0 held the engine writer's "
                            + Wvr1TextureTable.SLOT_ZERO + ", which no cell uses");
                } else {
                    report.lost(MigrationRules.UNUSED_ENTRIES_DROPPED, "textureNames[0]", "slot 0 is never used by the engine and no cell uses it; its name "
                            + slot.value() + " is not kept (material 0 stays empty as 8WVR expects)");
                }
                continue;
            }
            materials.add(slot.isEmpty() ? new Wvr8Material(List.of()) : new Wvr8Material(List.of(slot.value())));
        }
        if (!garbage.isEmpty()) {
            report.lost(MigrationRules.BYTES_AFTER_NUL_DROPPED, "textureNames", "bytes after the NUL are not kept (slots " + garbage + ")");
        }
        if (!whole.isEmpty()) {
            report.derived(MigrationRules.UNTERMINATED_NAME_CARRIED, "materials", "texture names that fill their slot with no NUL are carried whole, as the"
                    + " engine reads them (slots " + whole + ")");
        }
        return materials;
    }

    private static List<Wvr8Object> objects(List<Wvr4Object> source, LossReport.Builder report) {
        List<Wvr8Object> objects = new ArrayList<>(source.size());
        IndexList garbage = new IndexList();
        IndexList whole = new IndexList();
        for (int i = 0; i < source.size(); i++) {
            Wvr4Object o = source.get(i);
            RawString path = o.name().value();
            if (path.isEmpty()) {
                // an empty path marks the 8WVR dummy; the 4WVR reader never puts one in the list
                report.lost(MigrationRules.OBJECT_DROPPED, "objects[" + i + "].name", "object with an empty name dropped: in 8WVR it would end the list");
                continue;
            }
            if (o.name().hasGarbage()) {
                garbage.add(i);
            }
            if (!o.name().isTerminated()) {
                whole.add(i);
            }
            objects.add(new Wvr8Object(o.transform(), o.id(), path));
        }
        if (!garbage.isEmpty()) {
            report.lost(MigrationRules.BYTES_AFTER_NUL_DROPPED, "objects.name", "bytes after the NUL of names are not kept (objects " + garbage + ")");
        }
        if (!whole.isEmpty()) {
            report.derived(MigrationRules.UNTERMINATED_NAME_CARRIED, "objects.model", "names that fill their " + Wvr4Object.NAME_LENGTH
                    + "-byte slot with no NUL are carried whole (objects " + whole + ")");
        }
        return objects;
    }

    private static void terminator(Wvr4World source, LossReport.Builder report) {
        report.derived(MigrationRules.END_RECORD_ZEROED, "dummy", "the end record is all zeros");
        source.terminator().ifPresent(t -> {
            boolean zero = t.id() == 0 && t.transform().equals(Transform.ofBits(new int[Transform.FLOATS]))
                    && !t.name().hasGarbage() && t.name().isEmpty();
            if (!zero) {
                report.lost(MigrationRules.END_RECORD_LEFTOVERS_DROPPED, "terminator", "leftovers of the empty-name record are not kept (id " + t.id()
                        + ", matrix " + t.transform() + ", name slot " + t.name() + ")");
            }
        });
    }
}
