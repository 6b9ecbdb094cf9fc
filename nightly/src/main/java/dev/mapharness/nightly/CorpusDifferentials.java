package dev.mapharness.nightly;

import dev.mapharness.reports.nightly.VersionRun;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwWorld;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Every corpus OPRW world written as each version of the version table, read back and compared.
 * A world that does not read is a run whose only side failed, so it is counted as failing too.
 */
public final class CorpusDifferentials {
    /** The side named in a run whose corpus file could not be read. */
    static final String CORPUS_SIDE = "corpus file";

    private CorpusDifferentials() {
    }

    public static List<VersionRun> run(Path corpus, Consumer<String> progress) {
        List<VersionRun> runs = new ArrayList<>();
        for (Path relative : CorpusFiles.list(corpus)) {
            Path file = corpus.resolve(relative);
            byte[] bytes;
            try {
                if (Files.size(file) > CorpusRoundTrips.MAX_FILE_BYTES) {
                    continue; // the round trip check reports it; it cannot be told from here whether it is OPRW
                }
                bytes = Files.readAllBytes(file);
            } catch (IOException e) {
                continue; // likewise reported by the round trip check
            }
            if (Formats.detect(bytes).map(d -> d.format() == Format.OPRW).orElse(false)) {
                String name = CorpusFiles.name(relative);
                progress.accept(name);
                runs.add(new VersionRun(name, run(bytes)));
            }
        }
        return runs;
    }

    /** The differential of one OPRW file's world. */
    public static DifferentialResult run(byte[] bytes) {
        OprwWorld world;
        try {
            world = OprwCodec.INSTANCE.read(bytes, ReadOptions.STRICT).model();
        } catch (MapFormatException e) {
            return unreadable("does not read strictly: " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return unreadable("the reader failed with " + e);
        }
        try {
            return VersionDifferential.run(world);
        } catch (RuntimeException | StackOverflowError e) {
            return unreadable("the differential failed with " + e);
        }
    }

    private static DifferentialResult unreadable(String message) {
        return new DifferentialResult(List.of(CORPUS_SIDE), List.of(), List.of(),
                List.of(new SideFailure(CORPUS_SIDE, SideFailure.Stage.READ_BACK, message)), 0, 0);
    }
}
