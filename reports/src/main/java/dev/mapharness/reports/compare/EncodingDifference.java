package dev.mapharness.reports.compare;

import java.util.Objects;

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
 * @param verdict        harmless or real
 * @param explanation    why, in a sentence people can act on
 */
public record EncodingDifference(String field, String firstElement, ByteRange inFile, ByteRange inCanonical,
                                 long differingBytes, long elements, Verdict verdict, String explanation) {
    public EncodingDifference {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(firstElement, "firstElement");
        Objects.requireNonNull(inFile, "inFile");
        Objects.requireNonNull(inCanonical, "inCanonical");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(explanation, "explanation");
    }
}
