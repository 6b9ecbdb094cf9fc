package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * WED's texture sources, {@code wad { … }} inside the {@code wed} section: a first line of numbers
 * (five zeros in the files seen; their meaning is not documented), then one line per WAD file,
 * its path in angle brackets and a number after it ({@code 1} in the files seen).
 */
public record WmpWad(List<Double> settings, List<File> files) {
    /** One WAD file line. */
    public record File(RawString path, double value) {
        public File {
            Objects.requireNonNull(path, "path");
        }
    }

    public WmpWad {
        settings = List.copyOf(settings);
        files = List.copyOf(files);
    }
}
