package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.Compression;
import io.airlift.compress.lzo.LzoCompressor;
import io.airlift.compress.lzo.LzoDecompressor;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Encode and decode throughput of BIS LZSS and LZO1X in decoded bytes per second, on 1 MiB of
 * three kinds of data: one repeated byte (the longest runs, where a naive match finder goes
 * quadratic), terraced elevation floats (what OPRW arrays hold) and random bytes (incompressible).
 * Baselines in the same run: {@code System.arraycopy} of the decoded bytes, and aircompressor's
 * LZO1X (the reference implementation) on the same data.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class CompressionBenchmark {
    private static final int SIZE = 1 << 20;

    @Param({"LZSS", "LZO"})
    public Compression compression;

    @Param({"run", "terrain", "random"})
    public String data;

    private byte[] decoded;
    private byte[] stream;
    private byte[] copy;
    private byte[] airStream;
    private byte[] airScratch;
    private int airStreamLength;

    @Setup
    public void setUp() {
        decoded = switch (data) {
            case "run" -> new byte[SIZE];
            case "terrain" -> terrain();
            case "random" -> random();
            default -> throw new IllegalArgumentException(data);
        };
        stream = compression.encode(decoded);
        copy = new byte[SIZE];
        airStream = new byte[new LzoCompressor().maxCompressedLength(SIZE)];
        airStreamLength = new LzoCompressor().compress(decoded, 0, SIZE, airStream, 0, airStream.length);
        airScratch = new byte[airStream.length];
    }

    private static byte[] terrain() {
        byte[] b = new byte[SIZE];
        for (int i = 0; i < SIZE / 4; i++) {
            int bits = Float.floatToRawIntBits((float) Math.round(Math.sin(i % 1024 / 40.0) * 8) * 2.5f + i / 65536);
            b[4 * i] = (byte) bits;
            b[4 * i + 1] = (byte) (bits >>> 8);
            b[4 * i + 2] = (byte) (bits >>> 16);
            b[4 * i + 3] = (byte) (bits >>> 24);
        }
        return b;
    }

    private static byte[] random() {
        byte[] b = new byte[SIZE];
        new Random(20261121).nextBytes(b);
        return b;
    }

    @Benchmark
    public byte[] encode(ByteCounter bytes) {
        bytes.add(SIZE);
        return compression.encode(decoded);
    }

    @Benchmark
    public byte[] decode(ByteCounter bytes) {
        bytes.add(SIZE);
        return compression.decode(ByteInput.of(stream), SIZE, "bench");
    }

    /** aircompressor's LZO1X compressor on the same data (the reference for the LZO rows). */
    @Benchmark
    public int aircompressorLzoEncode(ByteCounter bytes) {
        bytes.add(SIZE);
        return new LzoCompressor().compress(decoded, 0, SIZE, airScratch, 0, airScratch.length);
    }

    /** aircompressor's LZO1X decompressor on its own stream of the same data. */
    @Benchmark
    public int aircompressorLzoDecode(ByteCounter bytes) {
        bytes.add(SIZE);
        return new LzoDecompressor().decompress(airStream, 0, airStreamLength, copy, 0, SIZE);
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(SIZE);
        System.arraycopy(decoded, 0, copy, 0, SIZE);
        hole.consume(copy);
    }
}
