package dev.mapharness.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.wvr8.Wvr8World;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The reader's names for model paths where they differ (road cells by their land cell, the header's
 * fields, an end record read as the list's next element), where an element of a compressed or
 * polygon array lies, and the reason given for each kind of field with no bytes.
 */
class FieldLocationsPathsTest {
    private static final Wvr8World WVR8 = new Wvr8World(FloatGrid.of(1, 1, new float[] {1}), ShortGrid.filled(1, 1, (short) 0),
            50f, List.of(), List.of(), Optional.empty(), Blob.EMPTY);

    private static Decoded<? extends MapModel> readWithFieldMap(byte[] bytes) {
        return Codecs.forFormat(Format.OPRW).orElseThrow().read(bytes, ReadOptions.LENIENT.withFieldMap());
    }

    @Test
    void roadCellsAreNamedByTheirLandCellInTheRoadNet() {
        // DiffWorlds' two road cells are land cells 0 and 3
        OprwWorld w = DiffWorlds.world(24);
        assertEquals("roadNet", FieldLocations.readerPath(w, "roads"));
        assertEquals("roadNet[3].links[0].model", FieldLocations.readerPath(w, "roads[1].links[0].model"));
        assertEquals("roadNet[3].count", FieldLocations.readerPath(w, "roads[1].cell"));
        assertEquals("roadNet[0].count", FieldLocations.readerPath(w, "roads[0].cell"));
        // no such road cell, or no index at all: the path stays as it is
        for (String path : List.of("roads[2].cell", "roads[-1].cell", "roads[x].cell", "roadsides")) {
            assertEquals(path, FieldLocations.readerPath(w, path));
        }
    }

    @Test
    void headerFieldsLeavesAndEndRecordsHaveTheReadersNames() {
        OprwWorld w = DiffWorlds.world(25);
        assertEquals("header.version", FieldLocations.readerPath(w, "version"));
        assertEquals("header.appId", FieldLocations.readerPath(w, "appId"));
        assertEquals("header.landCellSize", FieldLocations.readerPath(w, "landCellSize"));
        assertEquals("versions", FieldLocations.readerPath(w, "versions"));
        assertEquals("nets[2].end.x", FieldLocations.readerPath(w, "nets[2].endX"));
        assertEquals("planes[1].unknown2", FieldLocations.readerPath(w, "planes[1].reserved.unknown2"));
        assertEquals("objects[0].transform[3]", FieldLocations.readerPath(WVR8, "dummy.transform[3]"));
    }

    @Test
    void anElementOfACompressedArrayLiesInTheArraysStream() throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("oprw/v18-medium.wrp"));
        Decoded<? extends MapModel> d = readWithFieldMap(bytes);
        FieldMap map = d.fieldMap().orElseThrow();
        assertEquals(new FieldLocations.Location("elevation[3]", map.spanOf("elevation"), ""),
                FieldLocations.locate(d.model(), map, "elevation[3]"));
    }

    @Test
    void aMapInfosFloatIsItsValueOrItsPolygonPoint() {
        // DiffWorlds' map infos: a position (two values), eight values and bytes, a polygon of two floats
        Decoded<? extends MapModel> d = readWithFieldMap(Codecs.write(DiffWorlds.world(24)));
        FieldMap map = d.fieldMap().orElseThrow();
        FieldMap.Span values = map.spanOf("mapInfos[1].values").orElseThrow();
        assertEquals(Optional.of(new FieldMap.Span(values.start() + 4, values.start() + 8)),
                FieldLocations.locate(d.model(), map, "mapInfos[1].floats[1]").span());
        FieldMap.Span points = map.spanOf("mapInfos[2].points").orElseThrow();
        assertEquals(Optional.of(new FieldMap.Span(points.start() + 4, points.start() + 8)),
                FieldLocations.locate(d.model(), map, "mapInfos[2].floats[1]").span());
        assertEquals(Optional.of(points), FieldLocations.locate(d.model(), map, "mapInfos[2].floats").span());
    }

    @Test
    void anEmptyLengthPrefixedStringLiesInItsLength() {
        FieldMap map = new FieldMap();
        ByteInput in = ByteInput.of(new byte[] {0, 0, 0, 0}, map);
        assertEquals("", in.lengthPrefixed32("name").text());
        assertEquals(new FieldLocations.Location("name", Optional.of(new FieldMap.Span(0, 4)), ""),
                FieldLocations.locate(WVR8, map, "name"));
    }

    @Test
    void eachFieldWithoutBytesSaysWhy() {
        OprwWorld w17 = DiffWorlds.world(17);
        assertEquals("OPRW 17 does not store it (" + OprwFeature.GRASS + " is not in this version)",
                FieldLocations.whyNotStored(w17, "grass"));
        assertEquals("OPRW 17 does not store it (" + OprwFeature.ROAD_CONNECTION_TYPES + " is not in this version)",
                FieldLocations.whyNotStored(w17, "roads[1].links[0].connectionTypes"));
        OprwWorld w25 = DiffWorlds.world(25);
        String derived = "not recorded by the reader: an empty list or a value derived from other fields";
        assertEquals(derived, FieldLocations.whyNotStored(w25, "grass"));
        assertEquals(derived, FieldLocations.whyNotStored(w25, "objects"));
        assertEquals(derived, FieldLocations.whyNotStored(WVR8, "random"));
        String empty = "empty in this file: no bytes";
        assertEquals(empty, FieldLocations.whyNotStored(w25, "mapInfos[0].bytes"));
        assertEquals(empty, FieldLocations.whyNotStored(WVR8, "objects[2].bytes"));
        assertEquals(empty, FieldLocations.whyNotStored(DiffWorlds.world(18), "random"));
        String past = "bytes past the end of the format's data; this file has none";
        assertEquals(past, FieldLocations.whyNotStored(w25, "trailing"));
        assertEquals(past, FieldLocations.whyNotStored(w25, "mapInfoTail"));
        assertEquals(past, FieldLocations.whyNotStored(WVR8, "trailing"));
    }
}
