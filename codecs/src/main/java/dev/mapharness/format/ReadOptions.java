package dev.mapharness.format;

import dev.mapharness.bytes.FieldMap;

/**
 * How to read: the mode, and which fields to record in a field map ({@code null}: no field map).
 */
public record ReadOptions(ReadMode mode, FieldMap.Scope fieldMapScope) {
    public static final ReadOptions STRICT = new ReadOptions(ReadMode.STRICT, null);
    public static final ReadOptions LENIENT = new ReadOptions(ReadMode.LENIENT, null);

    /** With a field map of every field. */
    public ReadOptions withFieldMap() {
        return withFieldMap(FieldMap.Scope.ALL);
    }

    /** With a field map keeping the fields {@code scope} names (every section is summarised). */
    public ReadOptions withFieldMap(FieldMap.Scope scope) {
        return new ReadOptions(mode, scope);
    }

    /**
     * With a field map that summarises each section and records fields only when asked, by reading
     * again: for {@link MapCodec#readLocating}, what {@code check} and {@code diff} read with
     * (docs/field-locations.md).
     */
    public ReadOptions withFieldLocations() {
        return withFieldMap(FieldMap.Scope.SUMMARY);
    }

    public boolean recordFieldMap() {
        return fieldMapScope != null;
    }

    /** A new field map for a reader to record into, or null if none was asked for. */
    public FieldMap newFieldMap() {
        return fieldMapScope == null ? null : new FieldMap(fieldMapScope);
    }

    public boolean strict() {
        return mode == ReadMode.STRICT;
    }
}
