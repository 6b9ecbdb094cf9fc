package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * The file header chunk's values that are not derived from the tree (docs/wmpb.md, "File header").
 *
 * @param version  the format version, 710 in every real file
 * @param revision the second word, 2 in every real file (meaning unknown)
 * @param reserved the last word, 0 in every real file (meaning unknown)
 * @param comment  the comment WED's level library writes ({@code file created: <date>, wmpio (1.30)} and a line feed)
 */
public record WmpbHeader(long version, long revision, long reserved, RawString comment) {
    /** The version every real file states. */
    public static final long VERSION = 710;

    public WmpbHeader {
        Objects.requireNonNull(comment, "comment");
    }
}
