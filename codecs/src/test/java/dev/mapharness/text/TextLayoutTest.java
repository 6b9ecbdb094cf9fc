package dev.mapharness.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpReader;
import dev.mapharness.wmp.WmpWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
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
        // a file name or a slash at the very end
        assertFalse(TextLayout.endsInComment(bytes("<ab")));
        assertFalse(TextLayout.endsInComment(bytes("a /")));
        assertTrue(TextLayout.endsInComment(bytes("<ab> //")));
    }

    /** A layout of {@code text} cut before each of {@code parts}' first occurrence (the first part at 0). */
    private static TextLayout layout(String text, Object model, String... parts) {
        List<Object> list = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        for (String part : parts) {
            list.add(part);
            starts.add(list.size() == 1 ? 0 : text.indexOf(part));
        }
        return new TextLayout(Format.WMP_TEXT, bytes(text), model, TextLayout.cut(list, starts, text.length()));
    }

    /** Writes {@code parts}, printing the ones the layout lacks as {@code <part>} and a CR LF. */
    private static String write(TextLayout layout, Object model, String... parts) {
        List<TextLayout.Part> list = new ArrayList<>();
        for (String part : parts) {
            list.add(new TextLayout.Part(part, part));
        }
        byte[] out = layout.write(model, list, p -> bytes(p.value().equals("") ? "" : "<" + p.value() + ">\r\n"));
        return new String(out, StandardCharsets.ISO_8859_1);
    }

    @Test
    void spansRunFromEachPartToTheNext() {
        TextLayout l = layout("a 1\r\n\r\nb 2 // x\r\nc", "model", "a", "b", "c");
        assertEquals(List.of(new TextLayout.Span("a", 0, 7), new TextLayout.Span("b", 7, 17), new TextLayout.Span("c", 17, 18)),
                l.spans());
        assertEquals(Format.WMP_TEXT, l.format());
    }

    @Test
    void theModelReadGivesTheFileBackAndEditsCopyUnchangedParts() {
        String text = "a 1\r\n\r\nb 2 // x\r\nc";
        TextLayout l = layout(text, "model", "a", "b", "c");
        assertEquals(text, write(l, "model", "c"));
        // parts in the model's order, each copied once; a part seen twice is printed the second time
        assertEquals("c\r\nb 2 // x\r\na 1\r\n\r\n<b>\r\n<d>\r\n", write(l, "other", "c", "b", "a", "b", "d"));
        assertEquals(text, write(l.forEdits(), "model", "a", "b", "c"));
        assertEquals("a 1\r\n\r\n", write(l.forEdits(), "model", "a", ""));
    }

    @Test
    void printedPartsTakeTheFilesLineEnds() {
        TextLayout lf = layout("a\nb\r\n", "model", "a", "b");
        assertEquals("a\nb\r\n<x>\n", write(lf, "other", "a", "b", "x"));
        TextLayout crlf = layout("a\r\nb\n", "model", "a", "b");
        assertEquals("a\r\nb\n<x>\r\n", write(crlf, "other", "a", "b", "x"));
        // no line end at all, or a lone CR: CR LF, as WED writes
        assertEquals("a b\r\n<x>\r\n", write(layout("a b", "model", "a", "b"), "other", "a", "b", "x"));
        assertEquals("a\rb\r\n<x>\r\n", write(layout("a\rb", "model", "a", "b"), "other", "a", "b", "x"));
        assertEquals("\na b\n<x>\n", write(layout("\na b\n", "model", "\na", "b"), "other", "\na", "b", "x"));
    }

    @Test
    void aPartEndingInATokenIsKeptApartFromTheNext() {
        TextLayout l = layout("a b", "model", "a", "b");
        // "b" ends in a token; "a " ends in white space
        assertEquals("b\r\na ", write(l, "other", "b", "a"));
        assertEquals("a b\r\n<x>\r\n", write(l, "other", "a", "b", "x"));
        TextLayout lf = layout("a\n b", "model", "a", "b");
        assertEquals("b\na\n ", write(lf, "other", "b", "a"));
        // a part starting with white space needs none
        TextLayout spaced = layout(" a b", "model", " a", "b");
        assertEquals("b a ", write(spaced, "other", "b", " a"));
    }

    @Test
    void aPrintedPartEndingInACarriageReturnKeepsItInAnLfFile() {
        TextLayout lf = layout("a\nb\n", "model", "a", "b");
        List<TextLayout.Part> parts = List.of(new TextLayout.Part("a", "a"), new TextLayout.Part("x", "x"));
        byte[] out = lf.write("other", parts, p -> bytes("x\r\ny\r"));
        assertEquals("a\nx\ny\r", new String(out, StandardCharsets.ISO_8859_1));
    }
}
