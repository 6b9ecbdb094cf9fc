package dev.mapharness.compress;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.rules.ReadRules;

/** What an OPRW version uses for its compressed arrays: LZSS up to version 22, LZO from 23. */
public enum Compression {
    LZSS(BisLzss.MAX_DISTANCE, true) {
        @Override
        public byte[] decode(ByteInput in, int decodedSize, String field) {
            return BisLzss.decode(in, decodedSize, field);
        }

        @Override
        void decodeInto(ByteInput in, DecodeTarget out, String field) {
            BisLzss.decodeInto(in, out, field);
        }

        @Override
        public byte[] encode(byte[] data, CompressionLevel level) {
            return BisLzss.encode(data, level);
        }

        @Override
        public long maxDecodedSize(long inputBytes) {
            return BisLzss.maxDecodedSize(inputBytes);
        }
    },
    LZO(Lzo1x.M4_MAX_DISTANCE, false) {
        @Override
        public byte[] decode(ByteInput in, int decodedSize, String field) {
            return Lzo1x.decode(in, decodedSize, field);
        }

        @Override
        void decodeInto(ByteInput in, DecodeTarget out, String field) {
            Lzo1x.decodeInto(in, out, field);
        }

        @Override
        public byte[] encode(byte[] data, CompressionLevel level) {
            return Lzo1x.encode(data, level);
        }

        @Override
        public long maxDecodedSize(long inputBytes) {
            return Lzo1x.maxDecodedSize(inputBytes);
        }
    };

    /** The farthest a copy reaches back: what a decoding window must keep. */
    final int reach;
    /** The stream ends in a checksum of the decoded bytes. */
    final boolean checksummed;

    Compression(int reach, boolean checksummed) {
        this.reach = reach;
        this.checksummed = checksummed;
    }

    /**
     * Like {@link #decode}, into {@code out} (of {@code out.decodedSize} bytes), which the caller
     * created after checking the size with {@link #checkDecodedSize}.
     */
    abstract void decodeInto(ByteInput in, DecodeTarget out, String field);

    /** Decodes exactly {@code decodedSize} bytes at {@code in}'s offset and leaves {@code in} after the stream. */
    public abstract byte[] decode(ByteInput in, int decodedSize, String field);

    /** The complete stream for {@code data} at {@link CompressionLevel#DEFAULT} (for LZSS including its checksum). */
    public byte[] encode(byte[] data) {
        return encode(data, CompressionLevel.DEFAULT);
    }

    /** The complete stream for {@code data} at {@code level} (for LZSS including its checksum). */
    public abstract byte[] encode(byte[] data, CompressionLevel level);

    /**
     * The most decoded bytes {@code inputBytes} of stream can produce: callers check a claimed
     * decoded size against the bytes left before allocating anything. 0 for inputs too short to
     * hold any data; LZSS ≤ 144/17 per byte, LZO ≤ 255 per byte (see each codec).
     */
    public abstract long maxDecodedSize(long inputBytes);

    /**
     * Fails unless {@code decodedSize} is non-negative and within what the bytes left can hold as
     * this kind of stream: checked before a decoder allocates anything.
     */
    void checkDecodedSize(ByteInput in, int decodedSize, String field) {
        if (decodedSize < 0) {
            throw in.fail(ReadRules.COUNT_NEGATIVE, field, "a non-negative decoded size", String.valueOf(decodedSize));
        }
        long max = maxDecodedSize(in.remaining());
        if (decodedSize > max) {
            throw in.fail(CompressRules.DECODED_SIZE_PAST_LIMIT, field, "a decoded size of at most " + max + " bytes (what the " + in.remaining()
                    + " bytes left can hold as " + name() + ")", String.valueOf(decodedSize));
        }
    }
}
