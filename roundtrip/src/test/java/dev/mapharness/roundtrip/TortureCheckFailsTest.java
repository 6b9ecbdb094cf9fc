package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4Codec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The torture check catches decoders that break the rule, and says on which input. */
class TortureCheckFailsTest {
    private static final byte[] VALID = Wvr4Codec.INSTANCE.write(Wvr4Samples.world(2, 2, 3, true, Blob.EMPTY));
    /** Keeps allocations observable so the JIT cannot drop them. */
    static volatile Object sink;

    private static Object read(byte[] b) {
        return Wvr4Codec.INSTANCE.read(b, ReadOptions.LENIENT).model();
    }

    private static int widthUnchecked(byte[] b) {
        return ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).getInt(4);
    }

    private static TortureFailure failure(String name, Function<byte[], ?> decoder) {
        return assertThrows(TortureFailure.class, () -> TortureCheck.of(name, decoder).run("4WVR 2×2", VALID));
    }

    @Test
    void indexOutOfBoundsOnAShortFileFails() {
        TortureFailure f = failure("reads the width unchecked", b -> {
            widthUnchecked(b);
            return read(b);
        });
        assertEquals(Mutation.Kind.TRUNCATION, f.mutation().kind());
        assertTrue(f.mutation().bytes().length < 8, f::getMessage);
        assertTrue(f.getCause() instanceof IndexOutOfBoundsException, f::getMessage);
        assertTrue(f.getMessage().contains("truncated to "), f::getMessage);
        assertTrue(f.getMessage().contains("reads the width unchecked on 4WVR 2×2"), f::getMessage);
    }

    @Test
    void allocatingByAHeaderCountFails() {
        TortureFailure f = failure("allocates by the width", b -> {
            if (b.length >= 8) {
                sink = new byte[Math.min(widthUnchecked(b) & 0x7FFF_FFFF, 64 << 20)];
            }
            return read(b);
        });
        assertEquals(Mutation.Kind.OVERWRITE, f.mutation().kind());
        assertEquals(4, f.mutation().offset());
        assertTrue(f.getMessage().contains("allocated "), f::getMessage);
        assertTrue(f.getMessage().contains("u32 0xFFFFFFFF written at offset 4"), f::getMessage);
        // the input's first bytes, in hex, with the hostile width in them
        assertTrue(f.getMessage().contains("34 57 56 52 ff ff ff ff"), f::getMessage);
    }

    @Test
    void outOfMemoryFails() {
        TortureFailure f = failure("sizes an array by the width", b -> {
            if (b.length >= 8 && widthUnchecked(b) == Integer.MAX_VALUE) {
                sink = new long[Integer.MAX_VALUE - 2];
            }
            return read(b);
        });
        assertTrue(f.getCause() instanceof OutOfMemoryError, f::getMessage);
        assertTrue(f.getMessage().contains("u32 0x7FFFFFFF written at offset 4"), f::getMessage);
    }

    @Test
    void stackOverflowFails() {
        TortureFailure f = failure("recurses per unit of width", b -> {
            if (b.length >= 8) {
                descend(widthUnchecked(b) & 0x7FFF_FFFF);
            }
            return read(b);
        });
        assertTrue(f.getCause() instanceof StackOverflowError, f::getMessage);
    }

    private static int descend(int depth) {
        return depth <= 0 ? 0 : 1 + descend(depth - 1);
    }

    @Test
    void anExceptionOnAFlippedByteFails() {
        TortureFailure f = failure("refuses some bytes with the wrong exception", b -> {
            if (b.length == VALID.length && b[b.length - 1] != VALID[VALID.length - 1]) {
                throw new IllegalArgumentException("last byte changed");
            }
            return read(b);
        });
        assertEquals(Mutation.Kind.FLIP, f.mutation().kind());
        assertTrue(f.getMessage().contains("around offset"), f::getMessage);
    }

    @Test
    void aFailingModelCheckFails() {
        TortureFailure f = assertThrows(TortureFailure.class, () -> TortureCheck.of("4WVR", TortureCheckFailsTest::read)
                .withModelCheck(m -> {
                    throw new AssertionError("rejected model");
                }).run("4WVR 2×2", VALID));
        assertTrue(f.getMessage().contains("model check failed"), f::getMessage);
    }

    @Test
    void aDecoderThatRejectsTheValidInputIsAMisuse() {
        assertThrows(IllegalArgumentException.class,
                () -> TortureCheck.of("4WVR", TortureCheckFailsTest::read).run("not 4WVR", new byte[] {1, 2, 3, 4, 5}));
    }

    @Test
    void aCorrectDecoderPasses() {
        TortureSummary s = TortureCheck.of("4WVR lenient", TortureCheckFailsTest::read).run("4WVR 2×2", VALID);
        assertEquals(VALID.length, s.total(Mutation.Kind.TRUNCATION));
        assertTrue(s.maxAllocated() > 0, s::toString);
    }
}
