package dev.mapharness.wwd;

import dev.mapharness.rules.Rule;

/**
 * Why the WWD reader refuses a file, beyond the refusals every binary reader makes
 * ({@link dev.mapharness.rules.ReadRules}) and the zlib stream's ({@link dev.mapharness.compress.CompressRules});
 * docs/wwd.md. A strict read also refuses what a lenient one reports as
 * {@link WwdRules#STRING_UNTERMINATED}, {@link WwdRules#TRAILING_BYTES} or
 * {@link WwdRules#BYTES_AFTER_STREAM}, under those rules.
 */
public final class WwdReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule SIGNATURE = Rule.read("wwd/signature",
            "the file does not start with the header size 1524 (0x5F4)",
            "A WWD level starts with the size of its header, 1524, which serves as its signature. The file has"
                    + " another value there, or fewer than four bytes.",
            WHY);
    public static final Rule TILE_TYPE_UNKNOWN = Rule.read("wwd/tile-type-unknown",
            "a tile property has a type other than 1 (single), 2 (double) or 3 (mask)",
            "Each tile property record starts with its type, which decides its layout and size. Another type"
                    + " leaves the record's size, and so every record after it, unknown.",
            WHY);

    private WwdReadRules() {
    }
}
