package dev.mapharness.oprw;

import dev.mapharness.grid.Transform;
import java.util.Objects;

/**
 * A 60-byte object: {@code u32 objectId; u32 modelIndex; f32[12] transform; u32 shapeParam}. The
 * model index is 0-based into the model list (the seed's "1 based" is wrong, notes errata); the
 * shape parameter is 2 in shipped files.
 */
public record OprwObject(int objectId, int modelIndex, Transform transform, int shapeParam) {
    /** What shipped files hold in the shape parameter, and what binarize writes. */
    public static final int SHIPPED_SHAPE_PARAM = 2;

    public OprwObject {
        Objects.requireNonNull(transform, "transform");
    }
}
