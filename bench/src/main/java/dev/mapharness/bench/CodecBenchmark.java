package dev.mapharness.bench;

import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Read and write throughput of one codec in file bytes per second, against {@code System.arraycopy}
 * of the same number of bytes measured in the same run: the physical limit a codec could approach.
 *
 * <p>File sizes differ by parameter, so {@code OperationsPerInvocation} (a constant) cannot turn
 * operations into bytes; every benchmark adds its file's length to {@link ByteCounter} instead,
 * and JMH prints that as the {@code :bytes} row, in bytes per second. Compare those rows, or their
 * ratio to {@code arraycopyBaseline:bytes}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public abstract class CodecBenchmark<M extends MapModel> {
    private MapCodec<M> codec;
    private M model;
    private byte[] file;
    private byte[] copy;

    /** The codec under test. */
    protected abstract MapCodec<M> codec();

    /** The world to write and read, built from the subclass's size parameter. */
    protected abstract M build();

    @Setup
    public void setUp() {
        codec = codec();
        model = build();
        file = codec.write(model);
        copy = new byte[file.length];
    }

    @Benchmark
    public M read(ByteCounter bytes) {
        bytes.add(file.length);
        return codec.read(file, ReadOptions.LENIENT).model();
    }

    @Benchmark
    public M readStrict(ByteCounter bytes) {
        bytes.add(file.length);
        return codec.read(file, ReadOptions.STRICT).model();
    }

    @Benchmark
    public byte[] write(ByteCounter bytes) {
        bytes.add(file.length);
        return codec.write(model);
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(file.length);
        System.arraycopy(file, 0, copy, 0, file.length);
        hole.consume(copy);
    }
}
