package dev.mapharness.reports.html;

import dev.mapharness.reports.picture.Picture;
import java.util.Base64;

/** A picture as the page embeds it: a {@code data:} URI, so the page fetches nothing. */
public record PictureView(String kind, String title, String caption, String dataUri, int width, int height,
                          long marked) {
    public static PictureView of(Picture p) {
        // the kind becomes a CSS class: keep it to one plain word
        String kind = p.kind().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]", "");
        return new PictureView(kind.isEmpty() ? "map" : kind, p.title(), p.caption(),
                "data:image/png;base64," + Base64.getEncoder().encodeToString(p.png()),
                p.width(), p.height(), p.marked());
    }
}
