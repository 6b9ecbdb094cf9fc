package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.Compression;
import io.airlift.compress.lzo.LzoCompressor;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * LZO1X (OPRW from version 23) against aircompressor, the Java reference implementation, on the
 * same input: {@code decode} and {@code decodeByAircompressor} decode aircompressor's stream of the
 * data, and both produce a fresh output array per call, as a reader must.
 * {@code decodeOwnStream} decodes our encoder's stream, what files written by mapharness hold.
 */
public class LzoBenchmark extends CompressionBenchmark {
    private byte[] referenceStream;
    private byte[] ownStream;
    private byte[] encodeScratch;

    @Setup
    public void setUp() {
        prepare();
        LzoCompressor compressor = new LzoCompressor();
        encodeScratch = new byte[compressor.maxCompressedLength(size)];
        int n = compressor.compress(decoded, 0, size, encodeScratch, 0, encodeScratch.length);
        referenceStream = Arrays.copyOf(encodeScratch, n);
        ownStream = Compression.LZO.encode(decoded);
        if (!Arrays.equals(decode(referenceStream), decoded) || !Arrays.equals(decode(ownStream), decoded)) {
            throw new IllegalStateException("LZO streams do not decode to the data they were made from");
        }
    }

    private byte[] decode(byte[] stream) {
        return Compression.LZO.decode(ByteInput.of(stream), size, "bench");
    }

    @Benchmark
    public byte[] decode(ByteCounter bytes) {
        bytes.add(size);
        return decode(referenceStream);
    }

    @Benchmark
    public byte[] decodeOwnStream(ByteCounter bytes) {
        bytes.add(size);
        return decode(ownStream);
    }

    @Benchmark
    public byte[] decodeByAircompressor(ByteCounter bytes) {
        bytes.add(size);
        byte[] out = new byte[size];
        new LzoDecompressor().decompress(referenceStream, 0, referenceStream.length, out, 0, size);
        return out;
    }

    @Benchmark
    public byte[] encode(ByteCounter bytes) {
        bytes.add(size);
        return Compression.LZO.encode(decoded);
    }

    /** Into a scratch buffer of the worst-case size, then trimmed: the output a writer keeps. */
    @Benchmark
    public byte[] encodeByAircompressor(ByteCounter bytes) {
        bytes.add(size);
        int n = new LzoCompressor().compress(decoded, 0, size, encodeScratch, 0, encodeScratch.length);
        return Arrays.copyOf(encodeScratch, n);
    }
}
