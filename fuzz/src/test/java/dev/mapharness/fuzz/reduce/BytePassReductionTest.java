package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The byte pass alone, on a stream target: planted byte patterns, refusal, and the attempt limit. */
class BytePassReductionTest {
    private static final FuzzTarget STREAM = Planted.streamTarget();

    /** True if the bytes hold 0xDE and, somewhere after it, 0xAD. */
    private static final Predicate<byte[]> DE_THEN_AD = bytes -> {
        int i = 0;
        while (i < bytes.length && bytes[i] != (byte) 0xDE) {
            i++;
        }
        for (i++; i < bytes.length; i++) {
            if (bytes[i] == (byte) 0xAD) {
                return true;
            }
        }
        return false;
    };

    private static byte[] noise(int length, long seed) {
        byte[] bytes = new byte[length];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    @Test
    void deAdInOrderReducesToExactlyThoseTwoBytes() {
        byte[] input = noise(4096, 7);
        input[1000] = (byte) 0xDE;
        input[3000] = (byte) 0xAD;
        Planted.Counted predicate = new Planted.Counted(DE_THEN_AD);

        Reduction r = new Reducer(STREAM, predicate, ReduceLimits.attempts(5000), line -> { }).reduce(input);

        System.out.println("DE AD in noise: " + r);
        assertArrayEquals(new byte[] {(byte) 0xDE, (byte) 0xAD}, r.bytes());
        assertEquals(4096, r.originalSize());
        assertEquals(predicate.calls().get(), r.attempts(), "every run of the predicate is an attempt, and only those");
        assertTrue(r.attempts() < 1000, "delta debugging needs far fewer attempts than bytes squared: " + r.attempts());
        assertTrue(r.steps().contains("bytes: 4096 → 2"), r.steps().toString());
    }

    @Test
    void bytesThatDoNotMatterBecomeZero() {
        // reproduces while byte 0 is 0x7F and the input is 8 bytes long: the other 7 bytes can only be zeroed
        byte[] input = {0x7F, 1, 2, 3, 4, 5, 6, 7};
        Reduction r = new Reducer(STREAM, b -> b.length == 8 && b[0] == 0x7F, ReduceLimits.attempts(1000), line -> { })
                .reduce(input);

        assertArrayEquals(new byte[] {0x7F, 0, 0, 0, 0, 0, 0, 0}, r.bytes());
        assertTrue(r.steps().contains("bytes: 7 set to 0"), r.steps().toString());
    }

    @Test
    void anInputThatDoesNotReproduceIsRefused() {
        Planted.Counted never = new Planted.Counted(bytes -> false);
        Reducer reducer = new Reducer(STREAM, never, ReduceLimits.attempts(5000), line -> { });

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> reducer.reduce(noise(100, 1)));
        assertTrue(e.getMessage().contains("does not fail"), e.getMessage());
        assertEquals(1, never.calls().get(), "refused after one replay, not after a whole reduction");
    }

    @Test
    void aPredicateThatThrowsMeansDoesNotReproduce() {
        byte[] input = {1, 2, 3, 4};
        // throws on anything shorter than 3 bytes; keeps bytes 1 and 2 (at least one of them at the end)
        Reduction r = new Reducer(STREAM, b -> b[2] != 0 || b[1] != 0, ReduceLimits.attempts(100), line -> { })
                .reduce(input);
        assertEquals(3, r.bytes().length, java.util.Arrays.toString(r.bytes()));
    }

    @Test
    void theAttemptLimitIsRespectedAndTheBestSoFarReturned() {
        byte[] input = noise(4096, 11);
        input[100] = (byte) 0xDE;
        input[4000] = (byte) 0xAD;
        Planted.Counted predicate = new Planted.Counted(DE_THEN_AD);
        List<String> progress = new ArrayList<>();

        Reduction r = new Reducer(STREAM, predicate, ReduceLimits.attempts(12), progress::add).reduce(input);

        assertEquals(12, predicate.calls().get());
        assertEquals(12, r.attempts());
        assertTrue(r.bytes().length < input.length, "12 attempts already halve the input: " + r.bytes().length);
        assertTrue(DE_THEN_AD.test(r.bytes()), "what is returned still reproduces");
        assertEquals("stopped: attempt limit 12 reached", progress.get(progress.size() - 1));
        assertEquals(progress, r.steps(), "progress sees every step as it is made");
    }

    @Test
    void aLimitOfOneAttemptOnlyChecksTheInput() {
        byte[] input = {(byte) 0xDE, 5, (byte) 0xAD};
        Reduction r = new Reducer(STREAM, DE_THEN_AD, ReduceLimits.attempts(1), line -> { }).reduce(input);
        assertArrayEquals(input, r.bytes());
        assertEquals(1, r.attempts());
    }
}
