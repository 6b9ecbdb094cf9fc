package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import java.util.Objects;

/**
 * A count line of WED 6's header, {@code blocks 34}: how many blocks ({@code blocks}), objects
 * other than groups ({@code entities}) and groups ({@code objects}) the file holds. Kept as
 * written; readers report counts that disagree with the lists and keywords WED is not known to write.
 */
public record WmpCount(RawString keyword, int value) {
    public static final String BLOCKS = "blocks";
    public static final String ENTITIES = "entities";
    public static final String OBJECTS = "objects";

    public WmpCount {
        Objects.requireNonNull(keyword, "keyword");
    }

    public WmpCount(String keyword, int value) {
        this(RawString.of(keyword), value);
    }
}
