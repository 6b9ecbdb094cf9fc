package dev.mapharness.format;

/**
 * How a reader treats bytes that real tools tolerate but the format does not allow.
 *
 * <p>Both modes report every {@link Violation} they see. {@link #STRICT} also rejects, with a
 * {@link dev.mapharness.bytes.MapFormatException}, what lenient mode keeps so that a file still
 * round trips: bytes after a format's end marker, names that fill their slot with no NUL.
 * {@link #LENIENT} reads what the games read.
 */
public enum ReadMode {
    STRICT,
    LENIENT
}
