package dev.mapharness.fuzz.build;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr1.Wvr1WriteRules;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A refusal is a finding exactly when the field it names holds what the format can store. */
class Wvr1RefusalsTest {
    private static final int MINUS_ZERO = 0x8000_0000;

    private static Wvr1NetHeader header(String name) {
        return new Wvr1NetHeader(FixedString.padded(name, Wvr1NetHeader.NAME_LENGTH), 0, 0, 0, 0, 0, 1, 1f, 2f, 3f, 1f);
    }

    private static Wvr1World world(Wvr1Net net) {
        return new Wvr1World(ShortGrid.of(1, 1, new short[1]), ShortGrid.of(1, 1, new short[1]),
                Collections.nCopies(Wvr1World.TEXTURE_SLOTS, FixedString.padded("", Wvr1World.TEXTURE_NAME_LENGTH)),
                List.of(), List.of(net), header(Wvr1NetHeader.END_OF_NETS), Blob.EMPTY);
    }

    private static Wvr1Net road(List<Wvr1Subnet> segments, int endX, int endY) {
        return new Wvr1Net(header("LandText\\Silnice.pac"), segments, endX, endY);
    }

    private static Wvr1Subnet segment(float x, float y) {
        return new Wvr1Subnet(x, y, 0f, 0f, 0f, 1f, 0, 0);
    }

    @Test
    void theRealWriterRefusesOnlyWithAReasonAndTheWorldsItWritesAreNotJudged() {
        Wvr1World bits = world(road(List.of(segment(1f, 2f)), 1, 0));
        MapWriteException refusal = assertThrows(MapWriteException.class, () -> Wvr1Codec.INSTANCE.write(bits));
        assertDoesNotThrow(() -> Wvr1Refusals.check(bits, refusal));
        Wvr1World minusZero = world(road(List.of(segment(1f, 2f)), MINUS_ZERO, MINUS_ZERO));
        assertTrue(Wvr1Codec.INSTANCE.write(minusZero).length > 0, "an end record of -0.0 is stored");
    }

    @Test
    void refusingAnEndRecordOfEitherZeroIsAFinding() {
        Wvr1World world = world(road(List.of(), MINUS_ZERO, 0));
        assertThrows(AssertionError.class, () -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.NET_END_NOT_ZERO, "nets[0].endX", "-0.0")));
        assertThrows(AssertionError.class, () -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.NET_END_NOT_ZERO, "nets[0].endY", "+0.0")));
        Wvr1World oneBit = world(road(List.of(), 0, 1));
        assertDoesNotThrow(() -> Wvr1Refusals.check(oneBit, new MapWriteException(Wvr1WriteRules.NET_END_NOT_ZERO, "nets[0].endY", "bits 1")));
    }

    @Test
    void refusingASegmentOffTheOriginIsAFinding() {
        Wvr1World world = world(road(List.of(segment(0f, 5f), segment(-0f, 0f)), 0, 0));
        assertThrows(AssertionError.class, () -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.SEGMENT_AT_ORIGIN, "nets[0].subnets[0]", "x is 0")));
        assertDoesNotThrow(() -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.SEGMENT_AT_ORIGIN, "nets[0].subnets[1]", "at the origin")));
    }

    @Test
    void onlyANetNamedEndOfNetsMayBeRefusedForItsName() {
        Wvr1World road = world(road(List.of(), 0, 0));
        assertThrows(AssertionError.class, () -> Wvr1Refusals.check(road, new MapWriteException(Wvr1WriteRules.NET_NAMED_END_OF_NETS, "nets[0].header.name", "")));
        Wvr1World early = world(new Wvr1Net(header(Wvr1NetHeader.END_OF_NETS), List.of(), 0, 0));
        assertDoesNotThrow(() -> Wvr1Refusals.check(early, new MapWriteException(Wvr1WriteRules.NET_NAMED_END_OF_NETS, "nets[0].header.name", "")));
        assertThrows(AssertionError.class, () -> Wvr1Refusals.check(road, new MapWriteException(Wvr1WriteRules.END_OF_NETS_NAME, "endOfNets.name", "")));
    }

    @Test
    void aNameInASlotOfAnotherLengthMayBeRefused() {
        Wvr1NetHeader shortSlot = new Wvr1NetHeader(FixedString.padded("LandText\\Silnice.pac", 30), 0, 0, 0, 0, 0, 1, 1f, 2f, 3f, 1f);
        Wvr1World road = world(new Wvr1Net(shortSlot, List.of(), 0, 0));
        assertDoesNotThrow(() -> Wvr1Refusals.check(road, new MapWriteException(Wvr1WriteRules.NAME_SLOT_LENGTH, "nets[0].header.name", "30 bytes, not 24")));
        Wvr1World end = new Wvr1World(road.heights(), road.textureIndices(), road.textureNames(), road.models(), List.of(),
                new Wvr1NetHeader(FixedString.padded(Wvr1NetHeader.END_OF_NETS, 30), 0, 0, 0, 0, 0, 1, 1f, 2f, 3f, 1f), Blob.EMPTY);
        assertDoesNotThrow(() -> Wvr1Refusals.check(end, new MapWriteException(Wvr1WriteRules.NAME_SLOT_LENGTH, "endOfNets.name", "30 bytes, not 24")));
        MapWriteException refusal = assertThrows(MapWriteException.class, () -> Wvr1Codec.INSTANCE.write(end));
        assertDoesNotThrow(() -> Wvr1Refusals.check(end, refusal), "the real writer's refusal of it");
    }

    @Test
    void fieldsWithoutARuleStatedHereAreTakenOnTheWritersWord() {
        Wvr1World world = world(road(List.of(), 0, 0));
        assertDoesNotThrow(() -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.MODEL_NAME_NOT_P3D, "models[0].name", "no .p3d")));
        assertDoesNotThrow(() -> Wvr1Refusals.check(world, new MapWriteException(Wvr1WriteRules.FIRST_HEADER_READS_AS_MODEL, "nets[0].header", "reads as a model")));
    }
}
