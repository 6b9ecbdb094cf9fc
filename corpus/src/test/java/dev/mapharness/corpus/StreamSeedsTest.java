package dev.mapharness.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.compress.Lzo1x;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The LZO1X seed that should hold every instruction form does: its stream is read instruction by
 * instruction here, independently of the decoder (the forms as liblzo's lzo1x_d.ch reads them).
 */
class StreamSeedsTest {

    enum Form {
        FIRST_LITERALS, LITERAL_RUN, LITERAL_RUN_EXTENDED, FAR_THREE_BYTE_COPY, SHORT_COPY, NEAR_COPY,
        NEAR_COPY_EXTENDED, FAR_COPY, LONG_COPY_OVERLAPPING, LONG_COPY_APART
    }

    @Test
    void theEveryFormSeedHoldsEveryInstructionForm() {
        Set<Form> forms = forms(Lzo1x.encode(StreamSeeds.everyForm(new Random(1))));
        Set<Form> expected = EnumSet.allOf(Form.class);
        expected.remove(Form.SHORT_COPY); // 2-byte copies: our encoder never writes them (the short-copy seed has one)
        assertEquals(expected, forms);
    }

    @Test
    void theFormsAreReadAsLiblzoReadsThem() {
        // 4 first literals, a 3-byte copy 2049 back, then 2 literals riding on it, and the end marker
        byte[] stream = {21, 'a', 'b', 'c', 'd', 0x02, 0x00, 'e', 'f', 0x11, 0, 0};
        assertEquals(EnumSet.of(Form.FIRST_LITERALS, Form.FAR_THREE_BYTE_COPY), forms(stream));
    }

    /** The instruction forms of an LZO1X stream, read up to its end marker. */
    static Set<Form> forms(byte[] s) {
        Set<Form> forms = EnumSet.noneOf(Form.class);
        int p = 0;
        int state = 0;
        if ((s[0] & 0xFF) > 17) {
            forms.add(Form.FIRST_LITERALS);
            int n = (s[p++] & 0xFF) - 17;
            p += n;
            state = n >= 4 ? 4 : n;
        }
        while (true) {
            int t = s[p++] & 0xFF;
            int length;
            int distance;
            int trailing;
            if (t >= 64) {
                length = (t >> 5) + 1;
                distance = ((s[p++] & 0xFF) << 3) + ((t >> 2) & 7) + 1;
                trailing = t & 3;
                forms.add(Form.NEAR_COPY);
            } else if (t >= 32) {
                length = (t & 31) + 2;
                if ((t & 31) == 0) {
                    int[] ext = extension(s, p, 31);
                    length = ext[0] + 2;
                    p = ext[1];
                    forms.add(Form.NEAR_COPY_EXTENDED);
                } else {
                    forms.add(Form.NEAR_COPY);
                }
                int word = (s[p] & 0xFF) | (s[p + 1] & 0xFF) << 8;
                p += 2;
                distance = (word >> 2) + 1;
                trailing = word & 3;
            } else if (t >= 16) {
                length = (t & 7) + 2;
                if ((t & 7) == 0) {
                    int[] ext = extension(s, p, 7);
                    length = ext[0] + 2;
                    p = ext[1];
                }
                int word = (s[p] & 0xFF) | (s[p + 1] & 0xFF) << 8;
                p += 2;
                distance = 16384 + ((t & 8) << 11) + (word >> 2);
                if (distance == 16384) {
                    return forms;
                }
                trailing = word & 3;
                forms.add(Form.FAR_COPY);
            } else if (state == 0) {
                int n = t + 3;
                if (t == 0) {
                    int[] ext = extension(s, p, 15);
                    n = ext[0] + 3;
                    p = ext[1];
                    forms.add(Form.LITERAL_RUN_EXTENDED);
                } else {
                    forms.add(Form.LITERAL_RUN);
                }
                p += n;
                state = 4;
                continue;
            } else {
                length = state == 4 ? 3 : 2;
                distance = ((s[p++] & 0xFF) << 2) + (t >> 2) + (state == 4 ? 2049 : 1);
                trailing = t & 3;
                forms.add(state == 4 ? Form.FAR_THREE_BYTE_COPY : Form.SHORT_COPY);
            }
            if (length >= 512) {
                forms.add(distance < length ? Form.LONG_COPY_OVERLAPPING : Form.LONG_COPY_APART);
            }
            p += trailing;
            state = trailing;
        }
    }

    /** A length extension: each zero byte adds 255, the first non-zero one ends it; returns the length and where it ended. */
    private static int[] extension(byte[] s, int p, int base) {
        int length = base;
        while (s[p] == 0) {
            length += 255;
            p++;
        }
        return new int[] {length + (s[p] & 0xFF), p + 1};
    }
}
