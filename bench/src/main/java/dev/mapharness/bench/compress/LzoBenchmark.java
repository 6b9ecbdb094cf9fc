package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.Compression;
import io.airlift.compress.lzo.LzoCompressor;
import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

/**
 * LZO1X encoding (OPRW from version 23) against aircompressor, the Java reference implementation,
 * on the same input. Decoding, on the streams of several encoders, is {@link LzoDecodeBenchmark}.
 */
public class LzoBenchmark extends CompressionBenchmark {
    private byte[] encodeScratch;

    @Setup
    public void setUp() {
        prepare();
        encodeScratch = new byte[new LzoCompressor().maxCompressedLength(size)];
        if (!Arrays.equals(Compression.LZO.decode(ByteInput.of(Compression.LZO.encode(decoded)), size, "bench"), decoded)) {
            throw new IllegalStateException("our LZO stream does not decode to the data it was made from");
        }
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
