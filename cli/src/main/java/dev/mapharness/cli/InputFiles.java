package dev.mapharness.cli;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.ReadFailure.Reason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;

/** Reads a file named on the command line: bytes, then format, then model. Never throws. */
final class InputFiles {
    /** Java arrays stop just below 2 GiB; no map format here comes near it. */
    static final long MAX_SIZE = Integer.MAX_VALUE - 8;

    private InputFiles() {
    }

    static LoadedFile load(String name, ReadOptions options) {
        OutOfMemory.working(name);
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            return LoadedFile.failed(name, -1, new byte[0], Optional.empty(),
                    ReadFailure.of(Reason.NOT_FOUND, "not a valid file name: " + e.getReason()), e);
        }
        byte[] bytes;
        long size = -1;
        try {
            if (Files.isDirectory(path)) {
                return LoadedFile.failed(name, -1, new byte[0], Optional.empty(),
                        ReadFailure.of(Reason.NOT_A_FILE, "is a directory with no map files (" + extensions() + ")"), null);
            }
            if (!Files.exists(path)) {
                throw new NoSuchFileException(name);
            }
            if (!Files.isRegularFile(path)) {
                // reading a FIFO or a device would block or never end
                return LoadedFile.failed(name, -1, new byte[0], Optional.empty(), ReadFailure.of(Reason.NOT_A_FILE,
                        "is a special file (a FIFO, device or socket), not a map file; not read"), null);
            }
            size = Files.size(path);
            Optional<String> tooLarge = tooLarge(size);
            if (tooLarge.isPresent()) {
                return LoadedFile.failed(name, size, new byte[0], Optional.empty(),
                        ReadFailure.of(Reason.IO_ERROR, tooLarge.get()), null);
            }
            bytes = readAtMost(path, size);
        } catch (NoSuchFileException e) {
            return LoadedFile.failed(name, -1, new byte[0], Optional.empty(), ReadFailure.of(Reason.NOT_FOUND, "no such file"), e);
        } catch (AccessDeniedException e) {
            return LoadedFile.failed(name, -1, new byte[0], Optional.empty(), ReadFailure.of(Reason.IO_ERROR, "permission denied"), e);
        } catch (IOException e) {
            return LoadedFile.failed(name, -1, new byte[0], Optional.empty(),
                    ReadFailure.of(Reason.IO_ERROR, "cannot read: " + e), e);
        } catch (OutOfMemoryError e) {
            return LoadedFile.failed(name, -1, new byte[0], Optional.empty(), OutOfMemory.failure("reading it", size), null);
        }
        return decode(name, bytes, options);
    }

    /**
     * Why a file of {@code size} bytes is not read here, if it is not: Java arrays stop below 2 GiB,
     * and a file that takes more than half the heap before it is decoded would fail anyway (and take
     * the files read beside it down with it).
     */
    static Optional<String> tooLarge(long size) {
        if (size > MAX_SIZE) {
            return Optional.of("is " + size + " bytes; mapharness reads files below 2 GiB");
        }
        long heap = Runtime.getRuntime().maxMemory();
        if (size > heap / 2) {
            return Optional.of("is " + size + " bytes, more than half of this Java's heap (" + (heap >> 20)
                    + " MB); run with more, e.g. MAPHARNESS_JAVA_OPTS=-Xmx" + Math.max(1, (size * 8 >> 30) + 1) + "g");
        }
        return Optional.empty();
    }

    /**
     * The file's bytes, at most {@code size} of them and whatever it holds by then: a file that
     * grows while it is read (a log, a writer still at work) cannot make the read unbounded.
     */
    private static byte[] readAtMost(Path path, long size) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return in.readNBytes((int) size);
        }
    }

    private static String extensions() {
        return MapFileNames.EXTENSIONS.stream().sorted().map(e -> "." + e).collect(Collectors.joining(", "));
    }

    /** Detects and decodes bytes already in memory. */
    static LoadedFile decode(String name, byte[] bytes, ReadOptions options) {
        Optional<Detection> detection = Formats.detect(bytes);
        if (detection.isEmpty()) {
            return LoadedFile.failed(name, bytes.length, bytes, detection, ReadFailure.unknownFormat(head(bytes)), null);
        }
        Optional<MapCodec<?>> codec = detection.get().supported() ? Codecs.forFormat(detection.get().format()) : Optional.empty();
        if (codec.isEmpty()) {
            return LoadedFile.failed(name, bytes.length, bytes, detection, ReadFailure.unsupported(detection.get()), null);
        }
        try {
            Decoded<? extends MapModel> decoded = codec.get().readLocating(bytes, options);
            return new LoadedFile(name, bytes.length, bytes, detection, Optional.of(decoded), Optional.empty(), Optional.empty());
        } catch (MapFormatException e) {
            return LoadedFile.failed(name, bytes.length, bytes, detection, ReadFailure.malformed(e), e);
        } catch (OutOfMemoryError e) {
            // the heap is too small for this file: say how much to give, not that mapharness is broken
            return LoadedFile.failed(name, bytes.length, bytes, detection, OutOfMemory.failure("reading it", bytes.length), null);
        } catch (RuntimeException | StackOverflowError e) {
            // a reader must only ever throw MapFormatException: anything else is a bug worth reporting
            return LoadedFile.failed(name, bytes.length, bytes, detection, ReadFailure.of(Reason.INTERNAL_ERROR,
                    "the " + detection.get().label() + " reader failed with " + e
                            + " (a bug in mapharness; --verbose shows where)"), e);
        }
    }

    /** What the first bytes hold, for "expected a known map format, found …". */
    static String head(byte[] bytes) {
        if (bytes.length == 0) {
            return "an empty file";
        }
        if (bytes.length < 4) {
            return "only " + bytes.length + (bytes.length == 1 ? " byte" : " bytes");
        }
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < 4; i++) {
            int c = bytes[i] & 0xFF;
            sb.append(c >= 0x20 && c < 0x7F && c != '"' && c != '\\' ? String.valueOf((char) c) : String.format("\\x%02X", c));
        }
        return sb.append('"').toString();
    }
}
