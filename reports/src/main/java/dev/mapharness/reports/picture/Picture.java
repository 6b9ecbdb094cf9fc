package dev.mapharness.reports.picture;

import java.util.Objects;

/**
 * One drawing of a map, as a PNG small enough to inline in a report.
 *
 * @param kind    what is drawn: {@code relief}, {@code materials}, {@code objects}, {@code roads},
 *                {@code plane} (stable, for tests and CSS)
 * @param title   a heading for people ({@code Relief, 512 × 512 cells})
 * @param caption scale, legend and what is highlighted, in a sentence or two
 * @param png     the image
 * @param width   image width in pixels
 * @param height  image height in pixels
 * @param marked  how many cells or objects are highlighted as divergent
 */
public record Picture(String kind, String title, String caption, byte[] png, int width, int height, long marked) {
    public Picture {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(caption, "caption");
        Objects.requireNonNull(png, "png");
    }
}
