package dev.mapharness.wmp;

import java.util.List;
import java.util.Objects;

/** One member line of a group, {@code light 8, 19}: a kind and one or more numbers. */
public record WmpMembers(WmpMemberKind kind, List<Integer> numbers) {
    public WmpMembers {
        Objects.requireNonNull(kind, "kind");
        numbers = List.copyOf(numbers);
    }
}
