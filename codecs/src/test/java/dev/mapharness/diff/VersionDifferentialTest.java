package dev.mapharness.diff;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwRules;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriteRules;
import dev.mapharness.rules.ReadRules;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VersionDifferentialTest {
    private static final int[] ALL = IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION).toArray();

    private static Map<String, LabelledDivergence> byPath(List<LabelledDivergence> list) {
        return list.stream().collect(Collectors.toMap(LabelledDivergence::path, d -> d));
    }

    /** The real codec, with {@code change} applied to what it reads back as {@code version}. */
    private static OprwRoundTrip faultyReader(int version, UnaryOperator<OprwWorld> change) {
        return new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                Decoded<OprwWorld> d = CODEC.readStrict(bytes);
                return d.model().version() != version ? d
                        : new Decoded<>(change.apply(d.model()), d.violations(), d.fieldMap());
            }
        };
    }

    @Test
    void everyVersionAgreesExceptWhereTheTableSays() {
        for (int from : new int[] {17, 20, 24, 25}) {
            DifferentialResult r = VersionDifferential.run(DiffWorlds.world(from), ALL);
            assertEquals(List.of(), r.failures(), "from " + from);
            assertEquals(List.of(), r.unexpected(), "from " + from);
            assertTrue(r.agrees());
            assertEquals(Set.of("version", "appId", "grass", "random", "primaryTexture",
                    "roads[0].links[0].connectionTypes", "roads[1].links[0].connectionTypes"),
                    byPath(r.expected()).keySet(), "from " + from);
        }
    }

    @Test
    void eachDivergenceListsTheValueOfEveryVersionInvolved() {
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24));
        assertEquals(List.of("OPRW 18", "OPRW 20", "OPRW 23", "OPRW 24", "OPRW 25"), r.sides());
        Map<String, LabelledDivergence> expected = byPath(r.expected());
        LabelledDivergence random = expected.get("random");
        assertEquals(List.of("OPRW 18", "OPRW 20", "OPRW 23", "OPRW 24", "OPRW 25"), random.sides());
        assertEquals("absent", random.valueOf("OPRW 23"));
        assertTrue(random.valueOf("OPRW 18").startsWith("ShortGrid 2×2"), random::toString);
        assertEquals(List.of(OprwFeature.RANDOM), random.features());

        LabelledDivergence appId = expected.get("appId");
        assertEquals("0", appId.valueOf("OPRW 25"), "a world from 24 gains a zero appId");
        assertEquals("absent", appId.valueOf("OPRW 24"));

        LabelledDivergence types = expected.get("roads[0].links[0].connectionTypes");
        assertEquals("absent", types.valueOf("OPRW 23"));
        assertTrue(types.valueOf("OPRW 24").startsWith("2 bytes [01 02]"), types::toString);
        assertEquals(List.of(OprwFeature.ROAD_CONNECTION_TYPES), types.features());
        assertFalse(expected.containsKey("grass"), "18 to 25 all have grass");
    }

    @Test
    void aFaultInOneVersionOnlyIsUnexpectedAndNamesThatVersion() {
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), faultyReader(25, DiffWorlds::withMovedObject),
                VersionDifferential.DEFAULT_VERSIONS);
        Map<String, LabelledDivergence> unexpected = byPath(r.unexpected());
        assertEquals(Set.of("objects[2].transform[9]"), unexpected.keySet());
        LabelledDivergence d = unexpected.get("objects[2].transform[9]");
        float x = DiffWorlds.world(24).objects().get(2).transform().get(9);
        assertEquals(Float.toString(x + 1), d.valueOf("OPRW 25"));
        assertEquals(Float.toString(x), d.valueOf("OPRW 24"));
        assertFalse(r.agrees());
    }

    @Test
    void aFaultBetween24And25OnlyIsFoundWhenComparedPairwise() {
        // 24 and 25 alone: the only pair is (24, 25), nothing to hide behind the first version
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), faultyReader(25, DiffWorlds::withMovedObject), 24, 25);
        assertEquals(Set.of("objects[2].transform[9]"), byPath(r.unexpected()).keySet());
        assertEquals(Set.of("version", "appId"), byPath(r.expected()).keySet());
    }

    @Test
    void aWriterRefusalIsAFindingNotAnException() {
        OprwRoundTrip refusing = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                if (world.version() == 20) {
                    throw new MapWriteException(OprwWriteRules.ROAD_MODEL_UNSUPPORTED, "roads[0]", "refused for the test");
                }
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                return CODEC.readStrict(bytes);
            }
        };
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), refusing, VersionDifferential.DEFAULT_VERSIONS);
        assertEquals(1, r.failures().size(), r::toString);
        SideFailure f = r.failures().get(0);
        assertEquals("OPRW 20", f.side());
        assertEquals(SideFailure.Stage.WRITE, f.stage());
        assertTrue(f.message().contains("refused for the test"), f::message);
        assertFalse(r.agrees());
        assertTrue(r.unexpected().isEmpty(), "the other versions are still compared and agree");
        assertFalse(byPath(r.expected()).get("random").sides().contains("OPRW 20"));
    }

    @Test
    void outputThatDoesNotReadBackIsAFinding() {
        OprwRoundTrip truncating = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                byte[] b = CODEC.write(world);
                return world.version() == 23 ? java.util.Arrays.copyOf(b, b.length - 3) : b;
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                return CODEC.readStrict(bytes);
            }
        };
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), truncating, VersionDifferential.DEFAULT_VERSIONS);
        assertEquals(List.of("OPRW 23"), r.failures().stream().map(SideFailure::side).toList(), r::toString);
        assertEquals(SideFailure.Stage.READ_BACK, r.failures().get(0).stage());
    }

    @Test
    void aReaderThatThrowsSomethingElseIsAFindingToo() {
        OprwRoundTrip broken = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                throw new IndexOutOfBoundsException("for the test");
            }
        };
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), broken, 18, 24);
        assertEquals(2, r.failures().size());
        assertTrue(r.failures().get(0).message().contains("IndexOutOfBoundsException"));
        assertEquals(Optional.empty(), r.failures().stream().filter(f -> f.stage() != SideFailure.Stage.READ_BACK).findAny());
    }

    @Test
    void aVersionOutsideTheTableCannotBeLaidOut() {
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), 16, 24);
        assertEquals(1, r.failures().size());
        assertEquals(SideFailure.Stage.LAY_OUT, r.failures().get(0).stage());
        assertEquals("OPRW 16", r.failures().get(0).side());
        String why = assertThrows(RuntimeException.class, () -> DiffWorlds.world(24).withVersion(16)).getMessage();
        assertEquals("OPRW 16: lay out failed: " + why, r.failures().get(0).line());
    }

    @Test
    void violationsInWhatReadsBackAreAFindingAndTheModelIsStillCompared() {
        Violation first = new Violation(OprwRules.MAP_INFO_TYPE_UNKNOWN, 4, "header.version", "for the test", Severity.WARNING, "");
        Violation second = new Violation(OprwRules.MAP_INFO_TYPE_UNKNOWN, 8, "header.landX", "for the test too", Severity.WARNING, "");
        OprwRoundTrip complaining = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                Decoded<OprwWorld> d = CODEC.readStrict(bytes);
                List<Violation> v = d.model().version() == 24 ? List.of(first) : List.of(first, second);
                return d.model().version() == 18 ? d : new Decoded<>(d.model(), v, d.fieldMap());
            }
        };
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), complaining, 18, 24, 25);
        assertEquals(List.of("OPRW 24: read back with violations failed: 1 violation, first " + first,
                "OPRW 25: read back with violations failed: 2 violations, first " + first),
                r.failures().stream().map(SideFailure::line).toList());
        assertEquals(List.of(), r.unexpected());
        assertEquals(List.of("OPRW 18", "OPRW 24", "OPRW 25"), byPath(r.expected()).get("appId").sides());
    }

    @Test
    void mapFormatExceptionsCarryTheirFieldIntoTheFinding() {
        OprwRoundTrip failing = new OprwRoundTrip() {
            @Override
            public byte[] write(OprwWorld world) {
                return CODEC.write(world);
            }

            @Override
            public Decoded<OprwWorld> readStrict(byte[] bytes) {
                throw new MapFormatException(ReadRules.GRID_EMPTY, 12, "header.landX", "a positive size", "0");
            }
        };
        DifferentialResult r = VersionDifferential.run(DiffWorlds.world(24), failing, 24);
        assertTrue(r.failures().get(0).message().contains("header.landX"), r::toString);
    }
}
