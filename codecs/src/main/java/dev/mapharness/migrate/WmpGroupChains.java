package dev.mapharness.migrate;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpObject;
import dev.mapharness.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every WMP group resolved to the map from its members' coordinates to level coordinates: the
 * group's own position, angles and scale after those of every group above it.
 *
 * <p>Resolved without recursion, so a chain 10 000 groups deep costs no stack. The reader reports
 * malformed hierarchies, but any model must resolve, deterministically:
 * <ul>
 * <li>a sub-group or member listed by two groups belongs to the first group in file order that lists
 *     it;</li>
 * <li>a cycle of sub-groups is cut above the group of the cycle that comes first in the file, which
 *     is then placed as a top group;</li>
 * <li>a number no group or object of that kind carries is ignored;</li>
 * <li>when two groups share a number, sub-group lists name the first.</li>
 * </ul>
 * Each is reported once, with a count and an example.
 */
final class WmpGroupChains {
    /** The map of a member and the signs of the scales above it, axis by axis (for reading mirrors back). */
    record Chain(Affine3 map, Vec3 signs, boolean grouped) {
        static final Chain NONE = new Chain(Affine3.IDENTITY, Vec3.ONE, false);
    }

    private final Chain[] chains;
    private final Map<Long, Integer> owners;
    private final int[] parents;

    private WmpGroupChains(Chain[] chains, Map<Long, Integer> owners, int[] parents) {
        this.chains = chains;
        this.owners = owners;
        this.parents = parents;
    }

    /** The index (in {@link WmpLevel#groups()}) of the group that holds group {@code g}; −1 for a top group. */
    int parent(int g) {
        return parents[g];
    }

    /** The index of the group that places the member {@code kind number}; −1 if no group lists it. */
    int owner(WmpMemberKind kind, int number) {
        Integer owner = owners.get(key(kind, number));
        return owner == null ? -1 : owner;
    }

    /** The chain that places the member {@code kind number}, or {@link Chain#NONE} if no group lists it. */
    Chain of(WmpMemberKind kind, int number) {
        Integer owner = owners.get(key(kind, number));
        return owner == null ? Chain.NONE : chains[owner];
    }

    static WmpGroupChains resolve(WmpLevel level, LossReport.Builder report) {
        return resolve(level, report, true);
    }

    /** @param resolvedAway true if the target has no groups (reported as a loss) */
    static WmpGroupChains resolve(WmpLevel level, LossReport.Builder report, boolean resolvedAway) {
        List<WmpGroup> groups = level.groups();
        int n = groups.size();
        Map<Integer, Integer> groupByNumber = new HashMap<>();
        for (int g = 0; g < n; g++) {
            groupByNumber.putIfAbsent(groups.get(g).number(), g);
        }
        Set<Long> present = presentMembers(level);
        int[] parent = new int[n];
        Arrays.fill(parent, -1);
        Map<Long, Integer> owners = new HashMap<>();
        Tally twice = new Tally();
        Tally missing = new Tally();
        for (int g = 0; g < n; g++) {
            WmpGroup group = groups.get(g);
            for (WmpMembers line : group.memberLists()) {
                for (int number : line.numbers()) {
                    String member = line.kind().keyword() + " " + number;
                    if (line.kind() == WmpMemberKind.GROUP) {
                        Integer child = groupByNumber.get(number);
                        if (child == null) {
                            missing.add(describe(group) + " names " + member);
                        } else if (parent[child] == -1) {
                            parent[child] = g;
                        } else if (parent[child] != g) {
                            twice.add(member + " in " + describe(groups.get(parent[child])) + " and " + describe(group));
                        }
                    } else {
                        long key = key(line.kind(), number);
                        if (!present.contains(key)) {
                            missing.add(describe(group) + " names " + member);
                            continue;
                        }
                        Integer first = owners.putIfAbsent(key, g);
                        if (first != null && first != g) {
                            twice.add(member + " in " + describe(groups.get(first)) + " and " + describe(group));
                        }
                    }
                }
            }
        }
        Chain[] chains = resolveChains(groups, parent, report);
        if (n > 0 && resolvedAway) {
            report.lost(MigrationRules.GROUPS_FLATTENED, "groups", n + " group" + (n == 1 ? "" : "s") + " resolved into final positions, angles and "
                    + "scales of their members; $$M has no groups");
        }
        twice.report(report, MigrationRules.GROUP_MEMBERSHIP_IGNORED, "groups", "members listed by two groups, placed by the first in file order");
        missing.report(report, MigrationRules.GROUP_MEMBERSHIP_IGNORED, "groups", "members named by a group that the level does not have, ignored");
        return new WmpGroupChains(chains, owners, parent);
    }

