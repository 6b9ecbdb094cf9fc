package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** When the model pass applies: only to files that decode, and only if their canonical rewrite still fails. */
class ModelPassChoiceTest {
    private static boolean contains(byte[] bytes, String text) {
        return new String(bytes, StandardCharsets.ISO_8859_1).contains(text);
    }

    @Test
    void aFailureThatNeedsTheExactBytesSkipsTheModelPass() {
        // a comment is not part of the model: the canonical rewrite loses it, and with it the failure
        byte[] level = Planted.corpus("wmp/small.wmp");
        byte[] input = (new String(level, StandardCharsets.ISO_8859_1) + "\n// marker\n").getBytes(StandardCharsets.ISO_8859_1);
        Predicate<byte[]> needsComment = b -> contains(b, "// marker");
        Planted.Counted predicate = new Planted.Counted(needsComment);

        Reduction r = new Reducer(Planted.fileTarget(Format.WMP_TEXT), predicate, ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        assertEquals("// marker", new String(r.bytes(), StandardCharsets.ISO_8859_1));
        assertTrue(r.steps().stream().noneMatch(s -> s.startsWith("model:")), r.steps().toString());
        Reduction bytesOnly = new Reducer(Planted.streamTarget(), needsComment, ReduceLimits.attempts(5000), line -> { })
                .reduce(input);
        assertEquals(bytesOnly.attempts() + 1, r.attempts(), "one attempt on the canonical rewrite, none on model edits");
    }

    @Test
    void aFileThatDoesNotDecodeIsReducedByItsBytes() {
        byte[] input = new byte[2000];
        new Random(3).nextBytes(input);
        input[0] = 'O';
        input[1] = 'P';
        input[2] = 'R';
        input[3] = 'W';
        Predicate<byte[]> oprwMagic = b -> b.length >= 4 && b[0] == 'O' && b[1] == 'P' && b[2] == 'R' && b[3] == 'W';

        Reduction r = new Reducer(Planted.fileTarget(Format.OPRW), oprwMagic, ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        assertArrayEquals("OPRW".getBytes(StandardCharsets.ISO_8859_1), r.bytes());
    }

    @Test
    void aStreamTargetNeverDecodesItsInputAsAFile() {
        // a WMP level, but the target says its bytes are a stream: only bytes are removed, never a whole block at once
        byte[] input = Planted.corpus("wmp/small.wmp");
        Reduction r = new Reducer(Planted.streamTarget(), b -> contains(b, "brownwood"), ReduceLimits.attempts(5000), line -> { })
                .reduce(input);

        assertEquals("brownwood", new String(r.bytes(), StandardCharsets.ISO_8859_1));
        assertTrue(r.steps().stream().noneMatch(s -> s.startsWith("model:")), r.steps().toString());
    }

    @Test
    void theModelPassKeepsTheFileReadable() {
        byte[] input = Planted.corpus("wmp/small.wmp");
        Reduction r = new Reducer(Planted.fileTarget(Format.WMP_TEXT),
                Planted.decodedModel(WmpCodec.INSTANCE, l -> contains(WmpCodec.INSTANCE.write(l), "brownwood")),
                ReduceLimits.attempts(5000), line -> { }).reduce(input);

        assertTrue(r.steps().contains("model: items 11 → 1"), r.steps().toString());
        // the byte passes may go on to cut the block down to an unknown section, which a lenient read keeps
        WmpLevel reduced = WmpCodec.INSTANCE.read(r.bytes(), ReadOptions.LENIENT).model();
        assertTrue(contains(WmpCodec.INSTANCE.write(reduced), "brownwood"), () -> new String(r.bytes(), StandardCharsets.ISO_8859_1));
        assertTrue(r.bytes().length < input.length / 20, () -> r.bytes().length + " bytes");
    }
}
