package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.compress.BisLzss;
import dev.mapharness.compress.CompressionLevel;
import dev.mapharness.compress.Lzo1x;
import io.airlift.compress.lzo.LzoCompressor;
import java.util.Arrays;
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
 * The encoders at each {@link CompressionLevel} on the two kinds of array that decide an OPRW
 * world's size ({@link EncoderLevelData}), in bytes of input per second; LZO1X's fast level beside
 * aircompressor's {@code LzoCompressor} (the LZO1X-1 of Java) on the same data. The ratios each
 * level reaches, beside liblzo2's, are checked with the goals ({@link EncoderLevelRatios}).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public class EncoderLevelBenchmark {
    /** terrain: float heights with low-bit noise; regions: u16 material indices in regions. */
    @Param({"terrain", "regions"})
    public String data;

    /** Input bytes. */
    @Param({"1048576", "16777216"})
    public int size;

    private byte[] input;
    private byte[] copy;
    private byte[] scratch;

    @Setup
    public void setUp() {
        input = EncoderLevelData.of(data, size);
        copy = new byte[size];
        scratch = new byte[new LzoCompressor().maxCompressedLength(size)];
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(size);
        System.arraycopy(input, 0, copy, 0, size);
        hole.consume(copy);
    }

    @Benchmark
    public byte[] encodeLzoFast(ByteCounter bytes) {
        bytes.add(size);
        return Lzo1x.encode(input, CompressionLevel.FAST);
    }

    /** Into a scratch buffer of the worst-case size, then trimmed: the output a writer keeps, as ours returns. */
    @Benchmark
    public byte[] encodeLzoFastByAircompressor(ByteCounter bytes) {
        bytes.add(size);
        int n = new LzoCompressor().compress(input, 0, size, scratch, 0, scratch.length);
        return Arrays.copyOf(scratch, n);
    }

    @Benchmark
    public byte[] encodeLzoDefault(ByteCounter bytes) {
        bytes.add(size);
        return Lzo1x.encode(input, CompressionLevel.DEFAULT);
    }

    @Benchmark
    public byte[] encodeLzoBest(ByteCounter bytes) {
        bytes.add(size);
        return Lzo1x.encode(input, CompressionLevel.BEST);
    }

    @Benchmark
    public byte[] encodeLzssFast(ByteCounter bytes) {
        bytes.add(size);
        return BisLzss.encode(input, CompressionLevel.FAST);
    }

    @Benchmark
    public byte[] encodeLzssDefault(ByteCounter bytes) {
        bytes.add(size);
        return BisLzss.encode(input, CompressionLevel.DEFAULT);
    }

    @Benchmark
    public byte[] encodeLzssBest(ByteCounter bytes) {
        bytes.add(size);
        return BisLzss.encode(input, CompressionLevel.BEST);
    }
}
