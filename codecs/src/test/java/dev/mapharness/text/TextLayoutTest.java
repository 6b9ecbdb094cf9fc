package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpReader;
import dev.mapharness.wmp.WmpWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TextLayoutTest {
    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * Found by wmp-decode with the full oracle on every input (corpus/fuzz/wmp-decode/findings/
     * crash-7d3e8e6f9f6c6368.wmp and two more): a file whose last part, a section, ends in a comment with
     * no line end. The writer puts sections before items, so in the file's layout the section's span came
     * first and the item after it on the comment's line: the comment swallowed the item.
     */
    @Test
    void aSpanEndingInACommentIsFollowedByALineEnd() {
        for (String text : new String[] {"s 1{}l{}// ", "s 1{}l{}//", "k 0{\r}l{}// x", "s 1{\ng}t{}//"}) {
            Decoded<WmpLevel> d = WmpReader.read(bytes(text), ReadOptions.LENIENT);
            TextLayout layout = ((TextLayout) d.layout().orElseThrow()).forEdits();
            byte[] written = WmpWriter.write(d.model(), layout);
            assertEquals(d.model(), WmpReader.read(written, ReadOptions.LENIENT).model(),
                    new String(written, StandardCharsets.ISO_8859_1));
        }
    }

    @Test
    void aCommentRunsToTheEndUnlessALineEndOrAFileNameHoldsIt() {
        assertTrue(TextLayout.endsInComment(bytes("l{}// ")));
        assertTrue(TextLayout.endsInComment(bytes("a\r\nb//c")));
        assertTrue(TextLayout.endsInComment(bytes("<a//b> //")));
        assertFalse(TextLayout.endsInComment(bytes("l{} // x\r\n")));
        assertFalse(TextLayout.endsInComment(bytes("// x\r")));
        assertFalse(TextLayout.endsInComment(bytes("<a//b> c")));
        assertFalse(TextLayout.endsInComment(bytes("a / b")));
    }
}
