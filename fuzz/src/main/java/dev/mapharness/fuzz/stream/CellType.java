package dev.mapharness.fuzz.stream;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.quadtree.QuadTree;

/** The three cell types OPRW stores in quad trees, with one way to read, write and size each. */
public enum CellType {
    U8(1) {
        @Override
        Object read(ByteInput in, int width, int height) {
            return QuadTree.readU8(in, width, height, "tree");
        }

        @Override
        Object grid(int width, int height, int[] cells) {
            byte[] b = new byte[cells.length];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) cells[i];
            }
            return ByteGrid.of(width, height, b);
        }

        @Override
        void write(ByteOutput out, Object grid) {
            QuadTree.write(out, (ByteGrid) grid);
        }

        @Override
        int encodedSize(Object grid) {
            return QuadTree.encodedSize((ByteGrid) grid);
        }
    },
    U16(2) {
        @Override
        Object read(ByteInput in, int width, int height) {
            return QuadTree.readU16(in, width, height, "tree");
        }

        @Override
        Object grid(int width, int height, int[] cells) {
            short[] s = new short[cells.length];
            for (int i = 0; i < s.length; i++) {
                s[i] = (short) cells[i];
            }
            return ShortGrid.of(width, height, s);
        }

        @Override
        void write(ByteOutput out, Object grid) {
            QuadTree.write(out, (ShortGrid) grid);
        }

        @Override
        int encodedSize(Object grid) {
            return QuadTree.encodedSize((ShortGrid) grid);
        }
    },
    U32(4) {
        @Override
        Object read(ByteInput in, int width, int height) {
            return QuadTree.readU32(in, width, height, "tree");
        }

        @Override
        Object grid(int width, int height, int[] cells) {
            return IntGrid.of(width, height, cells.clone());
        }

        @Override
        void write(ByteOutput out, Object grid) {
            QuadTree.write(out, (IntGrid) grid);
        }

        @Override
        int encodedSize(Object grid) {
            return QuadTree.encodedSize((IntGrid) grid);
        }
    };

    /** Bytes per cell. */
    final int size;

    CellType(int size) {
        this.size = size;
    }

    /** The type a parameter byte names: its value modulo 3, so every byte names one. */
    static CellType of(int parameter) {
        return values()[(parameter & 0xFF) % 3];
    }

    abstract Object read(ByteInput in, int width, int height);

    /** A grid of this type from cell values (cut to the type's width). */
    abstract Object grid(int width, int height, int[] cells);

    abstract void write(ByteOutput out, Object grid);

    abstract int encodedSize(Object grid);

    byte[] encode(Object grid) {
        ByteOutput out = new ByteOutput();
        write(out, grid);
        return out.toByteArray();
    }
}
