package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.HeightScale;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * 1WVR (Cold War Crisis demo) to 4WVR (Operation Flashpoint).
 *
 * <ul>
 * <li>Grid and raw heights are kept as they are: both formats store the same 16-bit units.</li>
 * <li>Textures are re-indexed ({@link Wvr1TextureTable}): 4WVR never uses slot 0 and ends its
 *     usable table at the first empty slot, while 1WVR uses index 0, repeats names and has holes.</li>
 * <li>Models become 4WVR objects. 1WVR positions are in grid units (× 50 m) with y relative to the
 *     ground; 4WVR holds metres with y absolute, so the ground under (x, z) is added: the heights
 *     grid × the height scale, bilinearly interpolated with sample (i, j) at x = i, z = j grid units,
 *     and clamped to the grid's edge for models outside it. The heading becomes a matrix by
 *     {@link HeadingMatrix}. 1WVR has no ids; objects get 0..n-1.</li>
 * <li>Road nets have no place in 4WVR and are lost. The model list ends with the engine writer's
 *     empty-name record (all zeros).</li>
 * </ul>
 */
public final class Wvr1ToWvr4 implements Migration<Wvr1World, Wvr4World> {
    /** Metres per 1WVR grid unit: the fixed 50 m cell. */
    static final double GRID_METRES = 50;

    private final HeightScale scale;

    public Wvr1ToWvr4() {
        this(HeightScale.ENGINE);
    }

    public Wvr1ToWvr4(HeightScale scale) {
        this.scale = Objects.requireNonNull(scale, "scale");
    }

    @Override
    public Format from() {
        return Format.WVR1;
    }

    @Override
    public Format to() {
        return Format.WVR4;
    }

    @Override
    public Class<Wvr1World> sourceType() {
        return Wvr1World.class;
    }

    @Override
    public Migrated<Wvr4World> apply(Wvr1World source) {
        LossReport.Builder report = new LossReport.Builder();
        Wvr1TextureTable textures = Wvr1TextureTable.build(source, report);
        List<Wvr4Object> objects = objects(source, report);
        nets(source, report);
        if (!source.trailing().isEmpty()) {
            report.lost(MigrationRules.TRAILING_BYTES_DROPPED, "trailing", source.trailing().length() + " bytes after EndOfNets have no place in 4WVR");
        }
        Wvr4World target = new Wvr4World(source.heights(), textures.indices(), textures.names(), objects,
                Optional.of(engineTerminator()), Blob.EMPTY);
        return new Migrated<>(target, report.build());
    }

    /** The empty-name, all-zero record the engine's writer puts after the last model. */
    static Wvr4Object engineTerminator() {
        return new Wvr4Object(Transform.ofBits(new int[Transform.FLOATS]), 0,
                FixedString.padded(RawString.EMPTY, Wvr4Object.NAME_LENGTH));
    }

    private List<Wvr4Object> objects(Wvr1World source, LossReport.Builder report) {
        ShortGrid heights = source.heights();
        Bilinear.Samples ground = (i, j) -> heights.get(i, j);
        List<Wvr4Object> objects = new ArrayList<>(source.models().size());
        IndexList garbage = new IndexList();
        IndexList outside = new IndexList();
        for (int i = 0; i < source.models().size(); i++) {
            Wvr1Model m = source.models().get(i);
            RawString name = m.name().value();
            if (name.isEmpty() || name.length() > Wvr4Object.NAME_LENGTH) {
                // an empty name would end the 4WVR model list; a longer one cannot exist in a 48-byte slot
                report.lost(MigrationRules.OBJECT_DROPPED, "models[" + i + "].name", "model " + name + " dropped: "
                        + (name.isEmpty() ? "an empty name ends the 4WVR model list"
                        : "longer than the " + Wvr4Object.NAME_LENGTH + "-byte 4WVR slot"));
                continue;
            }
            if (m.name().hasGarbage()) {
                garbage.add(i);
            }
            if (Bilinear.outside(heights.width(), heights.height(), m.x(), m.z())) {
                outside.add(i);
            }
            double groundMetres = Bilinear.sample(ground, heights.width(), heights.height(), m.x(), m.z())
                    * scale.metresPerUnit();
            float x = (float) (m.x() * GRID_METRES);
            float y = (float) (m.y() * GRID_METRES + groundMetres);
            float z = (float) (m.z() * GRID_METRES);
            objects.add(new Wvr4Object(HeadingMatrix.at(m.heading(), x, y, z), objects.size(),
                    FixedString.padded(name, Wvr4Object.NAME_LENGTH)));
        }
        if (!garbage.isEmpty()) {
            report.lost(MigrationRules.BYTES_AFTER_NUL_DROPPED, "models.name", "bytes after the NUL of model names are not kept (models " + garbage + ")");
        }
        if (!source.models().isEmpty()) {
            report.derived(MigrationRules.TRANSFORM_DERIVED, "objects.transform", "metres = grid units × 50; height made absolute by adding the ground"
                    + " (heights bilinearly interpolated × " + scale.metresPerUnit() + " m); heading turned into"
                    + " a matrix (clockwise degrees, polar = −cartesian)");
            report.derived(MigrationRules.IDS_NUMBERED, "objects.id", "1WVR models have no id; objects numbered 0.." + (objects.size() - 1));
        }
        if (!outside.isEmpty()) {
            report.derived(MigrationRules.TRANSFORM_DERIVED, "objects.transform", "models outside the grid stand on the ground at its nearest edge"
                    + " (models " + outside + ")");
        }
        return objects;
    }

    private static void nets(Wvr1World source, LossReport.Builder report) {
        if (!source.nets().isEmpty()) {
            int segments = source.nets().stream().mapToInt(n -> n.subnets().size()).sum();
            report.lost(MigrationRules.SECTION_DROPPED, "nets", source.nets().size() + " road nets with " + segments
                    + " segments have no place in 4WVR");
        }
        Wvr1NetHeader end = source.endOfNets();
        boolean bare = end.name().isCanonical() && end.constant0() == 0 && end.constant1() == 0
                && end.constant2() == 0 && end.constant3() == 0 && end.constant4() == 0 && end.type() == 0
                && isZero(end.x()) && isZero(end.y()) && isZero(end.z()) && isZero(end.scale());
        if (!bare) {
            report.lost(MigrationRules.END_RECORD_LEFTOVERS_DROPPED, "endOfNets", "the values of the EndOfNets header have no place in 4WVR");
        }
    }

    private static boolean isZero(float f) {
        return Float.floatToRawIntBits(f) == 0;
    }
}
