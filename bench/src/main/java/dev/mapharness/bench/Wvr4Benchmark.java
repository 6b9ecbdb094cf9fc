package dev.mapharness.bench;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.wvr4.Wvr4Reader;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4Writer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * 4WVR read and write throughput in bytes of file per second, against {@code System.arraycopy}
 * of the same number of bytes: the physical limit a codec could approach. Each benchmark counts
 * one operation per file byte (JMH's {@link OperationsPerInvocation} needs a constant, so the
 * per-byte normalisation is done with {@link ByteCounter} instead), which makes ops/s read as B/s.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class Wvr4Benchmark {
    @Param({"256", "1024", "2048"})
    public int side;

    private Wvr4World world;
    private byte[] file;
    private byte[] copy;

    @Setup
    public void setUp() {
        world = GeneratedWvr4Worlds.square(side);
        file = Wvr4Writer.write(world);
        copy = new byte[file.length];
    }

    @Benchmark
    public Wvr4World read(ByteCounter bytes) {
        bytes.add(file.length);
        return Wvr4Reader.read(file, ReadOptions.LENIENT).model();
    }

    @Benchmark
    public Wvr4World readStrict(ByteCounter bytes) {
        bytes.add(file.length);
        return Wvr4Reader.read(file, ReadOptions.STRICT).model();
    }

    @Benchmark
    public byte[] write(ByteCounter bytes) {
        bytes.add(file.length);
        return Wvr4Writer.write(world);
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(file.length);
        System.arraycopy(file, 0, copy, 0, file.length);
        hole.consume(copy);
    }
}
