package dev.mapharness.bench.compress;

import dev.mapharness.compress.Compression;
import io.airlift.compress.lzo.LzoCompressor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.CRC32;

/**
 * LZO1X streams of the same data as different encoders write them, since a decoder's speed depends
 * on the instructions it meets: liblzo2's LZO1X-1 leaves long literal runs, LZO1X-999 finds long
 * and far matches, aircompressor and our encoder lie between.
 */
public enum LzoStreams {
    /** Our encoder: what files written by mapharness hold. */
    OWN("own"),
    /** aircompressor's compressor, the Java reference. */
    AIRCOMPRESSOR("aircompressor"),
    /** liblzo2's fast compressor, what most LZO tools write. */
    LZO1X_1("lzo1x-1"),
    /** liblzo2's best compressor. */
    LZO1X_999("lzo1x-999");

    /** The benchmark parameter value. */
    public final String label;

    LzoStreams(String label) {
        this.label = label;
    }

    public static LzoStreams of(String label) {
        return Arrays.stream(values()).filter(s -> s.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("LZO streams are " + Arrays.toString(values()) + ", not " + label));
    }

    /** Why this encoder cannot run on this machine, if it cannot. */
    public Optional<String> unavailable() {
        return level() != 0 && Liblzo2.python().isEmpty() ? Optional.of(Liblzo2.MISSING) : Optional.empty();
    }

    private int level() {
        return this == LZO1X_1 ? 1 : this == LZO1X_999 ? 9 : 0;
    }

    /**
     * This encoder's stream of {@code decoded} (sample data {@code data} of its size). liblzo2's
     * streams are cached under {@code bench/target/streams}, keyed by data, size, content checksum
     * and level: LZO1X-999 takes seconds per megabyte.
     */
    byte[] encode(String data, byte[] decoded) {
        switch (this) {
            case OWN:
                return Compression.LZO.encode(decoded);
            case AIRCOMPRESSOR: {
                LzoCompressor compressor = new LzoCompressor();
                byte[] scratch = new byte[compressor.maxCompressedLength(decoded.length)];
                return Arrays.copyOf(scratch, compressor.compress(decoded, 0, decoded.length, scratch, 0, scratch.length));
            }
            default:
                return cachedLiblzo2(data, decoded);
        }
    }

    private byte[] cachedLiblzo2(String data, byte[] decoded) {
        CRC32 crc = new CRC32();
        crc.update(decoded);
        Path cache = targetDirectory().resolve("streams");
        Path file = cache.resolve(String.format(Locale.ROOT, "%s-%d-%08x-%s.lzo", data, decoded.length, crc.getValue(), label));
        try {
            if (Files.isRegularFile(file)) {
                return Files.readAllBytes(file);
            }
            byte[] stream = Liblzo2.compress(decoded, level(), cache);
            Path partial = Files.createTempFile(cache, file.getFileName().toString(), ".part");
            Files.write(partial, stream);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return stream;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code bench/target}: where the benchmark jar (or the classes directory) lies. */
    private static Path targetDirectory() {
        try {
            Path location = Path.of(LzoStreams.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return location.getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
