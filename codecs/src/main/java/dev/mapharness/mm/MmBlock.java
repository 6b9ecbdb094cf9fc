package dev.mapharness.mm;

import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * A block inside the world item, with vertices at their final positions:
 * {@code { vertices V faces F x y z … faces … { flags function index } }}. Its sequential
 * number appears only in a comment; the trailer's index is kept. Counts are derived from the
 * lists; readers report stated counts that disagree.
 */
public record MmBlock(List<Vec3> vertices, List<MmFace> faces, BlockTrailer trailer) {
    public MmBlock {
        vertices = List.copyOf(vertices);
        faces = List.copyOf(faces);
        Objects.requireNonNull(trailer, "trailer");
    }
}
