package dev.mapharness.roundtrip.compress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.roundtrip.Theories;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * Our LZSS decoder on streams that no encoder of ours wrote: random flag groups of literals and
 * references of every distance and length (often reaching before the start), with the decoded
 * bytes worked out independently as the format describes them.
 */
class LzssRandomStreamTest {

    /** A stream of {@code items} random items and what it must decode to. */
    record Built(byte[] stream, byte[] decoded) {
    }

    record Recipe(int items, long seed) {
        Built build() {
            SplittableRandom rnd = new SplittableRandom(seed);
            ByteArrayOutputStream stream = new ByteArrayOutputStream();
            byte[] decoded = new byte[items * 18];
            int size = 0;
            int flagAt = -1;
            byte[] group = new byte[17];
            int groupLength = 0;
            boolean literalsOften = rnd.nextBoolean();
            int lastReference = 0;
            for (int i = 0; i < items; i++) {
                if (i % 8 == 0) {
                    stream.write(group, 0, groupLength);
                    group = new byte[17];
                    groupLength = 1;
                    flagAt = 0;
                }
                if (rnd.nextInt(literalsOften ? 2 : 5) == 0) {
                    group[flagAt] |= (byte) (1 << (i % 8));
                    byte b = (byte) rnd.nextInt(256);
                    group[groupLength++] = b;
                    decoded[size++] = b;
                    lastReference = 0;
                } else {
                    int distance = 1 + (rnd.nextBoolean() ? rnd.nextInt(Math.min(4095, size + 20)) : rnd.nextInt(4095));
                    int length = 3 + rnd.nextInt(16);
                    group[groupLength++] = (byte) distance;
                    group[groupLength++] = (byte) ((distance >> 4 & 0xF0) | (length - 3));
                    for (int k = 0; k < length; k++, size++) {
                        int from = size - distance;
                        decoded[size] = from < 0 ? (byte) 0x20 : decoded[from];
                    }
                    lastReference = length;
                }
            }
            stream.write(group, 0, groupLength);
            // the last item may be a reference cut short by the decoded size
            int cut = lastReference > 0 && rnd.nextBoolean() ? rnd.nextInt(lastReference) : 0;
            byte[] out = Arrays.copyOf(decoded, Math.max(0, size - cut));
            long sum = 0;
            for (byte b : out) {
                sum += b & 0xFF;
            }
            for (int k = 0; k < 4; k++) {
                stream.write((int) (sum >>> (8 * k)));
            }
            return new Built(stream.toByteArray(), out);
        }
    }

    static Gen<Recipe> recipes() {
        return Generate.oneOf(Generate.range(0, 40), Generate.range(0, 5000))
                .zip(Generate.longRange(0, Long.MAX_VALUE), Recipe::new);
    }

    @Test
    void decodesWhatTheBuilderWroteAndReadsExactlyIt() {
        Theories.qt(0x7_0400L, 500).forAll(recipes()).checkAssert(recipe -> {
            Built built = recipe.build();
            ByteInput in = ByteInput.of(CompressionInputs.withTrailing(built.stream(), 2));
            byte[] out = BisLzss.decode(in, built.decoded().length, "x");
            assertArrayEquals(built.decoded(), out, recipe.toString());
            assertEquals(built.stream().length, in.offset(), recipe + ": read exactly what was written");
        });
    }

    @Test
    void damagedStreamsFailOnlyWithMapFormatException() {
        Theories.qt(0x7_0401L, 500).forAll(recipes(), Generate.longRange(0, Long.MAX_VALUE)).checkAssert((recipe, damage) -> {
            Built built = recipe.build();
            SplittableRandom rnd = new SplittableRandom(damage);
            byte[] bytes = rnd.nextBoolean() ? Arrays.copyOf(built.stream(), rnd.nextInt(built.stream().length))
                    : built.stream().clone();
            for (int i = rnd.nextInt(4); i > 0 && bytes.length > 0; i--) {
                bytes[rnd.nextInt(bytes.length)] = (byte) rnd.nextInt(256);
            }
            int claimed = rnd.nextInt(4) == 0 ? rnd.nextInt(Integer.MAX_VALUE) : built.decoded().length;
            try {
                assertEquals(claimed, BisLzss.decode(ByteInput.of(bytes), claimed, "x").length);
            } catch (MapFormatException expected) {
                assertTrue(expected.offset() >= 0 && expected.offset() <= bytes.length, expected.getMessage());
            } catch (RuntimeException | Error e) {
                fail(recipe + ": " + e, e);
            }
        });
    }
}
