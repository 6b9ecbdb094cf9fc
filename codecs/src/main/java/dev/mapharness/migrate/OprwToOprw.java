package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One OPRW version to another (17–25). Only the sections {@link OprwFeature} says differ between
 * the two versions change:
 *
 * <ul>
 * <li>a section the target lacks is LOST, with how many cells or links held something;</li>
 * <li>a section the target gains is DERIVED as zeros: random (the engine regenerates it at load),
 *     grass, primaryTexture, a zero connection type per road position, appId 0;</li>
 * <li>the switch between BIS LZSS and LZO changes bytes only, not the model, so it is not reported.</li>
 * </ul>
 * The same version is the identity. Going to a version with more features and back restores the
 * world exactly.
 */
public final class OprwToOprw implements Migration<OprwWorld, OprwWorld> {
    private final int version;

    public OprwToOprw(int version) {
        if (!OprwFeature.supported(version)) {
            throw new IllegalArgumentException("OPRW version " + version + " is outside "
                    + OprwFeature.FIRST_VERSION + "–" + OprwFeature.LAST_VERSION);
        }
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
        if (s.version() == version) {
            return new Migrated<>(s, LossReport.NONE);
        }
        LossReport.Builder report = new LossReport.Builder();
        OptionalInt appId = s.appId();
        Optional<ShortGrid> random = s.random();
        Optional<ByteGrid> grass = s.grass();
        Optional<ByteGrid> primaryTexture = s.primaryTexture();
        List<OprwRoadCell> roads = s.roads();
        String to = "OPRW v" + version;
        for (OprwFeature f : OprwFeature.differing(s.version(), version)) {
            boolean gained = f.in(version);
            String field = String.join(", ", f.fields());
            switch (f) {
                case RANDOM -> {
                    if (gained) {
                        random = Optional.of(ShortGrid.filled(s.landWidth(), s.landHeight(), (short) 0));
                        report.derived(field, "zeros in all " + cells(s.landWidth(), s.landHeight(), "land")
                                + " (" + to + " has the array; the engine regenerates it at load)");
                    } else {
                        random = Optional.empty();
                        ShortGrid held = s.random().orElseThrow();
                        report.lost(field, to + " has no random array; it " + NonZero.held(NonZero.count(held), held.size(), "land cells"));
                    }
                }
                case GRASS -> {
                    grass = gained ? Optional.of(zeroTerrain(s)) : Optional.empty();
                    terrainSection(f, gained, s.grass(), s, to, "no grass", report);
                }
                case PRIMARY_TEXTURE -> {
                    primaryTexture = gained ? Optional.of(zeroTerrain(s)) : Optional.empty();
                    terrainSection(f, gained, s.primaryTexture(), s, to, "no primary texture", report);
                }
                case ROAD_CONNECTION_TYPES -> roads = connectionTypes(s, gained, to, field, report);
                case APP_ID -> {
                    if (gained) {
                        appId = OptionalInt.of(0);
                        report.derived(field, "0 (" + to + " stores an application id after the version)");
                    } else {
                        appId = OptionalInt.empty();
                        int id = s.appId().orElseThrow();
                        report.lost(field, to + " has no application id; it was "
                                + (id == 0 ? "0 (held nothing)" : Integer.toUnsignedString(id)));
                    }
                }
                case LZO -> {
                    // compression changes the bytes of the file only; the model is the same
                }
                case ENTITIES, ROAD_MODELS, MATERIAL_MAJOR -> throw new IllegalStateException(
                        "every OPRW version mapharness writes has " + f + ", but " + s.version() + " and "
                                + version + " disagree: the version table changed without this migration");
            }
        }
        OprwWorld target = new OprwWorld(version, appId, s.landCellSize(), s.geography(), s.soundMap(), s.peaks(),
                s.materialIndex(), random, grass, primaryTexture, s.elevation(), s.materials(), s.models(),
                s.entities(), s.objectOffsets(), s.mapInfoOffsets(), s.persistent(), s.subdivisionHints(),
                s.maxObjectId(), roads, s.objects(), s.mapInfos(), s.mapInfoTail(), s.trailing());
        return new Migrated<>(target, report.build());
    }

    private static ByteGrid zeroTerrain(OprwWorld s) {
        return ByteGrid.filled(s.terrainWidth(), s.terrainHeight(), (byte) 0);
    }

    private static String cells(int width, int height, String grid) {
        return ((long) width * height) + " " + grid + " cells";
    }

    private static void terrainSection(OprwFeature f, boolean gained, Optional<ByteGrid> source, OprwWorld s, String to,
                                       String zeroMeans, LossReport.Builder report) {
        String field = String.join(", ", f.fields());
        if (gained) {
            report.derived(field, "zeros (" + zeroMeans + ") in all " + cells(s.terrainWidth(), s.terrainHeight(), "terrain"));
        } else {
            report.lost(field, to + " has no " + field + " array; it "
                    + NonZero.held(NonZero.count(source.orElseThrow()), s.elevation().size(), "terrain cells"));
        }
    }

    private static List<OprwRoadCell> connectionTypes(OprwWorld s, boolean gained, String to, String field,
                                                      LossReport.Builder report) {
        List<OprwRoadCell> roads = new ArrayList<>(s.roads().size());
        int links = 0;
        int typed = 0;
        for (OprwRoadCell cell : s.roads()) {
            List<OprwRoadLink> changed = new ArrayList<>(cell.links().size());
            for (OprwRoadLink l : cell.links()) {
                links++;
                Optional<Blob> types;
                if (gained) {
                    types = Optional.of(Blob.of(new byte[l.positions().size()]));
                } else {
                    types = Optional.empty();
                    typed += anyNonZero(l.connectionTypes().orElseThrow()) ? 1 : 0;
                }
                changed.add(new OprwRoadLink(l.positions(), types, l.objectId(), l.model(), l.transform()));
            }
            roads.add(new OprwRoadCell(cell.cell(), changed));
        }
        if (gained) {
            report.derived(field, "type 0 for every position of the " + links + " road links");
        } else {
            report.lost(field, to + " has no road connection types; "
                    + (typed == 0 ? "they held nothing (" + links + " road links, all types 0)"
                    : typed + " of " + links + " road links had a non-zero type"));
        }
        return roads;
    }

    private static boolean anyNonZero(Blob b) {
        for (byte v : b.bytes()) {
            if (v != 0) {
                return true;
            }
        }
        return false;
    }
}
