package dev.mapharness.roundtrip;

/**
 * A model a writer must refuse, with the field its {@code MapWriteException} must name and what
 * was done to an otherwise writable model to make it unwritable.
 */
public record Refusal<M>(M model, String field, String defect) {
    @Override
    public String toString() {
        return defect + " (expect a refusal naming " + field + ")";
    }
}
