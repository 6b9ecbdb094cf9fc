package dev.mapharness.cli;

import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.conformance.NamedMap;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The named maps the conformance runners make their fixed cases of: a format's corpus folder, and its decoders' fuzzing findings. */
final class CorpusMaps {
    private CorpusMaps() {
    }

    /** The maps of one format's corpus folder, by name without the extension, sorted. */
    static List<NamedMap> of(Path corpus, Format format) throws IOException {
        return filesIn(corpus.resolve(format.corpusFolder().orElseThrow()));
    }

    /**
     * Every finding the fuzzers kept for the format's decoders ({@code fuzz/FORMAT-…-decode/findings}:
     * OPRW has one decoder per compression): files that once broke a reader.
     */
    static List<NamedMap> findings(Path corpus, Format format) throws IOException {
        Path fuzz = corpus.resolve("fuzz");
        List<NamedMap> maps = new ArrayList<>();
        if (!Files.isDirectory(fuzz)) {
            return maps;
        }
        List<Path> decoders;
        try (Stream<Path> targets = Files.list(fuzz)) {
            decoders = targets.filter(t -> t.getFileName().toString().startsWith(format.id() + "-")
                    && t.getFileName().toString().endsWith("-decode")).sorted().toList();
        }
        for (Path decoder : decoders) {
            maps.addAll(filesIn(decoder.resolve("findings")));
        }
        return maps;
    }

    /**
     * The files of {@code format} anywhere under {@code dir} (a user's own maps, {@code --files}), told
     * by their bytes whatever they are called, by their path under {@code dir} without the extension
     * ({@code levels/a}), sorted. {@code others} counts the files of other formats, or of none.
     */
    static List<NamedMap> userFiles(Path dir, Format format, int[] others) throws IOException {
        List<NamedMap> maps = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                byte[] head;
                try (InputStream in = Files.newInputStream(p)) {
                    head = in.readNBytes(Formats.HEAD_LENGTH);
                }
                if (Formats.detect(head).map(Detection::format).filter(format::equals).isEmpty()) {
                    others[0]++;
                    continue;
                }
                byte[] bytes = Files.readAllBytes(p);
                String name = dir.relativize(p).toString().replace('\\', '/');
                int dot = name.lastIndexOf('.');
                maps.add(new NamedMap(dot > name.lastIndexOf('/') + 1 ? name.substring(0, dot) : name, bytes));
            }
        }
        return maps;
    }

    private static List<NamedMap> filesIn(Path dir) throws IOException {
        List<NamedMap> maps = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return maps;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = p.getFileName().toString();
                int dot = name.lastIndexOf('.');
                maps.add(new NamedMap(dot > 0 ? name.substring(0, dot) : name, Files.readAllBytes(p)));
            }
        }
        return maps;
    }
}
