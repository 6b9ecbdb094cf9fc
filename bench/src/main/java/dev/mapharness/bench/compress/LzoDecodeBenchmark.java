package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.Compression;
import io.airlift.compress.lzo.LzoDecompressor;
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
 * LZO1X decoding against aircompressor's decoder on the same stream, for streams of each data set
 * as each encoder writes them ({@link LzoStreams}). Both decoders produce a fresh output array per
 * call, as a reader must. The liblzo2 streams need python3-lzo; {@code bench/run} leaves them out
 * with a message where it is missing.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public class LzoDecodeBenchmark {
    /** See {@link SampleData}: heights and materials are what real maps hold at 64 MiB. */
    @Param({"heights", "materials", "terrain", "random"})
    public String data;

    /** The encoder that wrote the stream. */
    @Param({"lzo1x-1", "lzo1x-999", "aircompressor", "own"})
    public String stream;

    /** Decoded bytes; 64 MiB is a 4096² float heightmap. */
    @Param({"1048576", "67108864"})
    public int size;

    private byte[] decoded;
    private byte[] copy;
    private byte[] encoded;

    @Setup
    public void setUp() {
        LzoStreams encoder = LzoStreams.of(stream);
        encoder.unavailable().ifPresent(reason -> {
            throw new IllegalStateException(stream + " streams: " + reason);
        });
        decoded = SampleData.of(data, size);
        copy = new byte[size];
        encoded = encoder.encode(data, decoded);
        if (!Arrays.equals(decode(), decoded) || !Arrays.equals(decodeByAircompressor(), decoded)) {
            throw new IllegalStateException("the " + stream + " stream of " + data + " does not decode to the data");
        }
    }

    private byte[] decode() {
        return Compression.LZO.decode(ByteInput.of(encoded), size, "bench");
    }

    private byte[] decodeByAircompressor() {
        byte[] out = new byte[size];
        new LzoDecompressor().decompress(encoded, 0, encoded.length, out, 0, size);
        return out;
    }

    @Benchmark
    public byte[] decode(ByteCounter bytes) {
        bytes.add(size);
        return decode();
    }

    @Benchmark
    public byte[] decodeByAircompressor(ByteCounter bytes) {
        bytes.add(size);
        return decodeByAircompressor();
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(size);
        System.arraycopy(decoded, 0, copy, 0, size);
        hole.consume(copy);
    }
}
