package dev.mapharness.bench.codec;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.wvr8.Wvr8Codec;
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
 * The uncompressed elevation grid of an 8WVR file decoded the way the reader does it (seek to the
 * grid, {@code f32BitsArray}, {@code FloatGrid.wrapBits}), against {@code System.arraycopy} of the
 * same bytes: a plain little-endian float array should decode at a good fraction of a copy (the
 * target is at least 0.3×).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public class Wvr8ElevationBenchmark {
    @Param({"512", "1024", "2048", "4096"})
    public int side;

    private byte[] file;
    private int elevationAt;
    private int cells;
    private long payload;
    private byte[] copySource;
    private byte[] copy;

    @Setup
    public void setUp() {
        file = Wvr8Codec.INSTANCE.write(GeneratedWorlds.wvr8(side));
        FieldMap.Entry elevation = elevationEntry(file);
        elevationAt = Math.toIntExact(elevation.start());
        cells = side * side;
        payload = elevation.end() - elevation.start();
        copySource = new byte[Math.toIntExact(payload)];
        System.arraycopy(file, elevationAt, copySource, 0, copySource.length);
        copy = new byte[copySource.length];
    }

    /** Where the reader found the elevation grid: the field map of a read, not a copy of the layout. */
    static FieldMap.Entry elevationEntry(byte[] file) {
        FieldMap map = Wvr8Codec.INSTANCE.read(file, ReadOptions.LENIENT.withFieldMap()).fieldMap().orElseThrow();
        return map.entry("elevation").orElseThrow(() -> new IllegalStateException("no elevation in the field map"));
    }

    @Benchmark
    public FloatGrid decode(ByteCounter bytes) {
        bytes.add(payload);
        ByteInput in = ByteInput.of(file);
        in.seek(elevationAt, "elevation");
        return FloatGrid.wrapBits(side, side, in.f32BitsArray(cells, "elevation"));
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(payload);
        System.arraycopy(copySource, 0, copy, 0, copy.length);
        hole.consume(copy);
    }
}
