package dev.mapharness.migrate;

import dev.mapharness.gamestudio.Affine3;
import dev.mapharness.gamestudio.Decomposition;
import dev.mapharness.gamestudio.Placement;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A binary level's object tree flattened in file order, each object with what its groups do to it.
 * An object's position, angles and scale are relative to its parent; the root's and every group's
 * placement applies to all below it (docs/wmpb.md, "Object"). Field paths are the reader's
 * ({@code root.children[3].children[0]}).
 */
final class WmpbTree {
    /**
     * One object and the map of the groups above it (the root's placement included).
     *
     * @param parent where the parent's coordinates land in the level
     * @param signs  the product of the signs of every scale above, axis by axis (for reading a map
     *               back as angles and scale, {@link Decomposition})
     */
    record Placed(WmpbObject object, String field, Affine3 parent, Vec3 signs) {
        /** The object's own placement: position, angles in WED's degrees, scale. */
        Placement own() {
            return new Placement(object.position(), WmpbValues.angles(object.angles()), object.scale());
        }

        /** Where the object's own coordinates (a block's vertices, a path's nodes) land in the level. */
        Affine3 map() {
            return parent.compose(own().toAffine());
        }

        /**
         * Where a point of the object's own (a block's vertex, a path's node) lands as WED places it
         * when it builds: turned by the stored radians as they are (not by the angles WED shows) and
         * scaled, rounded to float32, moved by the object's position and rounded again, then placed by
         * the groups above. A pan shown as 0 is stored as −4.37e-8 rad, which moves a path node 2,378
         * units out by 1e-4, and WED's {@code $$M} has the node there (docs/wmpb.md, "Numbers as WED
         * prints them").
         */
        Vec3 place(Vec3 own) {
            Vec3 turned = float32(WmpbValues.turn(object.angles()).apply(new Vec3(own.x() * object.scale().x(),
                    own.y() * object.scale().y(), own.z() * object.scale().z())));
            Vec3 moved = float32(turned.plus(object.position()));
            return parent.equals(Affine3.IDENTITY) ? moved : float32(parent.apply(moved));
        }

        /** True if the groups above only move the object (no turn, no scale): its angles and scale stand as they are. */
        boolean onlyMoved() {
            return parent.equals(Affine3.translation(parent.translation()));
        }

        /**
         * The object's final position, angles and scale. Exact where the groups above only move it;
         * otherwise the composed map read back, {@code exact} false where groups shear it.
         */
        Decomposition placement() {
            Placement own = own();
            if (onlyMoved()) {
                return new Decomposition(new Placement(parent.apply(own.position()), own.angles(), own.scale()), false,
                        false);
            }
            return Decomposition.of(map(), WmpGroupChains.times(signs, WmpGroupChains.signs(own.scale())));
        }
    }

    private WmpbTree() {
    }

    /** Each number rounded to float32, as WED holds it between steps; a number too large stays as it is. */
    private static Vec3 float32(Vec3 v) {
        return new Vec3(float32(v.x()), float32(v.y()), float32(v.z()));
    }

    private static double float32(double d) {
        float f = (float) d;
        return Float.isFinite(f) ? f : d;
    }

    /** Every object below the root, in file order (each group before its members). */
    static List<Placed> below(WmpbLevel level) {
        List<Placed> out = new ArrayList<>();
        Deque<Placed> todo = new ArrayDeque<>();
        todo.push(new Placed(level.root(), "root", Affine3.IDENTITY, Vec3.ONE));
        boolean root = true;
        while (!todo.isEmpty()) {
            Placed p = todo.pop();
            if (!root) {
                out.add(p);
            }
            root = false;
            Affine3 map = p.map();
            Vec3 signs = WmpGroupChains.times(p.signs(), WmpGroupChains.signs(p.object().scale()));
            List<WmpbObject> children = p.object().children();
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.push(new Placed(children.get(i), p.field() + ".children[" + i + "]", map, signs));
            }
        }
        return out;
    }
}
