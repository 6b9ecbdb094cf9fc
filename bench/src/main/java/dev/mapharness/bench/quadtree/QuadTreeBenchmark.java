package dev.mapharness.bench.quadtree;

import dev.mapharness.bench.ByteCounter;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.quadtree.QuadTree;
import java.util.SplittableRandom;
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
 * OPRW quad trees of u16 cells (as geography and sound grids are stored) read and written, in grid
 * bytes per second: {@code regions} is a land grid of large uniform areas (the tree stays small,
 * as in real worlds), {@code noise} has a different value in every cell (the tree is complete,
 * the worst case).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx3g"})
@State(Scope.Benchmark)
public class QuadTreeBenchmark {
    @Param({"regions", "noise"})
    public String content;

    @Param({"512", "1024", "2048", "4096"})
    public int side;

    private ShortGrid grid;
    private byte[] tree;
    private long payload;
    private byte[] copySource;
    private byte[] copy;

    @Setup
    public void setUp() {
        short[] cells = new short[side * side];
        SplittableRandom random = new SplittableRandom(side);
        for (int i = 0; i < cells.length; i++) {
            int x = i % side;
            int y = i / side;
            cells[i] = content.equals("noise") ? (short) random.nextInt()
                    // 64-cell blocks of one value, and every 7th block broken up cell by cell
                    : (short) ((x >> 6) * 31 + (y >> 6) * 17 + (((x >> 6) + (y >> 6)) % 7 == 0 ? (x ^ y) & 3 : 0));
        }
        grid = ShortGrid.wrap(side, side, cells);
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, grid);
        tree = out.toByteArray();
        if (!QuadTree.readU16(ByteInput.of(tree), side, side, "tree").equals(grid)) {
            throw new IllegalStateException("the quad tree does not read back as its grid");
        }
        payload = 2L * cells.length;
        copySource = new byte[(int) payload];
        copy = new byte[(int) payload];
    }

    @Benchmark
    public ShortGrid decode(ByteCounter bytes) {
        bytes.add(payload);
        return QuadTree.readU16(ByteInput.of(tree), side, side, "tree");
    }

    @Benchmark
    public byte[] encode(ByteCounter bytes) {
        bytes.add(payload);
        ByteOutput out = new ByteOutput();
        QuadTree.write(out, grid);
        return out.toByteArray();
    }

    @Benchmark
    public void arraycopyBaseline(ByteCounter bytes, Blackhole hole) {
        bytes.add(payload);
        System.arraycopy(copySource, 0, copy, 0, copy.length);
        hole.consume(copy);
    }
}
