package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OprwCodecTest {

    @ParameterizedTest
    @ValueSource(ints = {17, 18, 19, 20, 21, 22, 23, 24, 25})
    void everyVersionRoundTripsStrictly(int version) {
        for (OprwWorld world : new OprwWorld[] {OprwSamples.world(version), OprwSamples.large(version)}) {
            byte[] file = OprwWriter.write(world);
            Decoded<OprwWorld> read = OprwReader.read(file, ReadOptions.STRICT);
            assertEquals(world, read.model());
            assertEquals(java.util.List.of(), read.violations());
            assertArrayEquals(file, OprwWriter.write(read.model()), "canonical bytes must be stable");
            assertTrue(Codecs.read(file, ReadOptions.STRICT).model() instanceof OprwWorld);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 20, 21, 24, 25})
    void headerLayoutFollowsTheVersionTable(int version) {
        byte[] file = OprwWriter.write(OprwSamples.world(version));
        assertEquals("OPRW", new String(file, 0, 4, StandardCharsets.ISO_8859_1));
        assertEquals(version, OprwFiles.u32(file, 4));
        int grids = version >= 25 ? 12 : 8;
        if (version >= 25) {
            assertEquals(107410, OprwFiles.u32(file, 8), "appId follows the version from 25 on");
        }
        assertEquals(3, OprwFiles.u32(file, grids));
        assertEquals(2, OprwFiles.u32(file, grids + 4));
        assertEquals(12, OprwFiles.u32(file, grids + 8));
        assertEquals(8, OprwFiles.u32(file, grids + 12));
        assertEquals(40f, Float.intBitsToFloat((int) OprwFiles.u32(file, grids + 16)));
        // the geography tree follows the header: its flag is 0 (one leaf) or 1 (a node)
        assertTrue(file[grids + 20] == 0 || file[grids + 20] == 1);
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 18, 20, 21, 22, 23, 24, 25})
    void sectionsAppearExactlyInTheVersionsThatHaveThem(int version) {
        byte[] file = OprwWriter.write(OprwSamples.world(version));
        var paths = OprwReader.read(file, ReadOptions.STRICT.withFieldMap()).fieldMap().orElseThrow().entries().stream()
                .map(e -> e.path()).toList();
        assertEquals(OprwFeature.RANDOM.in(version), paths.stream().anyMatch(p -> p.startsWith("random")), "random");
        assertEquals(OprwFeature.GRASS.in(version), paths.stream().anyMatch(p -> p.startsWith("grass")), "grass");
        assertEquals(OprwFeature.PRIMARY_TEXTURE.in(version), paths.stream().anyMatch(p -> p.startsWith("primaryTexture")));
        assertEquals(OprwFeature.ROAD_CONNECTION_TYPES.in(version),
                paths.stream().anyMatch(p -> p.endsWith("connectionTypes")), "connection types");
        assertEquals(OprwFeature.APP_ID.in(version), paths.contains("header.appId"), "appId");
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 25})
    void smallArraysAreStoredRawAndLargeOnesCompressed(int version) {
        // 12 × 8 terrain: 96 elevation floats = 384 bytes, under 1024, so stored raw
        OprwWorld small = OprwSamples.world(version);
        byte[] file = OprwWriter.write(small);
        int at = OprwFiles.offsetOf(file, "elevation");
        for (int i = 0; i < 96; i++) {
            assertEquals(small.elevation().bitsAt(i), (int) OprwFiles.u32(file, at + 4 * i));
        }
        // 48 × 64 terrain: 12 KiB of elevation, compressed to less
        OprwWorld large = OprwSamples.large(version);
        byte[] bigFile = OprwWriter.write(large);
        String stream = OprwFeature.LZO.in(version) ? "elevation.lzo" : "elevation.lzss";
        int elevationAt = OprwFiles.offsetOf(bigFile, stream);
        int materialsAt = OprwFiles.offsetOf(bigFile, "nMaterials");
        assertTrue(materialsAt - elevationAt < 48 * 64 * 4, "elevation takes " + (materialsAt - elevationAt) + " bytes");
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 24})
    void blockSizesAreDerivedFromWhatFollows(int version) {
        OprwWorld world = OprwSamples.world(version);
        byte[] file = OprwWriter.write(world);
        assertEquals(world.objects().size() * 60L, OprwFiles.u32(file, OprwFiles.offsetOf(file, "objectBlockSize")));
        int mapInfosAt = OprwFiles.offsetOf(file, "mapInfos[0].type");
        assertEquals(file.length - mapInfosAt, OprwFiles.u32(file, OprwFiles.offsetOf(file, "mapInfoBlockSize")));
        int roadSizeAt = OprwFiles.offsetOf(file, "roadNetSize");
        int objectsAt = OprwFiles.offsetOf(file, "objects[0].objectId");
        assertEquals(objectsAt - roadSizeAt - 4, OprwFiles.u32(file, roadSizeAt));
    }

    @ParameterizedTest
    @ValueSource(ints = {18, 25})
    void conventionsBrokenButRepresentableAreViolationsNotErrors(int version) {
        OprwWorld world = OprwSamples.withMaxObjectId(OprwSamples.world(version), 3);
        Decoded<OprwWorld> read = OprwReader.read(OprwWriter.write(world), ReadOptions.STRICT);
        assertEquals(world, read.model());
        assertEquals(1, read.violations().size(), read.violations()::toString);
        assertEquals("maxObjectId", read.violations().get(0).field());
        assertFalse(read.conforms());
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 25})
    void lenientKeepsUnknownMapInfoTypesAndTrailingBytes(int version) {
        byte[] tail = {45, 0, 0, 0, 1, 2, 3, 4, 5};
        OprwWorld world = OprwSamples.withTrailing(OprwSamples.world(version), dev.mapharness.bytes.Blob.of(tail),
                dev.mapharness.bytes.Blob.of(new byte[] {9, 9}));
        byte[] file = OprwWriter.write(world);
        Decoded<OprwWorld> read = OprwReader.read(file, ReadOptions.LENIENT);
        assertEquals(world, read.model());
        assertEquals(2, read.violations().size(), read.violations()::toString);
        assertArrayEquals(file, OprwWriter.write(read.model()));
        assertTrue(Arrays.asList("mapInfos[45].type", "trailing").containsAll(
                read.violations().stream().map(v -> v.field()).toList()), read.violations()::toString);
    }
}
