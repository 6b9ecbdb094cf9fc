package dev.mapharness.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Writes output files so that readers see the old file or the whole new one, never half of it:
 * a temporary file in the target's directory, synced, then moved over the target.
 */
public final class AtomicFiles {
    /** Temporary files are private (0600); the result gets the old file's mode, or this. */
    private static final Set<PosixFilePermission> NEW_FILE_MODE = PosixFilePermissions.fromString("rw-r--r--");

    private AtomicFiles() {
    }

    /** What fills the temporary file: written in one go, or streamed when it is too big to hold (a report of a whole archive). */
    @FunctionalInterface
    public interface Content {
        /** Writes the whole new file to {@code out}; the stream is flushed and closed by the caller. */
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /** Like {@link #write(Path, byte[])}; if {@code content} throws, the target is left as it was. */
    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path tmp = Files.createTempFile(dir, ".mapharness-", ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(ch), 64 * 1024);
                content.writeTo(out);
                out.flush();
                ch.force(true);
            }
            keepMode(tmp, absolute);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void keepMode(Path tmp, Path target) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        if (view == null) {
            return;
        }
        Set<PosixFilePermission> mode = Files.exists(target)
                ? Files.getPosixFilePermissions(target) : NEW_FILE_MODE;
        view.setPermissions(mode);
    }
}
