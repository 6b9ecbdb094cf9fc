package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmSun;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.TextNumbers;
import dev.mapharness.text.Token;
import dev.mapharness.text.TokenKind;
import dev.mapharness.text.Tokenizer;
import dev.mapharness.wmp.WmpCodec;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Layouts of Gamestudio text levels: a file read and written back through its layout is the same
 * bytes, whether our writer printed it or it was laid out otherwise (other white space, comments
 * everywhere, number spellings like {@code 100.00}); and a changed item is the only part printed
 * anew.
 */
class GamestudioLayoutTest {
    private static <M extends MapModel> void sameBytes(MapCodec<M> codec, byte[] b) {
        Decoded<M> d = codec.read(b, ReadOptions.LENIENT);
        assertArrayEquals(b, codec.write(d.model(), d.layout().orElseThrow()));
    }

    private static <M extends MapModel> void layoutKeepsEveryLayout(MapCodec<M> codec, Gen<M> gen, long seed) {
        Theories.qt(seed, 60).forAll(gen).checkAssert(m -> {
            byte[] b;
            try {
                b = codec.write(m);
            } catch (MapWriteException notRepresentable) {
                return;
            }
            sameBytes(codec, b);
            sameBytes(codec, TextLayouts.respaced(b, seed));
            sameBytes(codec, TextLayouts.commented(b, seed));
            sameBytes(codec, respelled(b));
        });
    }

    @Test
    void wmpWrittenThroughItsLayoutIsTheSameBytes() {
        layoutKeepsEveryLayout(WmpCodec.INSTANCE, WmpGens.representable(), 0x574D_4C01L);
    }

    @Test
    void mmWrittenThroughItsLayoutIsTheSameBytes() {
        layoutKeepsEveryLayout(MmCodec.INSTANCE, MmGens.representable(), 0x244D_4C01L);
    }

    /** Replacing one item keeps every byte before and after it, comments and odd spellings included. */
    @Test
    void aChangedItemIsTheOnlyPartPrintedAnew() {
        Theories.qt(0x244D_4C02L, 60).forAll(MmGens.conforming()).checkAssert(m -> {
            if (m.items().isEmpty()) {
                return;
            }
            byte[] b = respelled(TextLayouts.commented(MmCodec.INSTANCE.write(m), 7));
            Decoded<MmLevel> d = MmCodec.INSTANCE.read(b, ReadOptions.LENIENT);
            TextLayout layout = (TextLayout) d.layout().orElseThrow();
            int k = d.model().items().size() - 1;
            List<MmItem> items = new ArrayList<>(d.model().items());
            MmSun replacement = new MmSun(List.of(12.5, 3.0));
            if (replacement.equals(items.get(k))) {
                return;
            }
            items.set(k, replacement);
            MmLevel changed = new MmLevel(d.model().comments(), d.model().version(), items);
            byte[] written = MmCodec.INSTANCE.write(changed, layout);
            int start = layout.spans().get(k + 1).start();
            assertArrayEquals(Arrays.copyOf(b, start), Arrays.copyOf(written, start));
            assertEquals(changed, MmCodec.INSTANCE.read(written, ReadOptions.LENIENT).model());
            assertTrue(new String(written, start, written.length - start, StandardCharsets.ISO_8859_1).contains("12.5"));
        });
    }

    /** Every number with a fraction spelled with two more zeros ({@code 0.5} as {@code 0.500}): the same values. */
    static byte[] respelled(byte[] valid) {
        Tokenizer t = new Tokenizer(valid);
        ByteArrayOutputStream out = new ByteArrayOutputStream(valid.length + 64);
        int at = 0;
        for (Token k = t.next(); k.kind() != TokenKind.END; k = t.next()) {
            String s = new String(valid, k.start(), k.length(), StandardCharsets.ISO_8859_1);
            if (k.kind() == TokenKind.WORD && s.indexOf('.') >= 0 && s.indexOf('e') < 0 && s.indexOf('E') < 0
                    && TextNumbers.isNumber(s)) {
                out.write(valid, at, k.end() - at);
                out.writeBytes("00".getBytes(StandardCharsets.ISO_8859_1));
                at = k.end();
            }
        }
        out.write(valid, at, valid.length - at);
        return out.toByteArray();
    }
}
