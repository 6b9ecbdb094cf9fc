package dev.mapharness.wmpb;

import dev.mapharness.gamestudio.Vec3;
import java.util.List;

/**
 * A block: its number (0, 1, … in file order, the {@code $$M} trailer's index), its flags, its
 * vertices, its faces as lists of vertex numbers, and the face records that say how each face is
 * textured. Real files have one record per face, or fewer (a face without one takes WED's defaults).
 */
public record WmpbBlock(long number, long flags, List<Vec3> vertices, List<List<Integer>> faces,
                        List<WmpbFaceRecord> faceRecords) implements WmpbData {
    public WmpbBlock {
        vertices = List.copyOf(vertices);
        faces = faces.stream().map(List::copyOf).toList();
        faceRecords = List.copyOf(faceRecords);
    }
}
