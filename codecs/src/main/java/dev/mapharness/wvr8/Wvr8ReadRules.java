package dev.mapharness.wvr8;

import dev.mapharness.rules.Rule;

/**
 * Why the 8WVR reader refuses a file, beyond the refusals every binary reader makes
 * ({@link dev.mapharness.rules.ReadRules}). A strict read also refuses what a lenient one reports as
 * a violation of {@link Wvr8Rules}, under that violation's rule.
 */
public final class Wvr8ReadRules {
    private static final String WHY = "The file cannot be read at all: nothing after the failure is decoded, so there is no model to check,"
            + " show or convert.";

    public static final Rule SIGNATURE = Rule.read("8wvr/signature",
            "the file does not start with the signature 8WVR",
            "An editable Arma world (8WVR) starts with the four bytes 8WVR. The file has other bytes there, or fewer"
                    + " than four.",
            WHY);

    private Wvr8ReadRules() {
    }
}
