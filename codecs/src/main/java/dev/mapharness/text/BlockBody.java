package dev.mapharness.text;

import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;

/**
 * A block's inside as both text formats write it, with faces of type {@code F}: {@link FaceBody}
 * for the writers, each codec's own face record as {@link BlockReader} reads it.
 */
public record BlockBody<F>(List<Vec3> vertices, List<F> faces, BlockTrailer trailer) {
}
