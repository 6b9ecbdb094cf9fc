package dev.mapharness.cli;

import dev.mapharness.format.Format;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The maps of one format's corpus folder, by name without the extension, sorted: the conformance runners' fixed cases. */
final class CorpusMaps {
    record Named(String name, byte[] bytes) {
    }

    private CorpusMaps() {
    }

    static List<Named> of(Path corpus, Format format) throws IOException {
        Path dir = corpus.resolve(format.corpusFolder().orElseThrow());
        List<Named> maps = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return maps;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = p.getFileName().toString();
                int dot = name.lastIndexOf('.');
                maps.add(new Named(dot > 0 ? name.substring(0, dot) : name, Files.readAllBytes(p)));
            }
        }
        return maps;
    }
}
