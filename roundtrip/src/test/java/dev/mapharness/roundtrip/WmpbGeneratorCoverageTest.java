package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbReader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The binary WMP generators reach what the round-trip properties must see: every object type, deep
 * groups, empty and long names, every optional chunk, floats of every kind; the representable one
 * also raw chunks and types no real file holds, which the conforming one never makes.
 */
class WmpbGeneratorCoverageTest {
    private static final List<WmpbLevel> CONFORMING = sample(WmpbGens.conforming(), 200, 41);
    private static final List<WmpbLevel> REPRESENTABLE = sample(WmpbGens.representable(), 200, 42);

    private static List<WmpbLevel> sample(Gen<WmpbLevel> gen, int n, long seed) {
        List<WmpbLevel> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    private static void some(List<WmpbLevel> sample, String what, Predicate<WmpbLevel> p) {
        assertTrue(sample.stream().anyMatch(p), "no generated level has " + what);
    }

    private static Stream<WmpbData> data(WmpbLevel l) {
        return l.objects().stream().flatMap(o -> o.data().stream());
    }

    private static <T extends WmpbData> Stream<T> data(WmpbLevel l, Class<T> type) {
        return data(l).filter(type::isInstance).map(type::cast);
    }

    private static Stream<RawString> names(WmpbLevel l) {
        return l.objects().stream().flatMap(o -> Stream.concat(Stream.of(o.className()), o.name().stream()));
    }

    private static Stream<Double> numbers(WmpbLevel l) {
        return l.objects().stream().flatMap(o -> Stream.of(o.position(), o.angles(), o.scale()))
                .flatMap(v -> Stream.of(v.x(), v.y(), v.z()));
    }

    static int depth(WmpbObject o) {
        int deepest = 0;
        List<WmpbObject> level = List.of(o);
        while (!level.isEmpty()) {
            level = level.stream().flatMap(x -> x.children().stream()).toList();
            deepest += level.isEmpty() ? 0 : 1;
        }
        return deepest;
    }

    @Test
    void bothSamplesReachTheEdges() {
        for (List<WmpbLevel> s : List.of(CONFORMING, REPRESENTABLE)) {
            for (int type : new int[] {WmpbObject.GROUP, WmpbObject.BLOCK, WmpbObject.START, WmpbObject.LIGHT,
                WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY, WmpbObject.PATH, WmpbObject.REGION}) {
                some(s, WmpbObject.typeName(type), l -> l.objects().stream().anyMatch(o -> o.type() == type));
            }
            some(s, "groups nested 4 deep", l -> depth(l.root()) >= 4);
            some(s, "an empty level", l -> l.root().children().isEmpty());
            some(s, "an empty name", l -> names(l).anyMatch(RawString::isEmpty));
            some(s, "a name of 200 bytes", l -> names(l).anyMatch(n -> n.length() >= 200));
            some(s, "a CP1252 byte in a name", l -> names(l).anyMatch(n -> new String(n.bytes(),
                    java.nio.charset.StandardCharsets.ISO_8859_1).chars().anyMatch(c -> c >= 0x80)));
            some(s, "no WAD", l -> l.settings().wads().isEmpty());
            some(s, "an entity with 20 skills", l -> data(l, WmpbEntity.class).anyMatch(e -> e.skills().size() == 20));
            some(s, "an entity with every optional chunk", l -> data(l, WmpbEntity.class).anyMatch(e ->
                    e.action().isPresent() && e.material().isPresent() && e.path().isPresent() && e.strings().isPresent()));
            some(s, "a block with fewer face records than faces", l -> data(l, WmpbBlock.class)
                    .anyMatch(b -> !b.faceRecords().isEmpty() && b.faceRecords().size() < b.faces().size()));
            some(s, "a face record with texture coordinates", l -> data(l, WmpbBlock.class)
                    .anyMatch(b -> b.faceRecords().stream().anyMatch(f -> f.textureCoordinates().isPresent())));
            some(s, "a path with no nodes", l -> data(l, WmpbPath.class).anyMatch(p -> p.nodes().isEmpty()));
            some(s, "a path with edges", l -> data(l, WmpbPath.class).anyMatch(p -> !p.edges().isEmpty()));
            some(s, "a NaN with a payload", l -> numbers(l).anyMatch(d -> Double.isNaN(d)
                    && Double.doubleToRawLongBits(d) != Double.doubleToRawLongBits(Double.NaN)));
            some(s, "−0", l -> numbers(l).anyMatch(d -> Double.doubleToRawLongBits(d) == Long.MIN_VALUE));
            some(s, "an infinity", l -> numbers(l).anyMatch(d -> Double.isInfinite(d)));
            some(s, "a u32 of 2^32 − 1", l -> l.objects().stream().anyMatch(o -> o.reserved() == 0xFFFF_FFFFL));
        }
        some(REPRESENTABLE, "a raw data chunk", WmpbGens::hasRawChunk);
        some(REPRESENTABLE, "a type no real file holds", l -> l.objects().stream()
                .anyMatch(o -> WmpbObject.typeName(o.type()).startsWith("type ")));
        some(REPRESENTABLE, "a violation", l -> !WmpbCodec.INSTANCE.read(WmpbCodec.INSTANCE.write(l),
                ReadOptions.LENIENT).violations().isEmpty());
        assertTrue(CONFORMING.stream().noneMatch(WmpbGens::hasRawChunk), "a conforming level holds a raw chunk");
    }

    @Test
    void largeLevelsNestToTheLimitAndFillEveryField() {
        List<WmpbLevel> large = sample(WmpbGens.conformingLarge(), 1, 43);
        WmpbLevel l = large.get(0);
        assertEquals(WmpbReader.MAX_DEPTH - 1, depth(l.root()));
        assertTrue(l.objectCount() > 2000 + WmpbReader.MAX_DEPTH, () -> l.objectCount() + " objects");
        assertTrue(data(l, WmpbBlock.class).anyMatch(b -> b.faces().stream().anyMatch(f -> f.size() == 65_535)),
                "no face of 65,535 vertices");
        assertTrue(names(l).anyMatch(n -> n.length() == 65_536), "no name of 64 KiB");
        assertTrue(data(l, WmpbRawChunk.class).findAny().isEmpty());
    }
}
