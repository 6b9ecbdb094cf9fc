package dev.mapharness.wwd;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.compress.CompressRules;
import dev.mapharness.rules.Rule;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The compressed main block of a WWD level: a zlib stream (RFC 1950: {@code 78 9C} at the default
 * level, {@code 78 DA} at level 9 as WapMap writes it) from byte 1524, inflating to exactly the
 * header's decompressed-size field. Bytes may follow the stream (WapMap appends its metadata); the
 * reader decides what they are.
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
     * A stream inflated: the file as if it had never been compressed, and how many bytes of the file
     * the zlib stream took.
     */
    record Inflated(byte[] image, int streamLength) {
    }

    /**
     * Inflates the zlib stream at {@code from}, and returns the file as if it had never been
     * compressed: its first {@code from} bytes (the header), then the inflated main block. One
     * array, so the reader holds the data once. The stream may end before the file does.
     *
     * @param claimed   the header's decompressed size (u32)
     * @param claimedAt offset of that field, for errors about the claim itself
     */
    static Inflated inflate(byte[] file, int from, long claimed, int claimedAt) {
        long available = file.length - from;
        String field = "mainBlock";
        if (claimed > available * MAX_RATIO || claimed > MAX_SIZE) {
            throw new MapFormatException(CompressRules.DECODED_SIZE_PAST_LIMIT, claimedAt,
                    "header.decompressedMainBlockSize", "at most " + Math.min(available * MAX_RATIO, MAX_SIZE) + " bytes (what " + available
                            + " compressed bytes can inflate to; deflate expands at most " + MAX_RATIO + ":1)",
                    String.valueOf(claimed));
        }
        int want = from + (int) claimed;
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(file, from, (int) available);
            // grown to exactly the claim, never past it: the image is the array returned, not a copy of it
            byte[] out = new byte[(int) Math.min(want, from + FIRST_CHUNK)];
            System.arraycopy(file, 0, out, 0, from);
            int n = from;
            byte[] probe = new byte[1];
            while (!inflater.finished()) {
                int got;
                if (n == want) {
                    // the claim is filled: one byte more and the stream runs long
                    got = inflater.inflate(probe);
                    if (got > 0) {
                        throw wrongClaim(CompressRules.OUTPUT_PAST_SIZE, claimedAt, claimed + ", but the zlib stream inflates to more");
                    }
                } else {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, (int) Math.min(want, Math.max(FIRST_CHUNK, 2L * n)));
                    }
                    got = inflater.inflate(out, n, out.length - n);
                    n += got;
                }
                if (got == 0 && !inflater.finished()) {
                    if (inflater.needsDictionary()) {
                        throw new MapFormatException(CompressRules.ZLIB_DICTIONARY, from + inflater.getBytesRead(), field,
                                "a zlib stream without a preset dictionary", "a dictionary request");
                    }
                    if (inflater.needsInput()) {
                        throw new MapFormatException(CompressRules.STREAM_TRUNCATED, file.length, field,
                                "the rest of the zlib stream (" + claimed + " bytes decompressed)",
                                "end of file after " + (n - from) + " decompressed bytes");
                    }
                    throw new MapFormatException(CompressRules.ZLIB_INVALID, from + inflater.getBytesRead(), field,
                            "a zlib stream that makes progress", "no output and no input wanted");
                }
            }
            if (n < want) {
                throw wrongClaim(CompressRules.OUTPUT_SHORT_OF_SIZE, claimedAt, claimed + ", but the zlib stream ends after " + (n - from) + " bytes");
            }
            int streamLength = (int) (available - inflater.getRemaining());
            return new Inflated(out, streamLength);
        } catch (DataFormatException e) {
            throw new MapFormatException(CompressRules.ZLIB_INVALID, from + inflater.getBytesRead(), field, "a valid zlib stream",
                    String.valueOf(e.getMessage()));
        } finally {
            inflater.end();
        }
    }

    /**
     * A stream that decodes but to another length: the claim and the stream disagree, and the
     * claim is the field a reader can point at (where the stream stops depends on zlib's buffering).
     */
    private static MapFormatException wrongClaim(Rule rule, int claimedAt, String found) {
        return new MapFormatException(rule, claimedAt, "header.decompressedMainBlockSize",
                "the length the zlib main block inflates to", found);
    }

    /**
     * The compression level a zlib stream's header announces (its FLEVEL bits): 1 (fastest), 5 (fast),
     * 6 (default) or 9 (best), so a rewrite compresses as the original editor did.
     */
    static int levelOf(byte[] stream) {
        if (stream.length < 2) {
            return Deflater.DEFAULT_COMPRESSION;
        }
        return switch ((stream[1] & 0xFF) >>> 6) {
            case 0 -> 1;
            case 1 -> 5;
            case 2 -> 6;
            default -> 9;
        };
    }

    /** The main block {@code image[from..]} as a zlib stream at {@code level}. */
    static byte[] deflate(byte[] image, int from, int level) {
        Deflater deflater = new Deflater(level);
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
