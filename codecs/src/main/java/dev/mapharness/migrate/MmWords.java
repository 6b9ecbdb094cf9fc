package dev.mapharness.migrate;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.Tokenizer;

/**
 * Names as {@code $$M} can hold them. WMP writes file names in angle brackets ({@code <my level.wad>},
 * possibly empty); {@code $$M} writes them as bare words, which end at a space and cannot be empty.
 * A name that would not read back as one word is written with {@code _} for each byte a word cannot
 * hold (and for the second {@code /} of a {@code //}, which would start a comment), and reported; an
 * empty name becomes WED's placeholder {@code ndef}.
 */
final class MmWords {
    private MmWords() {
    }

    static RawString of(RawString name, String field, LossReport.Builder report) {
        if (name.isEmpty()) {
            report.derived(MigrationRules.EMPTY_NAME_DEFAULTED, field, "empty name written as " + WmpToMm.UNDEFINED + " ($$M words cannot be empty)");
            return RawString.of(WmpToMm.UNDEFINED);
        }
        byte[] bytes = name.bytes();
        boolean changed = false;
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            boolean comment = b == '/' && i > 0 && bytes[i - 1] == '/';
            if (!Tokenizer.isWordByte(b) || comment) {
                bytes[i] = '_';
                changed = true;
            }
        }
        if (!changed) {
            return name;
        }
        RawString word = RawString.of(bytes);
        report.lost(MigrationRules.NAME_RESPELLED, field, "the name " + name + " is written as " + word + ": a $$M word cannot hold its spaces or "
                + "punctuation");
        return word;
    }
}
