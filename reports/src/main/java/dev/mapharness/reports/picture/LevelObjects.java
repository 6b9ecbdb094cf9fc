package dev.mapharness.reports.picture;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmEntity;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.mm.MmPath;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmStaticEntity;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpObject;
import dev.mapharness.wmp.WmpPath;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The top-down {@code objects} view of a 3D Gamestudio level: every positioned thing (entities,
 * lights, sounds, start positions, path nodes; in a WMP, also every group) on x/y, y up, scaled to
 * the bounding box of what has a finite position. Marks name top-level items ({@code items[4]…}; in
 * a binary WMP the level object's members, {@code root.children[4]…}, each with everything it holds).
 */
final class LevelObjects {
    private static final int LONGER_SIDE = 512;
    /** A place in the level and the index of the item it belongs to. */
    private record Spot(int item, Vec3 at) {
    }

    private LevelObjects() {
    }

    static Picture draw(MmLevel level, Marks marks) {
        List<Spot> spots = new ArrayList<>();
        List<MmItem> items = level.items();
        for (int i = 0; i < items.size(); i++) {
            MmItem item = items.get(i);
            Vec3 at = item instanceof MmPosition p ? p.position() : item instanceof MmLight l ? l.position()
                    : item instanceof MmStaticEntity s ? s.position() : item instanceof MmSound s ? s.position()
                    : item instanceof MmEntity e ? e.position() : null;
            if (at != null) {
                spots.add(new Spot(i, at));
            } else if (item instanceof MmPath path) {
                for (PathNode node : path.path().nodes()) {
                    spots.add(new Spot(i, node.position()));
                }
            }
        }
        return picture(spots, items, "items", 0, marks);
    }

    /**
     * A binary WMP is a tree: every object sits at its origin after the positions, angles (radians in
     * the file) and scales of the objects above it, the level object's included; path nodes are in
     * the path object's coordinates. Each spot belongs to the member of the level object it lies under.
     */
    static Picture draw(WmpbLevel level, Marks marks) {
        record Todo(WmpbObject object, Affine3 above, int item) {
        }
        List<WmpbObject> items = level.root().children();
        Affine3 root = placement(level.root());
        Deque<Todo> todo = new ArrayDeque<>();
        for (int i = items.size() - 1; i >= 0; i--) {
            todo.push(new Todo(items.get(i), root, i));
        }
        List<Spot> spots = new ArrayList<>();
        while (!todo.isEmpty()) {
            Todo t = todo.pop();
            Affine3 m = t.above().compose(placement(t.object()));
            if (t.object().data().orElse(null) instanceof WmpbPath path) {
                for (Vec3 node : path.nodes()) {
                    spots.add(new Spot(t.item(), m.apply(node)));
                }
            } else {
                spots.add(new Spot(t.item(), m.apply(Vec3.ZERO)));
            }
            for (int c = t.object().children().size() - 1; c >= 0; c--) {
                todo.push(new Todo(t.object().children().get(c), m, t.item()));
            }
        }
        return picture(spots, items, "root.children", 0, marks);
    }

    private static Affine3 placement(WmpbObject o) {
        return Affine3.of(o.position(), o.anglesInDegrees(), o.scale());
    }

    /**
     * A WMP places objects through groups: a member sits at its group's origin after the positions,
     * angles and scales of every group above; path nodes are in their group's coordinates. A member
     * no group lists has no place and is counted as such.
     */
    static Picture draw(WmpLevel level, Marks marks) {
        List<WmpItem> items = level.items();
        Map<Integer, Integer> groupIndex = new HashMap<>();
        Map<Long, Integer> owner = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof WmpGroup g) {
                groupIndex.putIfAbsent(g.number(), i);
            }
        }
        Map<Integer, Integer> parent = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) instanceof WmpGroup g) {
                for (WmpMembers line : g.memberLists()) {
                    for (int number : line.numbers()) {
                        if (line.kind() == WmpMemberKind.GROUP) {
                            Integer child = groupIndex.get(number);
                            if (child != null && child != i) {
                                parent.putIfAbsent(child, i);
                            }
                        } else {
                            owner.putIfAbsent(key(line.kind(), number), i);
                        }
                    }
                }
            }
        }
        Map<Integer, Affine3> maps = new HashMap<>();
        List<Spot> spots = new ArrayList<>();
        int unplaced = 0;
        for (int i = 0; i < items.size(); i++) {
            WmpItem item = items.get(i);
            if (item instanceof WmpGroup) {
                spots.add(new Spot(i, map(i, items, parent, maps).apply(Vec3.ZERO)));
            } else if (item instanceof WmpObject o) {
                Integer g = owner.get(key(o.memberKind(), o.number()));
                if (g == null) {
                    if (o.memberKind() != WmpMemberKind.LEVEL) {
                        unplaced++;
                    }
                    continue;
                }
                Affine3 m = map(g, items, parent, maps);
                if (o instanceof WmpPath path) {
                    for (PathNode node : path.path().nodes()) {
                        spots.add(new Spot(i, m.apply(node.position())));
                    }
                } else {
                    spots.add(new Spot(i, m.apply(Vec3.ZERO)));
                }
            }
        }
        return picture(spots, items, "items", unplaced, marks);
    }

    private static long key(WmpMemberKind kind, int number) {
        return ((long) kind.ordinal() << 32) | (number & 0xFFFF_FFFFL);
    }

    /**
     * The map from group {@code g}'s coordinates to the level's, walking up the parents without
     * recursion; a cycle is cut where the walk meets a group it has already passed.
     */
    private static Affine3 map(int g, List<WmpItem> items, Map<Integer, Integer> parent, Map<Integer, Affine3> maps) {
        List<Integer> chain = new ArrayList<>();
        BitSet seen = new BitSet();
        Integer at = g;
        while (at != null && !maps.containsKey(at) && !seen.get(at)) {
            seen.set(at);
            chain.add(at);
            at = parent.get(at);
        }
        Affine3 above = at != null && maps.containsKey(at) ? maps.get(at) : Affine3.IDENTITY;
        for (int k = chain.size() - 1; k >= 0; k--) {
            WmpGroup group = (WmpGroup) items.get(chain.get(k));
            Vec3 a = group.angles();
            above = above.compose(Affine3.of(group.position(), new Angles(a.x(), a.y(), a.z()), group.scale()));
            maps.put(chain.get(k), above);
        }
        return maps.get(g);
    }

    private static Picture picture(List<Spot> spots, List<?> items, String itemsPath, int unplaced, Marks marks) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (Spot s : spots) {
            if (Double.isFinite(s.at().x()) && Double.isFinite(s.at().y())) {
                minX = Math.min(minX, s.at().x());
                maxX = Math.max(maxX, s.at().x());
                minY = Math.min(minY, s.at().y());
                maxY = Math.max(maxY, s.at().y());
            }
        }
        if (minX > maxX) {
            minX = minY = -1;
            maxX = maxY = 1;
        }
        // a margin of 5 % (at least one unit) so dots on the box's edge are whole
        double spanX = maxX - minX;
        double spanY = maxY - minY;
        double margin = Math.max(1, 0.05 * Math.max(spanX, spanY));
        if (!Double.isFinite(margin)) {
            margin = Double.MAX_VALUE / 4;
        }
        double worldW = Math.min(Double.MAX_VALUE, spanX + 2 * margin);
        double worldH = Math.min(Double.MAX_VALUE, spanY + 2 * margin);
        double longer = Math.max(worldW, worldH);
        int width = (int) Math.max(1, Math.round(LONGER_SIDE * (worldW / longer)));
        int height = (int) Math.max(1, Math.round(LONGER_SIDE * (worldH / longer)));
        Canvas canvas = new Canvas(width, height);
        LevelPlanes.fill(canvas, Palette.BACKGROUND);
        WorldFrame frame = new WorldFrame(minX - margin, minY - margin, worldW, worldH, width, height, true);
        BitSet markedItems = marks.elements(items, itemsPath);
        BitSet markedSpots = new BitSet();
        for (int k = 0; k < spots.size(); k++) {
            if (markedItems.get(spots.get(k).item())) {
                markedSpots.set(k);
            }
        }
        Dots dots = new Dots(canvas, frame, Palette.OBJECT);
        dots.layer("positions", spots.size(), k -> new double[] {spots.get(k).at().x(), spots.get(k).at().y()}, markedSpots);
        String caption = "Top view of x/y, y up, " + Captions.number(worldW) + " × " + Captions.number(worldH)
                + " units on " + width + " × " + height + " px; " + dots.caption()
                + (unplaced > 0 ? "; " + unplaced + " objects no group places are not drawn" : "");
        return new Picture("objects", "Objects, " + spots.size() + " positions", caption, canvas.png(), width, height,
                dots.marked());
    }
}
