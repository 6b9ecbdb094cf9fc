package dev.mapharness.fuzz.stream;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.driver.FuzzedDataProviderImpl;
import dev.mapharness.fuzz.replay.Replay;
import java.util.HashSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What the instructions target builds: streams the plain decoder reads, with every form and the overlap edges. */
class LzoInstructionsTest {
    private static final int INPUTS = 1500;

    @BeforeAll
    static void jazzerRuntime() throws ClassNotFoundException {
        Class.forName(Replay.class.getName()); // its initialiser puts the data provider's runtime on the class path
    }

    private static byte[] built(Random random) {
        byte[] fuzzerData = new byte[random.nextInt(4000)];
        random.nextBytes(fuzzerData);
        try (FuzzedDataProviderImpl data = FuzzedDataProviderImpl.withJavaData(fuzzerData)) {
            return LzoInstructions.build(data);
        }
    }

    @Test
    void mostStreamsDecodePlainlyToTheirDeclaredSizeEndingAtTheEndMarker() {
        Random random = new Random(31);
        int decoded = 0;
        for (int i = 0; i < INPUTS; i++) {
            byte[] input = built(random);
            int size = StreamInput.decodedSize(input);
            Optional<PlainLzo1x.Decoded> plain = PlainLzo1x.decode(input, StreamInput.SIZE_BYTES, size);
            if (plain.isPresent()) {
                decoded++;
                assertEquals(input.length - StreamInput.SIZE_BYTES, plain.get().consumed(), "the end marker ends the input");
            }
        }
        assertTrue(decoded > INPUTS / 2, decoded + " of " + INPUTS + " decode");
        assertTrue(decoded < INPUTS, "some copies reach too far or sizes are one off, so refusals are compared too");
    }

    @Test
    void theCodecAgreesWithThePlainDecoderAndAircompressorOnEveryBuiltStream() {
        Random random = new Random(32);
        for (int i = 0; i < 300; i++) {
            byte[] input = built(random);
            assertDoesNotThrow(() -> LzoOracle.decode(input));
        }
    }

    @Test
    void everyFormAndTheOverlapEdgesOfLongCopiesAreBuilt() {
        Random random = new Random(33);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < INPUTS; i++) {
            byte[] input = built(random);
            if (PlainLzo1x.decode(input, StreamInput.SIZE_BYTES, StreamInput.decodedSize(input)).isPresent()) {
                Forms.of(input, seen);
            }
        }
        for (String form : new String[] {"first-literals", "literal-run", "near-2", "far-3", "short", "mid", "far",
            "long-overlap-by-one", "long-overlap-exact", "long-apart-by-one"}) {
            assertTrue(seen.contains(form), form + " never built; built " + seen);
        }
    }

    /** The instruction forms of a valid stream, parsed independently of both decoders. */
    private static final class Forms {
        static void of(byte[] input, Set<String> seen) {
            int ip = StreamInput.SIZE_BYTES;
            int state = 0;
            int first = input[ip] & 0xFF;
            if (first > 17) {
                seen.add("first-literals");
                ip += 1 + first - 17;
                state = Math.min(first - 17, 4);
            }
            while (true) {
                int t = input[ip++] & 0xFF;
                int length;
                int distance;
                if (t >= 64) {
                    seen.add("short");
                    length = (t >> 5) + 1;
                    distance = ((input[ip++] & 0xFF) << 3) + (t >> 2 & 7) + 1;
                } else if (t >= 32) {
                    seen.add("mid");
                    int[] ext = extension(input, ip, t & 31, 31);
                    length = ext[0] + 2;
                    ip = ext[1];
                    distance = ((input[ip] & 0xFF | (input[ip + 1] & 0xFF) << 8) >> 2) + 1;
                    ip += 2;
                } else if (t >= 16) {
                    int[] ext = extension(input, ip, t & 7, 7);
                    ip = ext[1];
                    int word = input[ip] & 0xFF | (input[ip + 1] & 0xFF) << 8;
                    ip += 2;
                    if ((t & 8) == 0 && word >> 2 == 0) {
                        return;
                    }
                    seen.add("far");
                    length = ext[0] + 2;
                    distance = 16384 + ((t & 8) << 11) + (word >> 2);
                } else if (state == 0) {
                    seen.add("literal-run");
                    int[] ext = extension(input, ip, t, 15);
                    ip = ext[1] + ext[0] + 3;
                    state = 4;
                    continue;
                } else {
                    seen.add(state == 4 ? "far-3" : "near-2");
                    length = state == 4 ? 3 : 2;
                    distance = ((input[ip++] & 0xFF) << 2) + (t >> 2) + (state == 4 ? 2049 : 1);
                }
                if (length >= 512) {
                    seen.add(distance == length - 1 ? "long-overlap-by-one" : distance == length ? "long-overlap-exact"
                            : distance == length + 1 ? "long-apart-by-one" : "long");
                }
                // the last two bits of the opcode, or of the word's low byte in the forms with a word
                int trailing = (t >= 16 && t < 64 ? input[ip - 2] : t) & 3;
                ip += trailing;
                state = trailing;
            }
        }

        /** {length bits or extended length, position after the extension}. */
        private static int[] extension(byte[] input, int ip, int bits, int base) {
            if (bits != 0) {
                return new int[] {bits, ip};
            }
            int length = base;
            while (input[ip] == 0) {
                length += 255;
                ip++;
            }
            return new int[] {length + (input[ip] & 0xFF), ip + 1};
        }
    }
}
