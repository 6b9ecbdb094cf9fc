package dev.mapharness.mutation.plant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A bug planted in the codecs: a patch against their sources ({@code mutation/plants/NAME.patch}), with a
 * header that says which fuzz target should find it and why it is realistic.
 *
 * <pre>
 * Target: wwd-decode
 * Kind: reader
 * Bug: the plane count is read as signed, so 0x80000000 planes is a negative count
 * Witness: wwd-decode/seeds/small.wwd
 *
 * --- a/codecs/src/main/java/dev/mapharness/wwd/WwdReader.java
 * +++ b/codecs/src/main/java/dev/mapharness/wwd/WwdReader.java
 * &#64;&#64; … (git diff's output)
 * </pre>
 *
 * {@code Witness}, when given, is a committed input of the target (under {@code corpus/fuzz/}) that the
 * full oracle fails on with the plant and passes without it; the build checks both.
 *
 * @param name    the file's name without {@code .patch}
 * @param target  the fuzz target that should find it
 * @param kind    reader, writer, layout, migration or compressor
 * @param bug     one line: what the bug is
 * @param witness a committed input that shows it, relative to {@code corpus/fuzz/}
 * @param diff    the unified diff, from its first {@code ---} or {@code diff} line
 */
public record Plant(String name, String target, String kind, String bug, Optional<String> witness, String diff) {
    public static final Set<String> KINDS = Set.of("reader", "writer", "layout", "migration", "compressor");

    public static Plant read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String name = file.getFileName().toString().replaceFirst("\\.patch$", "");
        int blank = text.indexOf("\n\n");
        if (blank < 0) {
            throw new IOException(file + ": no header (Target:, Kind:, Bug:) before a blank line and the diff");
        }
        Map<String, String> header = new LinkedHashMap<>();
        for (String line : text.substring(0, blank).split("\n")) {
            int colon = line.indexOf(':');
            if (colon < 1) {
                throw new IOException(file + ": header line '" + line + "' is not 'Key: value'");
            }
            header.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
        }
        for (String key : List.of("Target", "Kind", "Bug")) {
            if (!header.containsKey(key) || header.get(key).isEmpty()) {
                throw new IOException(file + ": the header has no " + key + ":");
            }
        }
        String kind = header.get("Kind");
        if (!KINDS.contains(kind)) {
            throw new IOException(file + ": Kind: " + kind + " is not one of " + KINDS);
        }
        String diff = text.substring(blank + 2);
        if (!diff.contains("\n+++ ")) {
            throw new IOException(file + ": no unified diff after the header");
        }
        return new Plant(name, header.get("Target"), kind, header.get("Bug"),
                Optional.ofNullable(header.get("Witness")).filter(w -> !w.isEmpty()), diff);
    }

    /** Every plant under {@code dir}, by name. */
    public static List<Plant> all(Path dir) throws IOException {
        List<Plant> plants = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".patch")).sorted().toList()) {
                plants.add(read(p));
            }
        }
        return plants;
    }
}
