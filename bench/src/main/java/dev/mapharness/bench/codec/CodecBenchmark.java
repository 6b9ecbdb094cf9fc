package dev.mapharness.bench.codec;

import dev.mapharness.bench.ByteCounter;
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
 * Decode and encode throughput of one codec on a generated file, in decoded payload bytes per
 * second, against {@code System.arraycopy} of the same number of bytes in the same run.
 *
 * <p>File sizes differ by parameter, so {@code OperationsPerInvocation} (a constant) cannot turn
 * operations into bytes; every benchmark adds the payload to {@link ByteCounter} instead.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public abstract class CodecBenchmark<M extends MapModel> {
    private MapCodec<M> codec;
    private M model;
    private byte[] file;
    private long payload;
    private byte[] copySource;
    private byte[] copy;

    /** The codec under test. */
    protected abstract MapCodec<M> codec();

    /** The world to write and read, built from the subclass's size parameters. */
    protected abstract M build();

    /**
     * The decoded payload of {@code file}: its length, with each compressed stream counted at its
     * decoded size. Formats with compressed parts override this.
     */
    protected long payloadBytes(M model, byte[] file) {
        return file.length;
    }

    @Setup
    public void setUp() {
        codec = codec();
        model = build();
        file = codec.write(model);
        payload = payloadBytes(model, file);
        copySource = new byte[Math.toIntExact(payload)];
        copy = new byte[copySource.length];
    }

    @Benchmark
    public M decode(ByteCounter bytes) {
        bytes.add(payload);
        return codec.read(file, ReadOptions.LENIENT).model();
    }

    @Benchmark
    public M decodeStrict(ByteCounter bytes) {
        bytes.add(payload);
        return codec.read(file, ReadOptions.STRICT).model();
    }

    @Benchmark
    public byte[] encode(ByteCounter bytes) {
        bytes.add(payload);
        return codec.write(model);
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(payload);
        System.arraycopy(copySource, 0, copy, 0, copy.length);
        hole.consume(copy);
    }
}
