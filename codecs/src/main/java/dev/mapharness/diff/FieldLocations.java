package dev.mapharness.diff;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRoadCell;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8World;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a field, named as {@link ModelComparator} names it, lies in the bytes a reader recorded
 * in its {@link FieldMap}. Model and reader mostly agree on names; where they do not (the file
 * stores a count beside a list, an OPRW road cell by its land cell, a 1WVR net's end as a point)
 * this is the one place that maps them. A field with no bytes of its own says why.
 */
public final class FieldLocations {

    /**
     * Where one model field lies.
     *
     * @param readerPath the field as the reader recorded it
     * @param span       its bytes (first to last of its parts), or empty if it has none
     * @param reason     why it has no bytes, when it has none; empty otherwise
     */
    public record Location(String readerPath, Optional<FieldMap.Span> span, String reason) {
        public boolean inBytes() {
            return span.isPresent();
        }
    }

    /** Model field → reader field, by the model's top-level name and a renamed leaf. */
    private static final Map<String, String> TOP_LEVEL = Map.of(
            "version", "header.version",
            "appId", "header.appId",
            "landCellSize", "header.landCellSize");

    /** Leaves the reader names differently from the model. */
    private static final Map<String, String> LEAVES = Map.of(
            "endX", "end.x",
            "endY", "end.y");

    /** The count a file stores before a list, by the list's reader path with indices dropped. */
    private static final Map<String, String> COUNTS = Map.ofEntries(
            Map.entry("models", "nModels"),
            Map.entry("materials", "nMaterials"),
            Map.entry("entities", "nEntities"),
            Map.entry("peaks", "nPeaks"),
            Map.entry("roadNet", "roadNetSize"),
            Map.entry("mapInfos", "mapInfoBlockSize"),
            Map.entry("planes", "header.planeCount"),
            Map.entry("planes[].objects", "objectCount"),
            Map.entry("planes[].imageSets", "imageSetCount"),
            Map.entry("tileProperties", "tilePropertiesHeader.count"),
            Map.entry("roadNet[].links", "count"),
            Map.entry("roadNet[].links[].positions", "positionCount"));

    /** The field a compressed WWD level's main block is recorded as. */
    public static final String ZLIB_BODY = "mainBlock.zlib";

    private FieldLocations() {
    }

    /** Where {@code modelPath} of {@code model} lies in the bytes {@code map} was recorded from. */
    public static Location locate(MapModel model, FieldMap map, String modelPath) {
        String path = readerPath(model, modelPath);
        Optional<FieldMap.Span> span = map.spanOf(path);
        if (span.isEmpty()) {
            span = compressed(map, path);
        }
        if (span.isEmpty()) {
            // an empty string has no bytes of its own; its length prefix says it is empty
            span = map.spanOf(path + "Length").or(() -> map.spanOf(path + ".length"));
        }
        span = union(span, count(map, path));
        if (span.isEmpty() && map.entry(ZLIB_BODY).isPresent() && !path.startsWith("header.")) {
            // a compressed WWD level: everything after the header lies in one zlib stream
            return new Location(ZLIB_BODY, map.spanOf(ZLIB_BODY), "");
        }
        if (span.isPresent()) {
            return new Location(path, span, "");
        }
        return new Location(path, span, whyNotStored(model, modelPath));
    }

    /** The reader's name for a model path. */
    static String readerPath(MapModel model, String modelPath) {
        String path = modelPath;
        int dot = path.indexOf('.');
        int bracket = path.indexOf('[');
        int end = Math.min(dot < 0 ? path.length() : dot, bracket < 0 ? path.length() : bracket);
        String top = path.substring(0, end);
        if (TOP_LEVEL.containsKey(top)) {
            path = TOP_LEVEL.get(top) + path.substring(end);
        }
        if (model instanceof OprwWorld world && top.equals("roads")) {
            path = roadPath(world, path);
        }
        // the object that ends a 4WVR or 8WVR object list is read as the list's next element
        if (model instanceof Wvr4World w && top.equals("terminator")) {
            path = "objects[" + w.objects().size() + "]" + path.substring(end);
        }
        if (model instanceof Wvr8World w && top.equals("dummy")) {
            path = "objects[" + w.objects().size() + "]" + path.substring(end);
        }
        int lastDot = path.lastIndexOf('.');
        String leaf = path.substring(lastDot + 1);
        if (LEAVES.containsKey(leaf)) {
            path = path.substring(0, lastDot + 1) + LEAVES.get(leaf);
        }
        // WWD plane's reserved words are read as the plane's own fields
        path = path.replace(".reserved.unknown", ".unknown");
        // an OPRW map info's floats are its values, or for a polygon its points
        return path;
    }

    /** {@code roads[2].links[0]} is the road net's land cell of the model's third road cell. */
    private static String roadPath(OprwWorld world, String path) {
        if (!path.startsWith("roads[")) {
            return path.equals("roads") ? "roadNet" : path;
        }
        int close = path.indexOf(']');
        int index;
        try {
            index = Integer.parseInt(path, 6, close, 10);
        } catch (NumberFormatException e) {
            return path;
        }
        List<OprwRoadCell> roads = world.roads();
        if (index < 0 || index >= roads.size()) {
            return path;
        }
        String rest = path.substring(close + 1);
        // the cell is where the count lies: a road cell's index is its position in the net
        return "roadNet[" + roads.get(index).cell() + "]" + (rest.equals(".cell") ? ".count" : rest);
    }

    /** An element of a compressed array lies somewhere in the array's compressed stream. */
    private static Optional<FieldMap.Span> compressed(FieldMap map, String path) {
        String array = path;
        while (array.endsWith("]")) {
            array = array.substring(0, array.lastIndexOf('['));
        }
        for (String suffix : List.of(".lzss", ".lzo")) {
            if (map.entry(array + suffix).isPresent()) {
                return map.spanOf(array);
            }
        }
        if (path.startsWith("mapInfos[") && path.contains(".floats")) {
            String base = path.substring(0, path.indexOf(".floats"));
            String element = path.substring(path.indexOf(".floats") + ".floats".length());
            return map.spanOf(base + ".values" + element)
                    .or(() -> map.spanOf(base + ".points" + element))
                    .or(() -> map.spanOf(base + ".points"));
        }
        return Optional.empty();
    }

    /** The count stored before a list, when {@code path} is a whole list. */
    private static Optional<FieldMap.Span> count(FieldMap map, String path) {
        String pattern = FeatureFields.pattern(path);
        String count = COUNTS.get(pattern);
        if (count == null) {
            return Optional.empty();
        }
        int dot = path.lastIndexOf('.');
        String owner = pattern.contains(".") && !count.contains(".") ? path.substring(0, dot + 1) : "";
        return map.spanOf(owner + count);
    }

    private static Optional<FieldMap.Span> union(Optional<FieldMap.Span> a, Optional<FieldMap.Span> b) {
        if (a.isEmpty()) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        return Optional.of(new FieldMap.Span(Math.min(a.get().start(), b.get().start()), Math.max(a.get().end(), b.get().end())));
    }

    /** Why a model field has no bytes of its own. */
    static String whyNotStored(MapModel model, String modelPath) {
        String pattern = FeatureFields.pattern(modelPath);
        if (model instanceof OprwWorld world) {
            for (OprwFeature f : OprwFeature.values()) {
                if (!f.in(world.version()) && f.fields().stream().anyMatch(field -> FeatureFields.covers(field, pattern))) {
                    return "OPRW " + world.version() + " does not store it (" + f + " is not in this version)";
                }
            }
        }
        if (pattern.endsWith(".bytes") || pattern.equals("random") && model instanceof OprwWorld) {
            return "empty in this file: no bytes";
        }
        if (pattern.equals("trailing") || pattern.equals("mapInfoTail")) {
            return "bytes past the end of the format's data; this file has none";
        }
        return "not recorded by the reader: an empty list or a value derived from other fields";
    }
}
