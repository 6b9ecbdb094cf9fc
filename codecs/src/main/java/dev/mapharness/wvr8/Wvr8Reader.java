package dev.mapharness.wvr8;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Signatures;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads 8WVR worlds (Visitor 3 / Terrain Builder). The object list runs to end of file; the
 * first record with an empty model path is the dummy that ends it. Real files break tidy
 * conventions (material 0 not empty, indices past the material list): both modes keep such
 * files as they are and report them.
 */
public final class Wvr8Reader {
    private Wvr8Reader() {
    }

    /** Reads a whole file; returns a model or throws {@link MapFormatException}. */
    public static Decoded<Wvr8World> read(byte[] bytes, ReadOptions options) {
        FieldMap map = options.newFieldMap();
        ByteInput in = ByteInput.of(bytes, map);
        Violations violations = new Violations();

        in.enter("header");
        Signatures.expect(in, Format.WVR8, Wvr8ReadRules.SIGNATURE);
        long landX = in.u32("landX");
        long landY = in.u32("landY");
        long terrainX = in.u32("terrainX");
        long terrainY = in.u32("terrainY");
        int cellSizeAt = in.offset();
        float landCellSize = in.f32("landCellSize");
        in.leave();

        int landCells = in.checkGrid(landX, landY, Wvr8Layout.MATERIAL_CELL_BYTES, "header.landX × landY");
        int terrainCells = in.checkGrid(terrainX, terrainY, Wvr8Layout.ELEVATION_CELL_BYTES, "header.terrainX × terrainY");
        // each grid fits on its own; both must fit together (each is below 2^31 bytes, so no overflow in long)
        long gridBytes = (long) terrainCells * Wvr8Layout.ELEVATION_CELL_BYTES + (long) landCells * Wvr8Layout.MATERIAL_CELL_BYTES;
        if (gridBytes > in.remaining()) {
            throw in.fail(ReadRules.GRID_PAST_END, "header", "an elevation grid and a material grid that together fit in the "
                    + in.remaining() + " bytes left", terrainX + " × " + terrainY + " and " + landX + " × " + landY
                    + " cells, " + gridBytes + " bytes");
        }
        checkHeader(landX, landY, terrainX, terrainY, landCellSize, cellSizeAt, violations);

        int elevationAt = in.offset();
        FloatGrid elevation = FloatGrid.wrapBits((int) terrainX, (int) terrainY, in.f32BitsArray(terrainCells, "elevation"));
        Wvr8GridChecks.elevation(elevation, elevationAt, violations);
        int indicesAt = in.offset();
        ShortGrid indices = ShortGrid.wrap((int) landX, (int) landY, in.i16Array(landCells, "materialIndices"));

        List<Wvr8Material> materials = readMaterials(in, violations);
        Wvr8GridChecks.materialIndices(indices, materials.size(), indicesAt, violations);

        List<Wvr8Object> objects = new ArrayList<>();
        Optional<Wvr8Dummy> dummy = readObjects(in, objects, violations);

        Blob trailing = Blob.EMPTY;
        if (in.hasRemaining()) {
            if (options.strict()) {
                throw in.fail(Wvr8Rules.TRAILING_BYTES, "trailing", "end of file after the dummy object that ends the object list",
                        in.remaining() + " more bytes");
            }
            violations.addHere(in, Wvr8Rules.TRAILING_BYTES, "trailing", in.remaining() + " bytes after the dummy object that ends the object list");
            trailing = Blob.of(in.bytes(in.remaining(), "trailing"));
        }
        Wvr8World world = new Wvr8World(elevation, indices, landCellSize, materials, objects, dummy, trailing);
        return new Decoded<>(world, violations.toList(), Optional.ofNullable(map));
    }

    private static void checkHeader(long landX, long landY, long terrainX, long terrainY, float landCellSize,
                                    int cellSizeAt, Violations violations) {
        if (!(landCellSize > 0) || Float.isInfinite(landCellSize)) {
            violations.add(Wvr8Rules.LAND_CELL_SIZE, cellSizeAt, "header.landCellSize", "the land cell size must be a positive finite number of metres, not "
                    + landCellSize);
        }
        // the terrain grid refines the land grid: every land cell holds a whole number of terrain cells
        if (terrainX % landX != 0 || terrainY % landY != 0) {
            violations.add(Wvr8Rules.TERRAIN_GRID_NOT_MULTIPLE, 4, "header", "the terrain grid " + terrainX + " × " + terrainY
                    + " is not a whole multiple of the land grid " + landX + " × " + landY);
        }
    }

