package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwSourceLayout;
import dev.mapharness.oprw.OprwWorld;
import java.util.Optional;

/**
 * One OPRW version to another (17–25). Only the sections {@link OprwFeature} says differ between
 * the two versions change:
 *
 * <ul>
 * <li>a section the target lacks is LOST, with how many cells or links held something; one that
 *     held only zeros is not reported, since the way back derives those zeros again;</li>
 * <li>a section the target gains is DERIVED as zeros: random (the engine regenerates it at load),
 *     grass, primaryTexture, a zero connection type per road position, appId 0;</li>
 * <li>the switch between BIS LZSS and LZO changes the bytes, which is not reported; where a river's
 *     compressed points take another size, the map-info offsets after it move with it, and that is
 *     DERIVED.</li>
 * </ul>
 * The same version is the identity. Going to a version with more features and back restores the
 * world exactly.
 */
public final class OprwToOprw implements Migration<OprwWorld, OprwWorld> {
    private final int version;

    public OprwToOprw(int version) {
        OprwFeature.requireSupported(version);
        this.version = version;
    }

    public int version() {
        return version;
    }

    @Override
    public Format from() {
        return Format.OPRW;
    }

    @Override
    public Format to() {
        return Format.OPRW;
    }

    @Override
    public MigrationTarget target() {
        return MigrationTarget.oprw(version);
    }

    @Override
    public Class<OprwWorld> sourceType() {
        return OprwWorld.class;
    }

    @Override
    public Migrated<OprwWorld> apply(OprwWorld s) {
        return apply(s, Optional.empty());
    }

    /**
     * {@link #apply(OprwWorld)} for a world read from a file whose layout is {@code layout}: the
     * map-info offsets move from where that file's records lay, not from where mapharness's encoders
     * would put them ({@link OprwWorld#withVersion(int, OprwSourceLayout)}).
     */
    @Override
    public Migrated<OprwWorld> apply(OprwWorld s, Optional<SourceLayout> layout) {
        if (s.version() == version) {
            return new Migrated<>(s, LossReport.NONE);
        }
        LossReport.Builder report = new LossReport.Builder();
        OprwWorld target = s.withVersion(version, layout.filter(OprwSourceLayout.class::isInstance)
                .map(OprwSourceLayout.class::cast).orElse(null));
        String to = "OPRW v" + version;
        for (OprwFeature f : OprwFeature.differing(s.version(), version)) {
            boolean gained = f.in(version);
            String field = String.join(", ", f.fields());
            switch (f) {
                case RANDOM -> {
                    if (gained) {
                        report.derived(MigrationRules.SECTION_ZERO_FILLED, field, "0 in all " + cells(s.landWidth(), s.landHeight(), "land")
                                + " (the engine regenerates it at load)");
                    } else {
                        ShortGrid held = s.random().orElseThrow();
                        // zeros lose nothing: the way back derives exactly those zeros again
                        NonZero.lostIfHeld(report, field, to + " has no random array; ", NonZero.count(held), held.size(), "land cells");
                    }
                }
                case GRASS -> terrainSection(field, gained, s.grass(), s, to, "no grass", report);
                case PRIMARY_TEXTURE -> terrainSection(field, gained, s.primaryTexture(), s, to, "no primary texture", report);
                case ROAD_CONNECTION_TYPES -> connectionTypes(s, gained, to, field, report);
                case APP_ID -> {
                    if (gained) {
                        report.derived(MigrationRules.VALUE_DEFAULTED, field, "0 (" + to + " stores an application id after the version)");
                    } else {
                        int id = s.appId().orElseThrow();
                        if (id != 0) {
                            report.lost(MigrationRules.VALUE_DROPPED, field, to + " has no application id; it was " + Integer.toUnsignedString(id));
                        }
                    }
                }
                case LZO -> {
                    // compression changes the bytes of the file, and the offsets only where a compressed river moves them
                    lzoOffsets(s, target, field, report);
                }
                case ENTITIES, ROAD_MODELS, MATERIAL_MAJOR -> throw new IllegalStateException(
                        "every OPRW version mapharness writes has " + f + ", but " + s.version() + " and "
                                + version + " disagree: the version table changed without this migration");
            }
        }
        return new Migrated<>(target, report.build());
    }

    private static void lzoOffsets(OprwWorld s, OprwWorld t, String field, LossReport.Builder report) {
        int moved = 0;
        for (int i = 0; i < s.mapInfoOffsets().size(); i++) {
            moved += s.mapInfoOffsets().at(i) != t.mapInfoOffsets().at(i) ? 1 : 0;
        }
        if (moved > 0) {
            report.derived(MigrationRules.DERIVED_DATA_COMPUTED, field, moved + " of " + cells(s.landWidth(), s.landHeight(), "land")
                    + " point past a river whose compressed points take another size in the target's compression");
        }
    }

    private static String cells(int width, int height, String grid) {
        return ((long) width * height) + " " + grid + " cells";
    }

    private static void terrainSection(String field, boolean gained, Optional<ByteGrid> source, OprwWorld s, String to,
                                       String zeroMeans, LossReport.Builder report) {
        if (gained) {
            report.derived(MigrationRules.SECTION_ZERO_FILLED, field, "0 (" + zeroMeans + ") in all " + cells(s.terrainWidth(), s.terrainHeight(), "terrain"));
        } else {
            ByteGrid held = source.orElseThrow();
            NonZero.lostIfHeld(report, field, to + " has no " + field + " array; ", NonZero.count(held), held.size(), "terrain cells");
        }
    }

    private static void connectionTypes(OprwWorld s, boolean gained, String to, String field, LossReport.Builder report) {
        int links = s.roadLinkCount();
        if (gained) {
            report.derived(MigrationRules.SECTION_ZERO_FILLED, field, "type 0 for every position of the " + links + " road links");
            return;
        }
        int typed = 0;
        for (OprwRoadCell cell : s.roads()) {
            for (OprwRoadLink l : cell.links()) {
                typed += NonZero.any(l.connectionTypes().orElseThrow().bytes()) ? 1 : 0;
            }
        }
        if (typed > 0) {
            report.lost(MigrationRules.SECTION_DROPPED, field, to + " has no road connection types; " + typed + " of " + links
                    + " road links had a non-zero type");
        }
    }
}
