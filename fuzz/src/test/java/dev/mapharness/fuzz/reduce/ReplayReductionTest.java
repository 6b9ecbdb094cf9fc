package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import org.junit.jupiter.api.Test;

/** The reducer with the predicate the nightly runner uses: a real replay, same status and signature. */
class ReplayReductionTest {
    /** Fails on an 8WVR world with more than two objects, as a writer bug on the third object might. */
    private static final FuzzTarget MORE_THAN_TWO_OBJECTS = FuzzTarget.file("planted-8wvr-objects",
            "fails on more than two objects", Format.WVR8, "wrp", input -> {
                Wvr8World world;
                try {
                    world = Wvr8Codec.INSTANCE.read(input, ReadOptions.LENIENT).model();
                } catch (MapFormatException notAWorld) {
                    return;
                }
                if (world.objects().size() > 2) {
                    throw new IllegalStateException(world.objects().size() + " objects");
                }
            });

    @Test
    void aMediumWorldShrinksToThreeObjectsOnOneCell() {
        byte[] input = Planted.corpus("8wvr/medium.wrp");
        Outcome original = Replay.run(MORE_THAN_TWO_OBJECTS, input);
        assertEquals(Outcome.Status.FAILED, original.status());

        Reduction r = new Reducer(MORE_THAN_TWO_OBJECTS, Reducer.sameFailure(MORE_THAN_TWO_OBJECTS, original),
                ReduceLimits.attempts(5000), line -> { }).reduce(input);

        System.out.println("8WVR medium, replayed: " + r);
        Wvr8World world = Wvr8Codec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        assertEquals(3, world.objects().size());
        assertEquals(1, world.terrainWidth() * world.terrainHeight(), world.summary().toString());
        assertEquals(1, world.landWidth() * world.landHeight(), world.summary().toString());
        assertTrue(world.materials().isEmpty(), world.summary().toString());
        assertTrue(Replay.run(MORE_THAN_TWO_OBJECTS, r.bytes()).sameFailureAs(original));
        // header, one elevation cell, one material cell, the material count, three objects with one-byte paths
        assertTrue(r.bytes().length <= 24 + 4 + 2 + 4 + 3 * (48 + 4 + 4 + 1), input.length + " → " + r.bytes().length);
        assertTrue(r.attempts() < 2500, "attempts: " + r.attempts());
    }

    @Test
    void anotherFailureIsNotTheSameFailure() {
        Outcome original = Replay.run(MORE_THAN_TWO_OBJECTS, Planted.corpus("8wvr/medium.wrp"));
        FuzzTarget otherBug = FuzzTarget.file("planted-other", "fails differently", Format.WVR8, "wrp", input -> {
            throw new IllegalStateException("always");
        });

        Reducer reducer = new Reducer(otherBug, Reducer.sameFailure(otherBug, original), ReduceLimits.attempts(10), line -> { });
        assertThrows(IllegalArgumentException.class, () -> reducer.reduce(Planted.corpus("8wvr/small.wrp")));
    }

    @Test
    void anInputThatPassesHasNoFailureToKeep() {
        Outcome passed = Replay.run(MORE_THAN_TWO_OBJECTS, new byte[] {1, 2, 3});
        assertThrows(IllegalArgumentException.class, () -> Reducer.sameFailure(MORE_THAN_TWO_OBJECTS, passed));
    }
}
