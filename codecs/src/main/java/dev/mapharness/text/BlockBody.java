package dev.mapharness.text;

import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;

/** A block's inside as both text formats write it; the codecs turn it into their own records. */
public record BlockBody(List<Vec3> vertices, List<FaceBody> faces, BlockTrailer trailer) {
}
