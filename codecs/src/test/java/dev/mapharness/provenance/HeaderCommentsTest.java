package dev.mapharness.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The leading {@code //} lines where Gamestudio editors sign their files (docs/gamestudio-text.md). */
class HeaderCommentsTest {
    private static List<String> of(String text) {
        return HeaderComments.of(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void leadingCommentLinesTrimmedUntilTheFirstOtherWord() {
        assertEquals(List.of("WMP2", "ACKWED V 6.731.01", ""), of("\r\n  // WMP2\r\n//ACKWED V 6.731.01  \n\t//\rversion 710\n// late"));
        assertEquals(List.of(), of("version 711\r\n// wmpio (1.30)"));
    }

    @Test
    void aByteOrderMarkBeforeTheFirstLineIsSkipped() {
        assertEquals(List.of("wmpio (1.30), 01.02.2003"), of("\u00EF\u00BB\u00BF// wmpio (1.30), 01.02.2003\r\nversion 711"));
        // only the whole mark: two of its bytes are text, and no comment starts the file
        assertEquals(List.of(), of("\u00EF\u00BB// wmpio (1.30)"));
        assertEquals(List.of(), of("\u00EF\u00BB\u00BF"));
    }

    @Test
    void atMostSixteenLinesAreRead() {
        StringBuilder s = new StringBuilder();
        List<String> sixteen = new ArrayList<>();
        for (int i = 0; i < HeaderComments.MAX_LINES; i++) {
            s.append("// line ").append(i).append("\r\n");
            sixteen.add("line " + i);
        }
        s.append("// wmpio (1.30)\r\n");
        assertEquals(sixteen, of(s.toString()));
    }

    @Test
    void onlyTheFirst4096BytesAreRead() {
        String pad = "// " + "x".repeat(HeaderComments.MAX_BYTES - 3 - 2 - 8) + "\r\n";
        // the second line is cut at byte 4096
        assertEquals(List.of("x".repeat(HeaderComments.MAX_BYTES - 3 - 2 - 8), "wmpio"), of(pad + "// wmpio (1.30)"));
    }

    @Test
    void aSlashEndingTheFileIsNoComment() {
        assertEquals(List.of("wmpio (1.30)"), of("// wmpio (1.30)\n/"));
        assertEquals(List.of(), of("/"));
    }
}
