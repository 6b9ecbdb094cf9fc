package dev.mapharness.bench.compress;

import dev.mapharness.bench.ByteCounter;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What every compression benchmark shares: the data kind and size, the JMH settings, and a
 * {@code System.arraycopy} of the decoded size in the same run. Subclasses set up their streams
 * from {@link #data} in their own {@code @Setup}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public abstract class CompressionBenchmark {
    /**
     * terrain: elevation floats of an island in 16-bit steps; heights: smooth floats with noisy low
     * mantissa bits; materials: u16 ids in ragged regions; random: incompressible bytes ({@link SampleData}).
     */
    @Param({"terrain", "heights", "materials", "random"})
    public String data;

    /** Decoded bytes; 64 MiB is a 4096² float heightmap. */
    @Param({"262144", "1048576", "4194304", "16777216", "67108864"})
    public int size;

    protected byte[] decoded;
    private byte[] copy;

    protected void prepare() {
        decoded = SampleData.of(data, size);
        copy = new byte[size];
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(size);
        System.arraycopy(decoded, 0, copy, 0, size);
        hole.consume(copy);
    }
}
