package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.Compression;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * BIS LZSS (OPRW up to version 22) against {@code java.util.zip} at its fastest level on the same
 * data: no Java library implements BIS LZSS, and deflate at level 1 is the nearest widely used
 * LZ77 codec (zlib in native code, plus Huffman coding LZSS does not do).
 */
public class LzssBenchmark extends CompressionBenchmark {
    private byte[] stream;
    private byte[] zlibStream;
    private byte[] encodeScratch;
    private final Deflater deflater = new Deflater(Deflater.BEST_SPEED);
    private final Inflater inflater = new Inflater();

    @Setup
    public void setUp() throws DataFormatException {
        prepare();
        stream = Compression.LZSS.encode(decoded);
        encodeScratch = new byte[size + size / 100 + 1024];
        zlibStream = deflate();
        if (!Arrays.equals(Compression.LZSS.decode(ByteInput.of(stream), size, "bench"), decoded)
                || !Arrays.equals(inflate(), decoded)) {
            throw new IllegalStateException("streams do not decode to the data they were made from");
        }
    }

    @TearDown
    public void tearDown() {
        deflater.end();
        inflater.end();
    }

    private byte[] deflate() {
        deflater.reset();
        deflater.setInput(decoded);
        deflater.finish();
        int n = deflater.deflate(encodeScratch);
        if (!deflater.finished()) {
            throw new IllegalStateException("deflate scratch too small");
        }
        return Arrays.copyOf(encodeScratch, n);
    }

    private byte[] inflate() throws DataFormatException {
        inflater.reset();
        inflater.setInput(zlibStream);
        byte[] out = new byte[size];
        inflater.inflate(out);
        return out;
    }

    @Benchmark
    public byte[] decode(ByteCounter bytes) {
        bytes.add(size);
        return Compression.LZSS.decode(ByteInput.of(stream), size, "bench");
    }

    @Benchmark
    public byte[] decodeByZlib(ByteCounter bytes) throws DataFormatException {
        bytes.add(size);
        return inflate();
    }

    @Benchmark
    public byte[] encode(ByteCounter bytes) {
        bytes.add(size);
        return Compression.LZSS.encode(decoded);
    }

    @Benchmark
    public byte[] encodeByZlib(ByteCounter bytes) {
        bytes.add(size);
        return deflate();
    }
}
