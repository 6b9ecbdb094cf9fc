package dev.mapharness.format;

import dev.mapharness.bytes.ByteOutput;

/** The writers' one limit on a file's size: what a Java array holds. */
public final class FileSize {
    private FileSize() {
    }

    /**
     * {@code bytes} as an int, for a file mapharness can write; refuses a larger one (a model can describe a
     * file of more than 2 GiB, say a 4096² world with a million objects and long names, that no array holds).
     */
    public static int checked(long bytes) {
        if (bytes > ByteOutput.MAX_SIZE) {
            throw new MapWriteException("", "the file would be " + bytes + " bytes; mapharness writes files below 2 GiB");
        }
        return (int) bytes;
    }
}
