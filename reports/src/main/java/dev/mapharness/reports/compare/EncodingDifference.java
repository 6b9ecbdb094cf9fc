package dev.mapharness.reports.compare;

import dev.mapharness.format.Violation;
import java.util.Objects;
import java.util.Optional;

/**
 * One field where a file's bytes differ from its canonical re-encoding, however many of its
 * bytes or elements differ.
 *
 * @param field          the field, or the array with {@code [*]} when several elements differ
 *                       ({@code elevation[*]}, {@code objects[*].transform[9]})
 * @param firstElement   the first differing element or field exactly ({@code elevation[1234]})
 * @param inFile         where the field's differing bytes lie in the file (first to last)
 * @param inCanonical    where they lie in the canonical encoding
 * @param differingBytes how many bytes differ within those ranges
 * @param elements       how many elements (or fields) differ; 1 for a scalar
 * @param cause          why the bytes differ; it decides the {@link #verdict()}
 * @param violation      the violation the reader reported here, exactly when the cause is
 *                       {@link DifferenceCause#VIOLATION}
 * @param explanation    why, in a sentence people can act on
 */
public record EncodingDifference(String field, String firstElement, ByteRange inFile, ByteRange inCanonical,
                                 long differingBytes, long elements, DifferenceCause cause,
                                 Optional<Violation> violation, String explanation) {
    public EncodingDifference {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(firstElement, "firstElement");
        Objects.requireNonNull(inFile, "inFile");
        Objects.requireNonNull(inCanonical, "inCanonical");
        Objects.requireNonNull(cause, "cause");
        Objects.requireNonNull(violation, "violation");
        Objects.requireNonNull(explanation, "explanation");
        if (violation.isPresent() != (cause == DifferenceCause.VIOLATION)) {
            throw new IllegalArgumentException("a violation goes with the cause " + DifferenceCause.VIOLATION
                    + " and only with it, not with " + cause);
        }
    }

    /** A difference with any cause but {@link DifferenceCause#VIOLATION}. */
    public EncodingDifference(String field, String firstElement, ByteRange inFile, ByteRange inCanonical,
                              long differingBytes, long elements, DifferenceCause cause, String explanation) {
        this(field, firstElement, inFile, inCanonical, differingBytes, elements, cause, Optional.empty(), explanation);
    }

    /** Harmless or real, as the cause decides. */
    public Verdict verdict() {
        return cause.verdict();
    }
}
