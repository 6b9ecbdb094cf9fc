package dev.mapharness.wvr1;

import dev.mapharness.rules.Rule;

/**
 * Why the 1WVR reader refuses a file (docs/wvr1.md). A strict read also refuses what a lenient one
 * reports as {@link Wvr1Rules#NAME_UNTERMINATED} or {@link Wvr1Rules#TRAILING_BYTES}, under those rules.
 */
public final class Wvr1ReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule SIGNATURE = Rule.read("1wvr/signature",
            "the file does not start with the signature 1WVR",
            "A 1WVR world starts with the four bytes 1WVR. The file has other bytes there, or fewer than four.",
            WHY);
    public static final Rule END_OF_NETS_MISSING = Rule.read("1wvr/end-of-nets-missing",
            "the file ends before the net header named EndOfNets",
            "After the cells and texture slots come 64-byte model records, then net headers, the last of which"
                    + " is named EndOfNets. The file ends (fewer than 64 bytes are left) before that header.",
            WHY);

    private Wvr1ReadRules() {
    }
}
