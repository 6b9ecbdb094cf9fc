package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.bytes.RawString;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Names as $$M words (docs/gamestudio-text.md): a slash is a word byte, but two in a row start a comment. */
class MmWordsTest {
    private static String word(String name, List<String> entries) {
        LossReport.Builder r = new LossReport.Builder();
        String w = MmWords.of(RawString.of(name), "name", r).text();
        assertEquals(entries, r.build().entries().stream().map(LossReport.Entry::toString).toList(), name);
        return w;
    }

    @Test
    void aSecondSlashInARowWouldStartAComment() {
        assertEquals("/a/b", word("/a/b", List.of()), "single slashes, the first at the start");
        assertEquals("a/_b", word("a//b", List.of("lost    name: the name \"a//b\" is written as \"a/_b\": a $$M word cannot"
                + " hold its spaces or punctuation")));
        assertEquals("ndef", word("", List.of("derived name: empty name written as ndef ($$M words cannot be empty)")));
    }
}
