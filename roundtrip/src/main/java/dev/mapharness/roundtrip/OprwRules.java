package dev.mapharness.roundtrip;

import dev.mapharness.format.Violation;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwRoadLink;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The OPRW rules a world breaks, computed from the model alone, so a property can check that a
 * lenient read reports exactly those (one violation per rule, named by its field) and nothing else.
 * Grid rules are reported with the first bad cell ({@code elevation[17]}), road models with the
 * first bad link's path: {@link #ruleOf} maps a violation's field back to its rule.
 */
public final class OprwRules {
    public static final String CELL_SIZE = "header.landCellSize";
    public static final String TERRAIN_GRID = "header";
    public static final String ELEVATION = "elevation";
    public static final String MATERIAL_INDEX = "materialIndex";
    public static final String MATERIAL_ZERO = "materials[0].path";
    public static final String OBJECT_OFFSETS = "objectOffsets";
    public static final String MAP_INFO_OFFSETS = "mapInfoOffsets";
    public static final String MAX_OBJECT_ID = "maxObjectId";
    public static final String ROAD_MODEL = "roadNet[].links[].model";
    public static final String MAP_INFO_TAIL = "mapInfos[].type";
    public static final String TRAILING = "trailing";

    private OprwRules() {
    }

    /** The rules {@code w} breaks. */
    public static Set<String> broken(OprwWorld w) {
        Set<String> rules = new TreeSet<>();
        float cell = w.landCellSize();
        if (!(cell > 0) || Float.isInfinite(cell)) {
            rules.add(CELL_SIZE);
        }
        if (w.terrainWidth() % w.landWidth() != 0 || w.terrainHeight() % w.landHeight() != 0) {
            rules.add(TERRAIN_GRID);
        }
        for (int b : w.elevation().bitsUnsafe()) {
            if (!Float.isFinite(Float.intBitsToFloat(b))) {
                rules.add(ELEVATION);
                break;
            }
        }
        for (short s : w.materialIndex().cellsUnsafe()) {
            if ((s & 0xFFFF) >= w.materials().size()) {
                rules.add(MATERIAL_INDEX);
                break;
            }
        }
        if (!w.materials().isEmpty() && !w.materials().get(0).path().isEmpty()) {
            rules.add(MATERIAL_ZERO);
        }
        if (offsetsBroken(w.objectOffsets().cellsUnsafe(), OprwLayoutRules.objectBlockBytes(w.objects().size()),
                OprwLayoutRules.OBJECT_BYTES)) {
            rules.add(OBJECT_OFFSETS);
        }
        if (offsetsBroken(w.mapInfoOffsets().cellsUnsafe(), OprwLayoutRules.mapInfoBlockBytes(w), 1)) {
            rules.add(MAP_INFO_OFFSETS);
        }
        for (OprwObject o : w.objects()) {
            if (Integer.compareUnsigned(o.objectId(), w.maxObjectId()) > 0) {
                rules.add(MAX_OBJECT_ID);
                break;
            }
        }
        if (OprwFeature.ROAD_MODELS.in(w.version())) {
            for (OprwRoadCell c : w.roads()) {
                for (OprwRoadLink l : c.links()) {
                    if (!printable(l)) {
                        rules.add(ROAD_MODEL);
                    }
                }
            }
        }
        if (!w.mapInfoTail().isEmpty()) {
            rules.add(MAP_INFO_TAIL);
        }
        if (!w.trailing().isEmpty()) {
            rules.add(TRAILING);
        }
        return rules;
    }

    /** The rules the violations name. */
    public static Set<String> reported(List<Violation> violations) {
        Set<String> rules = new TreeSet<>();
        violations.forEach(v -> rules.add(ruleOf(v.field())));
        return rules;
    }

    /** A violation's field as a rule: indices of grid cells, road cells, links and map infos dropped. */
    public static String ruleOf(String field) {
        if (field.equals(MATERIAL_ZERO)) {
            return field;
        }
        return field.replaceAll("\\[\\d+\\]", "[]").replaceAll("\\[\\]$", "");
    }

    private static boolean printable(OprwRoadLink l) {
        if (l.model().isEmpty()) {
            return false;
        }
        for (int i = 0; i < l.model().length(); i++) {
            if ((l.model().byteAt(i) & 0xFF) < 0x20) {
                return false;
            }
        }
        return true;
    }

    private static boolean offsetsBroken(int[] offsets, long blockSize, int recordBytes) {
        for (int o : offsets) {
            if (!OprwLayoutRules.offsetFits(Integer.toUnsignedLong(o), blockSize, recordBytes)) {
                return true;
            }
        }
        return false;
    }
}
