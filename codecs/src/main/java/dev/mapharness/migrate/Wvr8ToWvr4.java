package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Object;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * 8WVR (Arma) back to 4WVR (Operation Flashpoint). Lossy, and says exactly where:
 *
 * <ul>
 * <li>The 4WVR grid is the land grid. Elevations are taken at the land grid ({@link Wvr8Elevation}),
 *     then stored as round(metres / scale) in 16 bits.</li>
 * <li>4WVR has no cell size: anything but 50 m is lost.</li>
 * <li>Material i becomes texture slot i for i below 512, with its first name ({@link Wvr8TextureTable}).</li>
 * <li>Objects keep transform and id; a model path goes into the 76-byte name slot, or the object is
 *     dropped and reported (never cut).</li>
 * <li>The model list ends with the engine writer's empty-name record (all zeros).</li>
 * </ul>
 */
public final class Wvr8ToWvr4 implements Migration<Wvr8World, Wvr4World> {
    private final HeightScale scale;

    public Wvr8ToWvr4() {
        this(HeightScale.ENGINE);
    }

    public Wvr8ToWvr4(HeightScale scale) {
        this.scale = Objects.requireNonNull(scale, "scale");
    }

    @Override
    public Format from() {
        return Format.WVR8;
    }

    @Override
    public Format to() {
        return Format.WVR4;
    }

    @Override
    public Class<Wvr8World> sourceType() {
        return Wvr8World.class;
    }

    @Override
    public Migrated<Wvr4World> apply(Wvr8World source) {
        LossReport.Builder report = new LossReport.Builder();
        var heights = Wvr8Elevation.toRawHeights(source, scale, report);
        if (source.landCellSize() != Wvr4ToWvr8.CELL_SIZE) {
            report.lost(MigrationRules.VALUE_DROPPED, "landCellSize", "4WVR cells are always " + Wvr4ToWvr8.CELL_SIZE + " m; "
                    + source.landCellSize() + " m is not kept");
        }
        Wvr8TextureTable textures = Wvr8TextureTable.build(source, report);
        List<Wvr4Object> objects = objects(source.objects(), report);
        source.dummy().ifPresentOrElse(d -> dummy(d, report),
                () -> report.derived(MigrationRules.END_RECORD_ZEROED, "terminator", "the 8WVR list had no dummy record; the 4WVR terminator is all zeros"));
        if (!source.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", source.trailing().length() + " bytes after the dummy record have no place in 4WVR");
        }
        Wvr4World target = new Wvr4World(heights, textures.indices(), textures.names(), objects,
                Optional.of(Wvr1ToWvr4.engineTerminator()), Blob.EMPTY);
        return new Migrated<>(target, report.build());
    }

    private static List<Wvr4Object> objects(List<Wvr8Object> source, LossReport.Builder report) {
        List<Wvr4Object> objects = new ArrayList<>(source.size());
        for (int i = 0; i < source.size(); i++) {
            Wvr8Object o = source.get(i);
            RawString path = o.model();
            if (path.length() > Wvr4Object.NAME_LENGTH) {
                report.lost(MigrationRules.OBJECT_DROPPED, "objects[" + i + "].model", "object dropped: its path " + path + " has " + path.length()
                        + " bytes, more than the " + Wvr4Object.NAME_LENGTH + "-byte 4WVR slot holds");
            } else if (path.indexOfNul() >= 0) {
                report.lost(MigrationRules.OBJECT_DROPPED, "objects[" + i + "].model", "object dropped: its path " + path
                        + " holds a NUL, which would cut it short in a 4WVR slot");
            } else {
                objects.add(new Wvr4Object(o.transform(), o.id(), FixedString.padded(path, Wvr4Object.NAME_LENGTH)));
            }
        }
        return objects;
    }

    private static void dummy(Wvr8Dummy dummy, LossReport.Builder report) {
        if (dummy.id() != 0 || !dummy.transform().equals(Transform.ofBits(new int[Transform.FLOATS]))) {
            report.lost(MigrationRules.END_RECORD_LEFTOVERS_DROPPED, "dummy", "leftovers of the dummy end record are not kept (id " + dummy.id()
                    + ", matrix " + dummy.transform() + ")");
        }
    }
}
