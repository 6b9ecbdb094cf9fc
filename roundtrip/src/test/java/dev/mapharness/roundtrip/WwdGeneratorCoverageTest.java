package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/** The WWD generators reach the edges the round-trip properties must see; the conforming one keeps the strict rules. */
class WwdGeneratorCoverageTest {
    private static final List<WwdLevel> REPRESENTABLE = sample(WwdGens.representable(), 300, 31);
    private static final List<WwdLevel> CONFORMING = sample(WwdGens.conforming(), 300, 32);

    private static List<WwdLevel> sample(Gen<WwdLevel> gen, int n, long seed) {
        List<WwdLevel> out = new ArrayList<>();
        Theories.qtFew(seed, n).forAll(gen).checkAssert(out::add);
        return out;
    }

    private static void some(List<WwdLevel> sample, String what, Predicate<WwdLevel> p) {
        assertTrue(sample.stream().anyMatch(p), "no generated level has " + what);
    }

    private static Stream<WwdObject> objects(WwdLevel l) {
        return l.planes().stream().flatMap(p -> p.objects().stream());
    }

    private static IntStream cells(WwdLevel l) {
        return l.planes().stream().flatMapToInt(p -> IntStream.of(p.tiles().cellsUnsafe()));
    }

    private static Stream<FixedString> slots(WwdLevel l) {
        return Stream.concat(Stream.of(l.header().name(), l.header().rezFile(), l.header().prefixes().get(0)),
                l.planes().stream().map(WwdPlane::name));
    }

    @Test
    void bothSamplesReachTheEdges() {
        for (List<WwdLevel> s : List.of(CONFORMING, REPRESENTABLE)) {
            some(s, "compression", WwdLevel::compressed);
            some(s, "no compression", l -> !l.compressed());
            some(s, "several planes", l -> l.planes().size() > 2);
            some(s, "hundreds of objects", l -> objects(l).count() >= 200);
            some(s, "an object string of thousands of bytes", l -> objects(l).anyMatch(o -> o.name().length() > 1000
                    || o.logic().length() > 1000 || o.imageSet().length() > 1000 || o.animation().length() > 1000));
            some(s, "empty object strings", l -> objects(l).anyMatch(o -> o.name().isEmpty()));
            some(s, "the invisible marker", l -> cells(l).anyMatch(WwdPlane::isInvisible));
            some(s, "the filled marker", l -> cells(l).anyMatch(WwdPlane::isFilled));
            some(s, "a single tile property", l -> l.tileProperties().stream().anyMatch(t -> t instanceof WwdTileProperty.Single));
            some(s, "a double tile property", l -> l.tileProperties().stream().anyMatch(t -> t instanceof WwdTileProperty.Double));
            some(s, "a mask tile property", l -> l.tileProperties().stream().anyMatch(t -> t instanceof WwdTileProperty.Mask m
                    && m.mask().length() > 0));
            some(s, "a slot-filling name (63 of 64 bytes)", l -> l.header().name().value().length() == 63);
            some(s, "an empty name", l -> l.header().name().isEmpty());
            some(s, "no tile properties", l -> l.tileProperties().isEmpty());
        }
    }

    @Test
    void onlyRepresentableLevelsBreakTheRules() {
        some(REPRESENTABLE, "no planes", l -> l.planes().isEmpty());
        some(REPRESENTABLE, "two main planes", l -> l.planes().stream().filter(WwdPlane::isMain).count() > 1);
        some(REPRESENTABLE, "trailing bytes", l -> !l.trailing().isEmpty());
        some(REPRESENTABLE, "bytes after the zlib stream", l -> !l.afterStream().isEmpty());
        some(REPRESENTABLE, "WapMap's metadata with its Header block", l -> l.wapMapMeta().flatMap(m -> m.header()).isPresent());
        some(REPRESENTABLE, "WapMap's metadata with other blocks", l -> l.wapMapMeta().isPresent()
                && l.wapMapMeta().get().header().isEmpty());
        some(REPRESENTABLE, "a slot with no NUL", l -> slots(l).anyMatch(f -> !f.isTerminated()));
        some(REPRESENTABLE, "garbage after a NUL", l -> slots(l).anyMatch(FixedString::hasGarbage));
        some(REPRESENTABLE, "pixel sizes that disagree", l -> l.planes().stream().anyMatch(p -> !p.pixelSizesAgree()));
        some(REPRESENTABLE, "reserved plane words", l -> l.planes().stream().anyMatch(p -> !p.reserved().isZero()));
        some(REPRESENTABLE, "a user1/user2 hit type", l -> objects(l).anyMatch(o -> o.flagsHitType() == 0x100
                || o.flagsHitType() == 0x200 || o.flagsHitType() == 0x104));

        for (WwdLevel l : CONFORMING) {
            assertTrue(l.planes().stream().filter(WwdPlane::isMain).count() == 1, () -> WwdGens.describe(l));
            assertTrue(l.trailing().isEmpty() && l.afterStream().isEmpty() && l.wapMapMeta().isEmpty()
                    && l.tilePropertiesHeader().isZero(), () -> WwdGens.describe(l));
            assertTrue(slots(l).allMatch(f -> f.isTerminated() && !f.hasGarbage()), () -> WwdGens.describe(l));
            assertTrue(l.planes().stream().allMatch(p -> p.pixelSizesAgree() && p.reserved().isZero()), () -> WwdGens.describe(l));
        }
    }
}
