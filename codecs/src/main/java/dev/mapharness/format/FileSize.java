package dev.mapharness.format;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.rules.Rule;

/** The writers' one limit on a file's size: what a Java array holds. */
public final class FileSize {
    private FileSize() {
    }

    /**
     * {@code bytes} as an int, for a file mapharness can write; refuses a larger one (a model can describe a
     * file of more than 2 GiB, say a 4096² world with a million objects and long names, that no array holds)
     * with {@code rule}, the writing format's own rule for a file too large.
     */
    public static int checked(long bytes, Rule rule) {
        if (bytes > ByteOutput.MAX_SIZE) {
            throw new MapWriteException(rule, "", "the file would be " + bytes + " bytes; mapharness writes files below 2 GiB");
        }
        return (int) bytes;
    }
}
