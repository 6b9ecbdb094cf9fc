package dev.mapharness.reports;

import dev.mapharness.format.Detection;
import dev.mapharness.format.ReadMode;
import dev.mapharness.provenance.Provenance;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code mapharness info} learned about one file.
 *
 * @param file       the name as given on the command line
 * @param size       file size in bytes, or -1 if it could not be read
 * @param detection  the format recognised, if any
 * @param mode       how the file was read
 * @param summary    the model's header values and counts, in its order; empty if not read
 * @param violations what the reader saw while reading
 * @param failure    why the file could not be read, if it could not
 * @param writer     which tool most likely wrote the file (docs/provenance.md); empty when the file
 *                   could not be opened
 */
public record FileInfo(String file, long size, Optional<Detection> detection, ReadMode mode,
                       Map<String, Object> summary, List<Finding> violations, Optional<ReadFailure> failure,
                       Optional<Provenance> writer) {
    public FileInfo {
        summary = Collections.unmodifiableMap(new LinkedHashMap<>(summary));
        violations = List.copyOf(violations);
    }

    public boolean readable() {
        return failure.isEmpty();
    }
}
