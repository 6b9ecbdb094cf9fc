package dev.mapharness.cli;

import dev.mapharness.format.Format;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * The file names that are map files by their extension. Under a directory, a batch also takes files
 * whose first bytes are a map format's (see {@link BatchInputs}); files named directly are always read.
 */
final class MapFileNames {
    /** Extensions of the files mapharness reads: worlds, WWD levels, text WMP, $$M, Tiled JSON maps. */
    static final Set<String> EXTENSIONS = Format.allExtensions();

    private MapFileNames() {
    }

    static boolean hasMapExtension(Path file) {
        Path last = file.getFileName();
        if (last == null) {
            return false;
        }
        String name = last.toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot >= 0 && EXTENSIONS.contains(name.substring(dot + 1));
    }
}
