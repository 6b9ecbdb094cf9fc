package dev.mapharness.cli;

import dev.mapharness.format.Format;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Expands directories named on the command line into the map files under them, so that
 * {@code mapharness check corpus} checks a whole tree. Files named directly are always read,
 * whatever they are called; inside a directory only names with a map extension count, so notes,
 * hex sources and reports beside the maps are left alone.
 */
final class MapFileNames {
    /** Extensions of the files mapharness reads: worlds, WWD levels, text WMP, $$M, Tiled JSON maps. */
    static final Set<String> EXTENSIONS = Format.allExtensions();

    private MapFileNames() {
    }

    /**
     * Each name as given, or for a directory the map files under it, sorted by path. A directory
     * holding no map file stays in the list as it is, so reading it reports that it is one.
     */
    static List<String> expand(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            Path dir;
            try {
                dir = Path.of(name);
            } catch (InvalidPathException e) {
                out.add(name);
                continue;
            }
            List<String> found = Files.isDirectory(dir) ? mapFilesUnder(dir) : List.of();
            if (found.isEmpty()) {
                out.add(name);
            } else {
                out.addAll(found);
            }
        }
        return out;
    }

    private static List<String> mapFilesUnder(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).filter(MapFileNames::hasMapExtension)
                    .sorted().map(Path::toString).toList();
        } catch (IOException | UncheckedIOException e) {
            // unreadable below: reading the directory itself then says what it is
            return List.of();
        }
    }

    private static boolean hasMapExtension(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot >= 0 && EXTENSIONS.contains(name.substring(dot + 1));
    }
}
