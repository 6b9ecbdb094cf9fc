package dev.mapharness.reports.html;

import dev.mapharness.format.MapModel;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.picture.MapPictures;
import dev.mapharness.reports.picture.Marks;
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

    /**
     * The maps as {@link MapPictures} draws them. Against another side of the same model class,
     * every differing cell and element is marked; otherwise the named fields are, a pattern
     * ({@code elevation[*]}) marking its whole field.
     */
    PictureSource MAPS = (side, marked, other) -> side.model()
            .map(model -> MapPictures.draw(model, marks(model, marked, other.flatMap(Evidence::model))))
            .orElse(List.of());

    private static Marks marks(MapModel model, Collection<String> marked, Optional<MapModel> other) {
        if (other.isPresent() && other.get().getClass() == model.getClass()) {
            return Marks.differingFrom(other.get());
        }
        return Marks.of(marked.stream().map(p -> p.contains("[*]") ? p.substring(0, p.indexOf("[*]")) : p).toList());
    }

    List<Picture> draw(Evidence side, Collection<String> markedFieldPaths, Optional<Evidence> otherSide);
}
