package dev.mapharness.wmp;

import dev.mapharness.format.Violations;
import dev.mapharness.text.TextInput;
import dev.mapharness.text.Token;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of a text WMP that span items, checked after reading; each broken rule is one
 * violation with a count and its first case:
 * <ul>
 * <li>blocks, objects and groups are each numbered in sequence, from 0 or 1, one more each time;
 * <li>there is exactly one {@code level} object;
 * <li>group members name items that exist, of the kind named ({@code model 4} is a model);
 * <li>no item is a member of two groups;
 * <li>no group is reachable from itself through its sub-groups;
 * <li>WED 6's count lines agree with the lists ({@code blocks}, {@code entities} for the objects that
 *     are not groups, {@code objects} for the groups), and each keyword appears once.
 * </ul>
 * The hierarchy is walked with an explicit stack, so a chain of 100 000 nested groups is checked
 * without recursion.
 */
final class WmpChecks {
    private WmpChecks() {
    }

    /** True for the count keywords WED 6 writes. */
    static boolean isCountKeyword(String word) {
        return word.equals(WmpCount.BLOCKS) || word.equals(WmpCount.ENTITIES) || word.equals(WmpCount.OBJECTS);
    }

    static void check(WmpLevel level, List<Token> starts, List<Token> countStarts, TextInput in, Violations v) {
        counts(level, countStarts, in, v);
        List<WmpItem> items = level.items();
        sequence(items, starts, in, v, "blocks", i -> i instanceof WmpBlock);
        sequence(items, starts, in, v, "objects", i -> i instanceof WmpObject);
        sequence(items, starts, in, v, "groups", i -> i instanceof WmpGroup);

        int levels = 0;
        for (WmpItem i : items) {
            if (i instanceof WmpLevelSettings) {
                levels++;
            }
        }
        if (levels != 1) {
            v.add(WmpRules.LEVEL_OBJECT_COUNT, 0, "objects", "a level has exactly one level object; this file has " + levels);
        }

        Map<Integer, WmpItem> blocks = new HashMap<>();
        Map<Integer, WmpItem> objects = new HashMap<>();
        Map<Integer, Integer> groupIndex = new HashMap<>();
        List<WmpGroup> groups = new ArrayList<>();
        for (WmpItem i : items) {
            if (i instanceof WmpBlock) {
                blocks.putIfAbsent(i.number(), i);
            } else if (i instanceof WmpObject) {
                objects.putIfAbsent(i.number(), i);
            } else if (i instanceof WmpGroup g) {
                groupIndex.putIfAbsent(i.number(), groups.size());
                groups.add(g);
            }
        }
        members(items, starts, in, v, blocks, objects, groupIndex);
        cycles(groups, groupIndex, v);
    }

