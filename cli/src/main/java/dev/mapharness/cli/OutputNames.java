package dev.mapharness.cli;

import dev.mapharness.format.Format;

/** Names of the files {@code convert --out-dir} writes: the input's path with the target format's extension. */
final class OutputNames {
    private OutputNames() {
    }

    /** {@code levels/a.wwd} to Tiled is {@code levels/a.tmj}; a name without an extension gains one. */
    static String withExtension(String relative, Format target) {
        String extension = extension(target);
        int slash = Math.max(relative.lastIndexOf('/'), relative.lastIndexOf('\\'));
        int dot = relative.lastIndexOf('.');
        String stem = dot > slash + 1 ? relative.substring(0, dot) : relative;
        return stem + "." + extension;
    }

    /** The extension files of {@code format} usually have. */
    static String extension(Format format) {
        return switch (format) {
            case WVR1, WVR4, WVR8, OPRW -> "wrp";
            case WWD -> "wwd";
            case WMP_TEXT, WMPB -> "wmp";
            case GAMESTUDIO_MAP -> "$$m";
            case TILED -> "tmj";
        };
    }

}
