package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.replay.Outcome;

/** How a finding shows itself; the first word of its file name. */
public enum FindingKind {
    CRASH,
    TIMEOUT,
    OOM;

    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static FindingKind of(Outcome outcome) {
        if (outcome.status() == Outcome.Status.TIMED_OUT) {
            return TIMEOUT;
        }
        for (Throwable t = outcome.failure().orElse(null); t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return OOM;
            }
        }
        return CRASH;
    }

    /** The stored name of a finding: {@code crash-1a2b3c4d5e6f7a8b.wrp}. */
    public String fileName(String signature, String extension) {
        return word() + "-" + signature + extension;
    }
}
