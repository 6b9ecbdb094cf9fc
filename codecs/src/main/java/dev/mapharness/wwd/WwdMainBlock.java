package dev.mapharness.wwd;

import dev.mapharness.bytes.MapFormatException;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The compressed main block of a WWD level: a zlib stream (RFC 1950, {@code 78 9C} from the
 * editors) from byte 1524 to the end of the file, inflating to exactly the header's
 * decompressed-size field.
 *
 * <p>Hostile claims are checked before anything is allocated: deflate emits at most 258 bytes per
 * 2 bits of input, so {@link #MAX_RATIO} output bytes per input byte; a larger claim cannot be
 * true. The output buffer then grows only as data inflates, so a file that lies about its size
 * costs no more memory than the data it really holds. Every way a stream can stop (truncated,
 * corrupt, early, late, a preset dictionary) ends in one {@link MapFormatException}; no loop
 * waits on {@code finished()} alone.
 */
final class WwdMainBlock {
    /** Most bytes deflate can produce from one input byte (258 per 2 bits). */
    static final long MAX_RATIO = 1032;
    /**
     * Largest main block mapharness inflates, 256 MiB: real levels hold a few MB, and at 1032:1 a
     * 2 MB zlib bomb could otherwise claim 2 GB, which the doubling buffer cannot reach in a 2 GB heap.
     */
    static final long MAX_SIZE = 256L << 20;
    private static final int FIRST_CHUNK = 1 << 16;

    private WwdMainBlock() {
    }

    /**
     * Inflates the zlib stream at {@code from} to the end of {@code file}, and returns the file as
     * if it had never been compressed: its first {@code from} bytes (the header), then the
     * inflated main block. One array, so the reader holds the data once.
     *
     * @param claimed   the header's decompressed size (u32)
     * @param claimedAt offset of that field, for errors about the claim itself
     */
    static byte[] inflate(byte[] file, int from, long claimed, int claimedAt) {
        long available = file.length - from;
        String field = "mainBlock";
        if (claimed > available * MAX_RATIO || claimed > MAX_SIZE) {
            throw new MapFormatException(claimedAt, "header.decompressedMainBlockSize",
                    "at most " + Math.min(available * MAX_RATIO, MAX_SIZE) + " bytes (what " + available
                            + " compressed bytes can inflate to; deflate expands at most " + MAX_RATIO + ":1)",
                    String.valueOf(claimed));
        }
        int want = from + (int) claimed;
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(file, from, (int) available);
            // one byte more than claimed, so a stream that runs long is seen
            byte[] out = new byte[(int) Math.min(want + 1L, from + FIRST_CHUNK)];
            System.arraycopy(file, 0, out, 0, from);
            int n = from;
            while (!inflater.finished()) {
                if (n == out.length) {
                    if (n > want) {
                        throw wrongClaim(claimedAt, claimed + ", but the zlib stream inflates to more");
                    }
                    out = Arrays.copyOf(out, (int) Math.min(want + 1L, Math.max(FIRST_CHUNK, 2L * n)));
                }
                int got = inflater.inflate(out, n, out.length - n);
                n += got;
                if (got == 0 && !inflater.finished()) {
                    if (inflater.needsDictionary()) {
                        throw new MapFormatException(from + inflater.getBytesRead(), field,
                                "a zlib stream without a preset dictionary", "a dictionary request");
                    }
                    if (inflater.needsInput()) {
                        throw new MapFormatException(file.length, field,
                                "the rest of the zlib stream (" + claimed + " bytes decompressed)",
                                "end of file after " + (n - from) + " decompressed bytes");
                    }
                    throw new MapFormatException(from + inflater.getBytesRead(), field,
                            "a zlib stream that makes progress", "no output and no input wanted");
                }
            }
            if (n > want) {
                throw wrongClaim(claimedAt, claimed + ", but the zlib stream inflates to more");
            }
            if (n < want) {
                throw wrongClaim(claimedAt, claimed + ", but the zlib stream ends after " + (n - from) + " bytes");
            }
            if (inflater.getRemaining() > 0) {
                throw new MapFormatException(from + inflater.getBytesRead(), field,
                        "end of file after the zlib stream", inflater.getRemaining() + " more bytes");
            }
            return out.length == want ? out : Arrays.copyOf(out, want);
        } catch (DataFormatException e) {
            throw new MapFormatException(from + inflater.getBytesRead(), field, "a valid zlib stream",
                    String.valueOf(e.getMessage()));
        } finally {
            inflater.end();
        }
    }

    /**
     * A stream that decodes but to another length: the claim and the stream disagree, and the
     * claim is the field a reader can point at (where the stream stops depends on zlib's buffering).
     */
    private static MapFormatException wrongClaim(int claimedAt, String found) {
        return new MapFormatException(claimedAt, "header.decompressedMainBlockSize",
                "the length the zlib main block inflates to", found);
    }

    /** The main block {@code image[from..]} as a zlib stream at the default level. */
    static byte[] deflate(byte[] image, int from) {
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            deflater.setInput(image, from, image.length - from);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, (image.length - from) / 4));
            byte[] chunk = new byte[1 << 16];
            while (!deflater.finished()) {
                int got = deflater.deflate(chunk);
                out.write(chunk, 0, got);
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }
}