    /**
     * A count that disagrees with its list is a warning: WED writes them from its lists, and nothing
     * says WED or the compiler trusts them over the lists (docs/gamestudio-text.md).
     */
    private static void counts(WmpLevel level, List<Token> starts, TextInput in, Violations v) {
        Map<String, Integer> actual = new HashMap<>();
        for (WmpCount c : level.derivedCounts()) {
            actual.put(c.keyword().text(), c.value());
        }
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < level.counts().size(); i++) {
            WmpCount c = level.counts().get(i);
            String word = c.keyword().text();
            Integer listed = actual.get(word);
            if (!seen.add(word)) {
                in.violation(v, WmpRules.COUNT_LINE_REPEATED, starts.get(i), "counts[" + i + "]", "a second \"" + word + "\" line");
            } else if (listed != null && listed != c.value()) {
                in.violation(v, WmpRules.COUNT_LINE_MISMATCH, starts.get(i), "counts[" + i + "]", "\"" + word + " " + c.value()
                        + "\", but the file lists " + listed);
            }
        }
    }

    private interface Kind {
        boolean test(WmpItem item);
    }

    private static void sequence(List<WmpItem> items, List<Token> starts, TextInput in, Violations v, String family,
            Kind kind) {
        long previous = Long.MIN_VALUE;
        int bad = 0;
        String first = null;
        Token firstAt = null;
        int index = 0;
        for (int i = 0; i < items.size(); i++) {
            WmpItem item = items.get(i);
            if (!kind.test(item)) {
                continue;
            }
            long n = item.number();
            boolean ok = previous == Long.MIN_VALUE ? (n == 0 || n == 1) : n == previous + 1;
            if (!ok) {
                if (bad++ == 0) {
                    firstAt = starts.get(i);
                    first = family + "[" + index + "] is " + item.keyword() + " " + n + ", expected "
                            + (previous == Long.MIN_VALUE ? "0 or 1" : String.valueOf(previous + 1));
                }
            }
            previous = n;
            index++;
        }
        if (bad > 0) {
            in.violation(v, WmpRules.NUMBERING_OUT_OF_SEQUENCE, firstAt, family, bad + " " + family + " out of sequence (each one more than the one"
                    + " before, from 0 or 1); first: " + first);
        }
    }

    private static void members(List<WmpItem> items, List<Token> starts, TextInput in, Violations v,
            Map<Integer, WmpItem> blocks, Map<Integer, WmpItem> objects, Map<Integer, Integer> groups) {
        Map<String, Integer> ownerOf = new HashMap<>();
        int dangling = 0;
        String firstDangling = null;
        Token danglingAt = null;
        int shared = 0;
        String firstShared = null;
        Token sharedAt = null;
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof WmpGroup g)) {
                continue;
            }
            for (WmpMembers line : g.memberLists()) {
                for (int n : line.numbers()) {
                    WmpMemberKind k = line.kind();
                    boolean exists = switch (k) {
                        case BLOCK -> blocks.containsKey(n);
                        case GROUP -> groups.containsKey(n);
                        default -> objects.containsKey(n) && ((WmpObject) objects.get(n)).memberKind() == k;
                    };
                    String member = k.keyword() + " " + n;
                    if (!exists) {
                        if (dangling++ == 0) {
                            danglingAt = starts.get(i);
                            firstDangling = "group " + g.number() + " lists " + member;
                        }
                        continue;
                    }
                    String key = (k == WmpMemberKind.BLOCK ? "block " : k == WmpMemberKind.GROUP ? "group " : "object ") + n;
                    Integer owner = ownerOf.putIfAbsent(key, g.number());
                    if (owner != null) {
                        if (shared++ == 0) {
                            sharedAt = starts.get(i);
                            firstShared = member + " is in group " + owner + " and group " + g.number();
                        }
                    }
                }
            }
        }
        if (dangling > 0) {
            in.violation(v, WmpRules.GROUP_MEMBER_MISSING, danglingAt, "groups", dangling + " group members name items that do not exist"
                    + " (or are of another kind); first: " + firstDangling);
        }
        if (shared > 0) {
            in.violation(v, WmpRules.GROUP_MEMBER_SHARED, sharedAt, "groups", shared + " members belong to more than one group; first: " + firstShared);
        }
    }

    /** Depth-first over sub-group links with an explicit stack; a link to a group still open is a cycle. */
    private static void cycles(List<WmpGroup> groups, Map<Integer, Integer> index, Violations v) {
        int n = groups.size();
        List<int[]> children = new ArrayList<>(n);
        for (WmpGroup g : groups) {
            List<Integer> subs = g.subGroups();
            int[] c = new int[subs.size()];
            int k = 0;
            for (int s : subs) {
                Integer at = index.get(s);
                c[k++] = at == null ? -1 : at;
            }
            children.add(c);
        }
        byte[] state = new byte[n];
        int cyclic = 0;
        String first = null;
        int[] next = new int[n];
        Deque<Integer> stack = new ArrayDeque<>();
        for (int root = 0; root < n; root++) {
            if (state[root] != 0) {
                continue;
            }
            stack.push(root);
            state[root] = 1;
            while (!stack.isEmpty()) {
                int g = stack.peek();
                int[] c = children.get(g);
                if (next[g] < c.length) {
                    int s = c[next[g]++];
                    if (s < 0) {
                        continue;
                    }
                    if (state[s] == 1) {
                        if (cyclic++ == 0) {
                            first = "group " + groups.get(s).number() + " is reached again through group "
                                    + groups.get(g).number();
                        }
                    } else if (state[s] == 0) {
                        state[s] = 1;
                        stack.push(s);
                    }
                } else {
                    state[g] = 2;
                    stack.pop();
                }
            }
        }
        if (cyclic > 0) {
            v.add(WmpRules.GROUP_CYCLE, 0, "groups", cyclic + " sub-group links close a cycle (a group reachable from itself); first: " + first);
        }
    }
}
