package dev.mapharness.reports.html;

import dev.mapharness.reports.picture.Picture;
import java.util.Base64;

/** A picture as the page embeds it: a {@code data:} URI, so the page fetches nothing. */
public record PictureView(String kind, String title, String caption, String dataUri, int width, int height,
                          long marked) {
    public static PictureView of(Picture p) {
        return new PictureView(p.kind(), p.title(), p.caption(),
                "data:image/png;base64," + Base64.getEncoder().encodeToString(p.png()),
                p.width(), p.height(), p.marked());
    }
}
