package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;

/** The NUL-terminated, zero-padded fixed slots of WWD headers, checked as the seed describes them. */
final class WwdStrings {
    private WwdStrings() {
    }

    /**
     * Reads a slot. A slot with no NUL makes the editor read on into the next field: strict mode
     * refuses it, lenient mode keeps it and reports it. Bytes after the NUL are reported in both.
     */
    static FixedString fixed(ByteInput in, int length, String field, ReadOptions options, Violations violations) {
        int at = in.offset();
        FixedString s = in.fixedString(length, field);
        if (!s.isTerminated()) {
            if (options.strict()) {
                throw in.failAt(WwdRules.STRING_UNTERMINATED, at, field, "a NUL within the " + length + "-byte slot", "none");
            }
            violations.add(WwdRules.STRING_UNTERMINATED, at, in.pathOf(field), "no NUL within the " + length + "-byte slot; the editor reads on"
                    + " into the next field");
        } else if (s.hasGarbage()) {
            violations.add(WwdRules.STRING_BYTES_AFTER_NUL, at, in.pathOf(field), "non-zero bytes after the NUL in the " + length + "-byte slot");
        }
        return s;
    }
}
