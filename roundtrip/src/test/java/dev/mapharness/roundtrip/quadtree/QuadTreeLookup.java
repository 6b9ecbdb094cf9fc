package dev.mapharness.roundtrip.quadtree;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The cell lookup the format describes, done the slow way and independently of the codec: walk
 * from the root choosing each child by the next two high bits of x and y, and take the cell from
 * the leaf's tile at {@code (x, y)} masked to the tile. For checking small grids only.
 */
final class QuadTreeLookup {
    private final ByteBuffer tree;
    private final int elementSize;
    private final int tileLogX;
    private final int tileLogY;
    private final int virtualLogX;
    private final int virtualLogY;

    QuadTreeLookup(byte[] tree, int width, int height, int elementSize) {
        this.tree = ByteBuffer.wrap(tree).order(ByteOrder.LITTLE_ENDIAN);
        this.elementSize = elementSize;
        tileLogX = elementSize == 4 ? 0 : 1;
        tileLogY = elementSize == 1 ? 1 : 0;
        int levels = Math.max(levels(width, tileLogX), levels(height, tileLogY));
        virtualLogX = 2 * levels + tileLogX;
        virtualLogY = 2 * levels + tileLogY;
    }

    private static int levels(int size, int tileLog) {
        int bits = 0;
        while ((1L << bits) < size) {
            bits++;
        }
        return Math.max(0, (int) Math.ceil((bits - tileLog) / 2.0));
    }

    /** The cell at (x, y), unsigned. */
    long cell(int x, int y) {
        int at = 0;
        boolean node = tree.get(at++) == 1;
        int shiftX = virtualLogX;
        int shiftY = virtualLogY;
        while (node) {
            int mask = tree.getShort(at) & 0xFFFF;
            at += 2;
            shiftX -= 2;
            shiftY -= 2;
            int child = ((y >>> shiftY) & 3) * 4 + ((x >>> shiftX) & 3);
            for (int i = 0; i < child; i++) {
                at = skip(at, (mask & 1 << i) != 0);
            }
            node = (mask & 1 << child) != 0;
        }
        int lx = x & ((1 << tileLogX) - 1);
        int ly = y & ((1 << tileLogY) - 1);
        int slot = ly * (1 << tileLogX) + lx;
        return switch (elementSize) {
            case 1 -> tree.get(at + slot) & 0xFF;
            case 2 -> tree.getShort(at + 2 * slot) & 0xFFFF;
            default -> tree.getInt(at) & 0xFFFF_FFFFL;
        };
    }

    /** The offset after the child at {@code at}. */
    private int skip(int at, boolean node) {
        if (!node) {
            return at + 4;
        }
        int mask = tree.getShort(at) & 0xFFFF;
        at += 2;
        for (int i = 0; i < 16; i++) {
            at = skip(at, (mask & 1 << i) != 0);
        }
        return at;
    }
}
