package dev.mapharness.fuzz;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.List;
import java.util.Optional;

/**
 * What {@code check}, {@code dump} and {@code diff} say about where a field lies must hold for any input
 * that reads (docs/field-locations.md): recording a field map does not change what is read; every field
 * it records lies within the file; the innermost field at a byte holds that byte; and the map that
 * {@code check} reads with, which summarises each section and records its fields only when asked (by
 * reading again), names each byte as the map of every field does.
 */
final class FieldMapOracle {
    /** Bytes whose names are compared: enough to touch every section of a small file, bounded for a large one. */
    private static final int SAMPLES = 64;

    private FieldMapOracle() {
    }

    /** {@code model} is what a lenient read without a field map gave for {@code input}. */
    static <M extends MapModel> void check(MapCodec<M> codec, byte[] input, M model) {
        Decoded<M> full = read(codec, input, ReadOptions.LENIENT.withFieldMap());
        if (!full.model().equals(model)) {
            throw new AssertionError(codec.format() + ": recording a field map changed what was read: "
                    + ModelChange.describe(model, full.model()));
        }
        if (full.fieldMap().isEmpty()) {
            return; // a codec that records no field map (text formats name lines, not bytes)
        }
        FieldMap all = full.fieldMap().get();
        List<FieldMap.Entry> entries = all.entries();
        for (FieldMap.Entry e : entries) {
            if (e.start() < 0 || e.start() > e.end() || e.end() > input.length) {
                throw new AssertionError(codec.format() + ": the field map puts " + e.path() + " at bytes [" + e.start() + ", "
                        + e.end() + ") of a " + input.length + "-byte input");
            }
        }
        FieldMap located = read(codec, input, ReadOptions.LENIENT.withFieldLocations(), true).fieldMap()
                .orElseThrow(() -> new AssertionError(codec.format() + ": no field locations were recorded"));
        int step = Math.max(1, input.length / SAMPLES);
        for (long offset = 0; offset < input.length; offset += step) {
            Optional<FieldMap.Entry> at = all.entryAt(offset);
            if (at.isPresent() && (offset < at.get().start() || offset >= at.get().end())) {
                throw new AssertionError(codec.format() + ": byte " + offset + " is said to be in " + at.get().path() + " at ["
                        + at.get().start() + ", " + at.get().end() + ")");
            }
            Optional<String> name = all.nameAt(offset);
            Optional<String> locatedName = located.nameAt(offset);
            if (!name.equals(locatedName)) {
                throw new AssertionError(codec.format() + ": byte " + offset + " is " + name.orElse("no field") + " in the map of every"
                        + " field, but " + locatedName.orElse("no field") + " in the map check reads with");
            }
        }
    }

    private static <M extends MapModel> Decoded<M> read(MapCodec<M> codec, byte[] input, ReadOptions options) {
        return read(codec, input, options, false);
    }

    private static <M extends MapModel> Decoded<M> read(MapCodec<M> codec, byte[] input, ReadOptions options, boolean locating) {
        try {
            return locating ? codec.readLocating(input, options) : codec.read(input, options);
        } catch (MapFormatException e) {
            throw new AssertionError(codec.format() + ": a lenient read with a field map rejects what one without reads, at "
                    + e.field() + "\n " + e.getMessage(), e);
        }
    }
}