    private static Chain[] resolveChains(List<WmpGroup> groups, int[] parent, LossReport.Builder report) {
        int n = groups.size();
        Chain[] chains = new Chain[n];
        int[] path = new int[n];
        int[] positionOnPath = new int[n];
        boolean[] onPath = new boolean[n];
        Tally cycles = new Tally();
        for (int start = 0; start < n; start++) {
            int length = 0;
            int v = start;
            while (v != -1 && chains[v] == null) {
                if (onPath[v]) {
                    int from = positionOnPath[v];
                    int cut = v;
                    for (int k = from; k < length; k++) {
                        cut = Math.min(cut, path[k]);
                    }
                    cycles.add(cycle(groups, path, from, length, cut));
                    parent[cut] = -1;
                    for (int k = 0; k < length; k++) {
                        onPath[path[k]] = false;
                    }
                    length = 0;
                    v = start;
                    continue;
                }
                onPath[v] = true;
                positionOnPath[v] = length;
                path[length++] = v;
                v = parent[v];
            }
            for (int k = length - 1; k >= 0; k--) {
                int g = path[k];
                onPath[g] = false;
                WmpGroup group = groups.get(g);
                Affine3 local = Affine3.of(group.position(), angles(group.angles()), group.scale());
                Vec3 signs = signs(group.scale());
                Chain above = parent[g] == -1 ? Chain.NONE : chains[parent[g]];
                chains[g] = new Chain(above.map().compose(local), times(above.signs(), signs), true);
            }
        }
        cycles.report(report, MigrationRules.GROUP_MEMBERSHIP_IGNORED, "groups", "cycles of sub-groups, each cut above its first group in file order");
        return chains;
    }

    /**
     * The cycle on {@code path[from..length)} (each entry the sub-group of the next) told from the top
     * down, starting at the group it is cut above: "object 2 → object 3 → object 1 → object 2".
     */
    private static String cycle(List<WmpGroup> groups, int[] path, int from, int length, int cut) {
        int start = from;
        while (path[start] != cut) {
            start++;
        }
        StringBuilder s = new StringBuilder();
        int size = length - from;
        for (int i = 0; i <= size; i++) {
            int k = from + Math.floorMod(start - from - i, size);
            s.append(i == 0 ? "" : " → ").append(describe(groups.get(path[k])));
        }
        return s + " (each holds the next), cut above " + describe(groups.get(cut));
    }

    static Angles angles(Vec3 panTiltRoll) {
        return new Angles(panTiltRoll.x(), panTiltRoll.y(), panTiltRoll.z());
    }

    static Vec3 signs(Vec3 scale) {
        return new Vec3(scale.x() < 0 ? -1 : 1, scale.y() < 0 ? -1 : 1, scale.z() < 0 ? -1 : 1);
    }

    static Vec3 times(Vec3 a, Vec3 b) {
        return new Vec3(a.x() * b.x(), a.y() * b.y(), a.z() * b.z());
    }

    private static Set<Long> presentMembers(WmpLevel level) {
        Set<Long> present = new HashSet<>();
        for (WmpItem item : level.items()) {
            if (item instanceof WmpObject o) {
                present.add(key(o.memberKind(), o.number()));
            } else if (item.keyword().equals(WmpMemberKind.BLOCK.keyword())) {
                present.add(key(WmpMemberKind.BLOCK, item.number()));
            }
        }
        return present;
    }

    private static long key(WmpMemberKind kind, int number) {
        return ((long) kind.ordinal() << 32) | (number & 0xFFFF_FFFFL);
    }

    private static String describe(WmpGroup g) {
        return WmpGroup.KEYWORD + " " + g.number();
    }

    /** Occurrences of one kind of problem: reported as one entry with a count and the first example. */
    static final class Tally {
        private int count;
        private String first;

        void add(String example) {
            if (count++ == 0) {
                first = example;
            }
        }

        void report(LossReport.Builder report, Rule rule, String field, String what) {
            if (count > 0) {
                report.lost(rule, field, count + " " + what + " (first: " + first + ")");
            }
        }

        void reportDerived(LossReport.Builder report, Rule rule, String field, String what) {
            if (count > 0) {
                report.derived(rule, field, count + " " + what + " (first: " + first + ")");
            }
        }
    }
}
