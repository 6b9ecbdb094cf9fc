package dev.mapharness.reports.html;

import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.picture.Picture;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Draws one side of a report: the map of {@code side} with the fields in {@code markedFieldPaths}
 * highlighted (exact paths like {@code objects[7].transform[9]} or patterns like
 * {@code objects[*].transform[9]}). {@code otherSide} is the file it is compared with, when there is
 * one, so a drawing can mark the cells where the two differ.
 *
 * <p>Pages take this as a parameter so the drawing can be replaced without touching the pages.
 */
@FunctionalInterface
public interface PictureSource {
    /** Draws nothing: pages then say there is no picture. */
    PictureSource NONE = (side, marked, other) -> List.of();

    List<Picture> draw(Evidence side, Collection<String> markedFieldPaths, Optional<Evidence> otherSide);
}
