package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The model pass on an OPRW world: a failure planted on one object and one elevation cell. */
class OprwModelReductionTest {
    private static boolean hasObject3AndHighGround(OprwWorld w) {
        boolean object = w.objects().stream().anyMatch(o -> o.modelIndex() == 3);
        boolean high = false;
        for (int i = 0; i < w.elevation().size() && !high; i++) {
            high = w.elevation().at(i) > 100;
        }
        return object && high;
    }

    @Test
    void aMediumWorldShrinksToOneObjectOnATinyGrid() {
        byte[] input = Planted.corpus("oprw/v24-medium.wrp");
        Planted.Counted predicate = new Planted.Counted(Planted.decodedModel(OprwCodec.INSTANCE,
                OprwModelReductionTest::hasObject3AndHighGround));
        List<String> progress = new ArrayList<>();

        Reduction r = new Reducer(Planted.fileTarget(Format.OPRW), predicate, ReduceLimits.attempts(5000), progress::add)
                .reduce(input);

        OprwWorld w = OprwCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        System.out.println("OPRW v24-medium: " + r);
        assertTrue(hasObject3AndHighGround(w), "the reduced world still fails");
        assertEquals(1, w.objects().size(), w.summary().toString());
        assertEquals(24, w.version());
        assertTrue(w.terrainWidth() * w.terrainHeight() <= 4 && w.landWidth() * w.landHeight() <= 4,
                "grids down to a cell or two: " + w.summary());
        assertEquals(4, w.models().size(), "model index 3 needs four models, and no more");
        assertTrue(w.roads().isEmpty() && w.mapInfos().isEmpty() && w.peaks().isEmpty() && w.entities().isEmpty(),
                w.summary().toString());
        assertTrue(r.bytes().length < input.length / 100, input.length + " → " + r.bytes().length);
        assertTrue(r.attempts() < 2500, "attempts: " + r.attempts());
        assertTrue(r.steps().contains("model: objects 400 → 1"), r.steps().toString());
        assertEquals(progress, r.steps());
    }

    /**
     * Road cells are land cell indices, and the world refuses one outside the land grid: a crop must
     * renumber them ({@link CropFollowers}), or two roads far apart would keep the land at 32 × 64.
     */
    @Test
    void twoRoadCellsKeepTheLandThatHoldsThem() {
        byte[] input = Planted.corpus("oprw/v24-medium.wrp");
        Reduction r = new Reducer(Planted.fileTarget(Format.OPRW),
                Planted.decodedModel(OprwCodec.INSTANCE, w -> w.roads().size() >= 2), ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        OprwWorld w = OprwCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        System.out.println("OPRW v24-medium, two road cells: " + r + " " + w.roads().stream().map(c -> c.cell()).toList());
        assertEquals(2, w.roads().size());
        assertTrue(w.landWidth() * w.landHeight() <= 4, "the land grid shrinks around the roads: " + w.summary());
    }

    @Test
    void theAttemptLimitHoldsInTheModelPassToo() {
        byte[] input = Planted.corpus("oprw/v24-medium.wrp");
        Planted.Counted predicate = new Planted.Counted(Planted.decodedModel(OprwCodec.INSTANCE,
                OprwModelReductionTest::hasObject3AndHighGround));

        Reduction r = new Reducer(Planted.fileTarget(Format.OPRW), predicate, ReduceLimits.attempts(25), line -> { })
                .reduce(input);

        assertEquals(25, predicate.calls().get());
        assertTrue(predicate.predicate().test(r.bytes()), "the best so far still reproduces");
        assertTrue(r.bytes().length < input.length, "25 attempts already crop the grids: " + r.bytes().length);
        assertEquals("stopped: attempt limit 25 reached", r.steps().get(r.steps().size() - 1));
    }
}
