package dev.mapharness.provenance;

import dev.mapharness.format.Format;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * One row of the table in {@link Fingerprints}: a writer's habits in some formats, and the test that
 * finds them in a file.
 *
 * @param writer  who it recognises, as docs/provenance.md lists it
 * @param formats the formats whose files it looks at
 * @param test    the writer it names, why and how sure, or empty when the file shows none of its habits
 */
public record Fingerprint(String writer, Set<Format> formats, Function<FileFacts, Optional<Provenance>> test) {
    public Fingerprint {
        formats = Set.copyOf(formats);
    }

    /** What the test finds in {@code f}, or empty for a file of a format this row does not look at. */
    public Optional<Provenance> match(FileFacts f) {
        return formats.contains(f.format()) ? test.apply(f) : Optional.empty();
    }
}
