package dev.mapharness.provenance;

import java.util.List;
import java.util.Objects;

/**
 * Which tool most likely wrote a file, and why.
 *
 * @param writer     the tool's name ({@code "WapMap"}, {@code "WED 8 / wmpio 1.30"}), or
 *                   {@link #UNKNOWN}
 * @param traits     the habits that gave it away, in a few words ({@code "checksum formula, wm_meta
 *                   block"}); for an unknown writer, why none matched
 * @param confidence how sure
 * @param evidence   one sentence per fact of the file behind the verdict, with where it is
 */
public record Provenance(String writer, String traits, Confidence confidence, List<String> evidence) {
    /** The name given when no fingerprint matches. */
    public static final String UNKNOWN = "unknown";

    public Provenance {
        Objects.requireNonNull(writer, "writer");
        Objects.requireNonNull(traits, "traits");
        Objects.requireNonNull(confidence, "confidence");
        evidence = List.copyOf(evidence);
    }

    /** No writer recognised, with the reason. */
    public static Provenance unknown(String reason, List<String> evidence) {
        return new Provenance(UNKNOWN, reason, Confidence.NONE, evidence);
    }

    public boolean known() {
        return confidence != Confidence.NONE;
    }

    /**
     * The one-line form {@code info} and {@code check} print: {@code "WapMap (checksum formula),
     * likely"}, or {@code "unknown (reason)"}.
     */
    public String describe() {
        String head = traits.isEmpty() ? writer : writer + " (" + traits + ")";
        return known() ? head + ", " + confidence.id() : head;
    }
}
