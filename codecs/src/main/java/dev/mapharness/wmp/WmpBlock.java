package dev.mapharness.wmp;

import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * A convex block (brush):
 *
 * <pre>
 * block N {
 *   vertices V
 *   faces F
 *   x y z …                       V vertices
 *   face …                        F faces, see {@link WmpFace}
 *   { flags function index }      the trailer
 * }
 * </pre>
 *
 * The counts are derived from the lists; readers report stated counts that disagree.
 */
public record WmpBlock(int number, List<Vec3> vertices, List<WmpFace> faces, BlockTrailer trailer) implements WmpItem {
    public static final String KEYWORD = "block";

    public WmpBlock {
        vertices = List.copyOf(vertices);
        faces = List.copyOf(faces);
        Objects.requireNonNull(trailer, "trailer");
    }

    @Override
    public String keyword() {
        return KEYWORD;
    }
}
