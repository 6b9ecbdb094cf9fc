package dev.mapharness.cli;

import dev.mapharness.format.Format;

/** Names of the files {@code convert --out-dir} writes: the input's path with the target format's extension. */
final class OutputNames {
    private OutputNames() {
    }

    /** {@code levels/a.wwd} to Tiled is {@code levels/a.tmj}; a name without an extension gains one. */
    static String withExtension(String relative, Format target) {
        String extension = target.extensions().get(0);
        int slash = Math.max(relative.lastIndexOf('/'), relative.lastIndexOf('\\'));
        int dot = relative.lastIndexOf('.');
        String stem = dot > slash + 1 ? relative.substring(0, dot) : relative;
        return stem + "." + extension;
    }
}
