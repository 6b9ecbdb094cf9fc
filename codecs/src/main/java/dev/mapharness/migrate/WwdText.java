package dev.mapharness.migrate;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;

/**
 * WWD strings (code-page bytes) as Tiled text, with what does not survive reported: bytes after the
 * NUL of a fixed slot and bytes code page 1252 has no character for.
 */
final class WwdText {
    private WwdText() {
    }

    /** The name the game reads from a fixed slot; garbage after its NUL is reported lost. */
    static String of(FixedString s, String field, LossReport.Builder report) {
        if (s.hasGarbage()) {
            report.lost(MigrationRules.BYTES_AFTER_NUL_DROPPED, field, "bytes after the NUL in the " + s.slotLength() + "-byte slot are not kept");
        }
        return of(s.value(), field, report);
    }

    static String of(RawString raw, String field, LossReport.Builder report) {
        String text = raw.text();
        if (!encodesBack(text, raw)) {
            report.lost(MigrationRules.NAME_RESPELLED, field, "bytes with no character in code page 1252 are written as U+FFFD");
        }
        return text;
    }

    private static boolean encodesBack(String text, RawString raw) {
        try {
            return RawString.of(text).equals(raw);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
