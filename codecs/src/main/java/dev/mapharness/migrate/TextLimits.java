package dev.mapharness.migrate;

import dev.mapharness.text.TextWriteRules;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.TextureAxis;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;

/**
 * What a Gamestudio text format cannot hold and a binary level can: a number that is not finite, and a
 * face naming a vertex its block lacks (text readers refuse it). The migrations from binary levels refuse
 * either at the binary field, where a user can find it, rather than leave the text writer to refuse an item
 * of a file not yet written.
 *
 * @param format the text format's name, for the refusal's message
 */
record TextLimits(String format) {
    static final TextLimits TEXT_WMP = new TextLimits("text WMP");
    static final TextLimits MM = new TextLimits("$$M");

    double finite(double v, String field) {
        if (!Double.isFinite(v)) {
            throw new MapWriteException(TextWriteRules.NUMBER_NOT_FINITE, field, format + " holds finite numbers only, not " + v);
        }
        return v;
    }

    Vec3 finite(Vec3 v, String field) {
        finite(v.x(), field + ".x");
        finite(v.y(), field + ".y");
        finite(v.z(), field + ".z");
        return v;
    }

    TextureAxis finite(TextureAxis a, String field) {
        finite(new Vec3(a.x(), a.y(), a.z()), field);
        finite(a.offset(), field + ".offset");
        return a;
    }

    TextureTransform finite(TextureTransform t, String field) {
        finite(List.of(t.offsetX(), t.offsetY(), t.rotation(), t.scaleX(), t.scaleY()), field);
        return t;
    }

    List<Double> finite(List<Double> values, String field) {
        for (int i = 0; i < values.size(); i++) {
            finite(values.get(i), field + "[" + i + "]");
        }
        return values;
    }

    /** {@code face}, or a refusal: readers of the text format refuse a face naming a missing vertex. */
    List<Integer> existingVertices(List<Integer> face, int vertices, String field) {
        for (int k = 0; k < face.size(); k++) {
            if (face.get(k) >= vertices) {
                throw new MapWriteException(TextWriteRules.FACE_VERTEX_MISSING, field + "[" + k + "]", "vertex " + face.get(k) + " of a block with " + vertices
                        + ": " + format + " readers refuse a face naming a missing vertex");
            }
        }
        return face;
    }
}
