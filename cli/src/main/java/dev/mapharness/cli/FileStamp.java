package dev.mapharness.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** A file's size and modification time: what {@code --resume} compares to know a file is unchanged. */
record FileStamp(long size, long modified) {
    static final FileStamp NONE = new FileStamp(-1, -1);

    static FileStamp of(String name) {
        try {
            Path p = Path.of(name);
            return new FileStamp(Files.size(p), Files.getLastModifiedTime(p).toMillis());
        } catch (IOException | InvalidPathException e) {
            return NONE;
        }
    }
}