    /** {@code u32 n}, then per material {@code {u32 len; char[len]}…} ended by a zero length. */
    private static List<Wvr8Material> readMaterials(ByteInput in, Violations violations) {
        int countAt = in.offset();
        long n = in.u32("nMaterials");
        // every material needs at least its 4-byte zero length
        if (n > in.remaining() / Wvr8Layout.LENGTH_BYTES) {
            throw in.failAt(ReadRules.COUNT_PAST_END, countAt, "nMaterials", "a material count whose 4-byte end markers fit in the "
                    + in.remaining() + " bytes left", String.valueOf(n));
        }
        int count = (int) n;
        List<Wvr8Material> materials = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            in.enter("materials", i);
            int at = in.offset();
            List<RawString> names = new ArrayList<>();
            // each name takes at least 5 bytes, so this loop ends within the input
            while (true) {
                in.enter("names", names.size());
                int lengthAt = in.offset();
                long length = in.u32("length");
                if (length == 0) {
                    in.leave();
                    break;
                }
                if (length > in.remaining()) {
                    throw in.failAt(ReadRules.LENGTH_PAST_END, lengthAt, "length", "a name length within the " + in.remaining() + " bytes left",
                            String.valueOf(length));
                }
                names.add(RawString.of(in.bytes((int) length, "")));
                in.leave();
            }
            in.leave();
            if (i == 0 && !names.isEmpty()) {
                // Terrain Builder writes this; the convention is an empty entry 0, so report and keep it
                violations.note(Wvr8Rules.MATERIAL_ZERO_NAMED, at, "materials[0]", "material 0 is by convention empty, but has " + names.size()
                        + " names", Editors.TERRAIN_BUILDER);
            }
            materials.add(new Wvr8Material(names));
        }
        return materials;
    }

    /**
     * Object records to end of file or to the first record with an empty model path (the dummy).
     * Adds the objects to {@code objects}; returns the dummy if the file has one.
     */
    private static Optional<Wvr8Dummy> readObjects(ByteInput in, List<Wvr8Object> objects, Violations violations) {
        int objectsAt = in.offset();
        Optional<Wvr8Dummy> dummy = Optional.empty();
        while (in.hasRemaining()) {
            int index = objects.size();
            in.enter("objects", index);
            Transform transform = Transform.ofBits(in.f32BitsArray(Transform.FLOATS, "transform"));
            int id = in.i32("id");
            int lengthAt = in.offset();
            long length = in.u32("model.length");
            if (length == 0) {
                in.leave();
                dummy = Optional.of(new Wvr8Dummy(transform, id));
                break;
            }
            if (length > in.remaining()) {
                throw in.failAt(ReadRules.LENGTH_PAST_END, lengthAt, "model.length", "a model path length within the " + in.remaining() + " bytes left",
                        String.valueOf(length));
            }
            RawString model = RawString.of(in.bytes((int) length, "model"));
            in.leave();
            objects.add(new Wvr8Object(transform, id, model));
        }
        checkIds(objects, objectsAt, violations);
        if (dummy.isEmpty()) {
            violations.addHere(in, Wvr8Rules.OBJECT_LIST_UNENDED, "objects", "the object list ends at end of file without the dummy record"
                    + " (empty model path) that ends it");
        }
        return dummy;
    }

    /** Ids must be unique; one violation for all repeats, at the first object that repeats one. */
    private static void checkIds(List<Wvr8Object> objects, long objectsAt, Violations violations) {
        DuplicateIds duplicates = DuplicateIds.of(objects.stream().mapToInt(Wvr8Object::id).toArray());
        if (duplicates.count == 0) {
            return;
        }
        long at = objectsAt;
        for (int i = 0; i < duplicates.firstIndex; i++) {
            at += Wvr8Layout.OBJECT_FIXED_BYTES + objects.get(i).model().length();
        }
        violations.add(Wvr8Rules.OBJECT_ID_DUPLICATE, at + Transform.FLOATS * 4L, "objects[" + duplicates.firstIndex + "].id", duplicates.count
                + " objects reuse the id of an earlier object; ids must be unique (first: objects[" + duplicates.firstIndex
                + "] reuses the id of objects[" + duplicates.firstIndexOf + "])");
    }
}
