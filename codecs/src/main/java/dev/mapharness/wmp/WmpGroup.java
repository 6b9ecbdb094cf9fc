package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A group, keyword {@code object}:
 *
 * <pre>
 * object 25 {  // Root               the comment is the group's name in WED
 *   (-85 68 35.99) (0 0 0) (1 1 1)   position, angles, scale
 *   object 26, 27, 33                sub-groups
 *   block 13, 17
 *   model 4
 * }
 * </pre>
 *
 * Member lines are kept in file order, as written; {@link #members(WmpMemberKind)} gathers one kind.
 * {@code comment} is the text after {@code //} on the opening line, as written (WED puts the
 * group's name there: {@code Root} for the top group, a prefab's name for its group).
 */
public record WmpGroup(int number, Optional<RawString> comment, Vec3 position, Vec3 angles, Vec3 scale,
                       List<WmpMembers> memberLists) implements WmpItem {
    public static final String KEYWORD = "object";

    /** A group without a name comment. */
    public WmpGroup(int number, Vec3 position, Vec3 angles, Vec3 scale, List<WmpMembers> memberLists) {
        this(number, Optional.empty(), position, angles, scale, memberLists);
    }

    public WmpGroup {
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(scale, "scale");
        memberLists = List.copyOf(memberLists);
    }

    @Override
    public String keyword() {
        return KEYWORD;
    }

    /** The numbers of every member of {@code kind}, in file order. */
    public List<Integer> members(WmpMemberKind kind) {
        List<Integer> out = new ArrayList<>();
        for (WmpMembers m : memberLists) {
            if (m.kind() == kind) {
                out.addAll(m.numbers());
            }
        }
        return out;
    }

    /** The numbers of the sub-groups. */
    public List<Integer> subGroups() {
        return members(WmpMemberKind.GROUP);
    }
}
