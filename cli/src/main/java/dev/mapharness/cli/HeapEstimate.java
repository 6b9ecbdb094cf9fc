package dev.mapharness.cli;

import dev.mapharness.format.Formats;
import dev.mapharness.wwd.WwdHead;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How much heap checking one file takes, guessed before it is read, so that a parallel batch never
 * runs together files that would not fit together.
 *
 * <p>The guess is the decoded size (a compressed WWD's inflated level, otherwise the file) times
 * {@value #PER_DECODED_BYTE}: while a file is checked, its bytes, model and layout and those of its
 * canonical re-encoding are alive, but no field map for the whole file (fields are located on demand,
 * docs/field-locations.md). bench/bigcheck measured about 6 per byte at the peak: a real Claw level of
 * 72 KB that inflates to 13 MB needs 80 MB, a 1,000,000-object OPRW world of 89 MB needs 512 MB.
 */
final class HeapEstimate {
    static final long PER_DECODED_BYTE = 8;
    /** What any check needs besides the file: the codec's tables, the comparison's buffers. */
    static final long BASE = 4L << 20;

    private HeapEstimate() {
    }

    /** The guess for {@code name}; 0 for what cannot be read (reading it reports why, at no cost). */
    static long of(BatchInput in) {
        if (in.problem().isPresent()) {
            return 0;
        }
        try {
            Path path = Path.of(in.name());
            if (!Files.isRegularFile(path)) {
                return 0;
            }
            long size = Files.size(path);
            byte[] head;
            try (InputStream s = Files.newInputStream(path)) {
                head = s.readNBytes(Formats.HEAD_LENGTH);
            }
            return BASE + WwdHead.decodedSize(head, size) * PER_DECODED_BYTE;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** What the files in flight may take together: most of the heap, leaving room for the reports. */
    static long budget() {
        return Runtime.getRuntime().maxMemory() / 4 * 3;
    }
}
