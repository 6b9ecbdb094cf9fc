package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import java.util.Objects;

/**
 * How a tile of the main plane behaves (clear, solid, ground, climb, death or a user attribute).
 * The n-th entry of the level's list describes tile id n.
 *
 * <pre>
 * base: u32 type (1 single, 2 double, 3 mask); u32 reserved; u32 width; u32 height
 * single: i32 attribute
 * double: i32 outside; i32 inside; rect
 * mask:   u8 mask[width × height]       one attribute per pixel
 * </pre>
 *
 * <p>Width and height are kept raw (u32 bits in an int); {@code reserved} is the base's unknown
 * word, zero in conforming files.
 */
public sealed interface WwdTileProperty {
    int TYPE_SINGLE = 1;
    int TYPE_DOUBLE = 2;
    int TYPE_MASK = 3;
    /** Bytes of the base every property starts with. */
    int BASE_SIZE = 16;

    /** The tile type word: 1, 2 or 3. */
    int type();

    int reserved();

    int width();

    int height();

    /** Bytes this property takes in a file. */
    long encodedSize();

    /** One attribute for the whole tile. */
    record Single(int width, int height, int reserved, int attribute) implements WwdTileProperty {
        @Override
        public int type() {
            return TYPE_SINGLE;
        }

        @Override
        public long encodedSize() {
            return BASE_SIZE + 4;
        }
    }

    /** An inside attribute in {@code rect}, an outside attribute around it. */
    record Double(int width, int height, int reserved, int outside, int inside, WwdRect rect) implements WwdTileProperty {
        public Double {
            Objects.requireNonNull(rect, "rect");
        }

        @Override
        public int type() {
            return TYPE_DOUBLE;
        }

        @Override
        public long encodedSize() {
            return BASE_SIZE + 8 + WwdRect.SIZE;
        }
    }

    /**
     * One attribute byte per pixel, row by row; a file holds exactly {@code width × height} bytes
     * (the writer refuses a mask of another length).
     */
    record Mask(int width, int height, int reserved, Blob mask) implements WwdTileProperty {
        public Mask {
            Objects.requireNonNull(mask, "mask");
        }

        @Override
        public int type() {
            return TYPE_MASK;
        }

        @Override
        public long encodedSize() {
            return BASE_SIZE + (long) mask.length();
        }

        /** The mask length the width and height call for (u32 × u32). */
        public long expectedMaskLength() {
            return maskLength(width, height);
        }

        /**
         * {@code width × height} as u32 values; {@link Long#MAX_VALUE} where the product passes it (two
         * u32 near 2^32 multiply past 2^63, and a wrapped product would pass any size check).
         */
        public static long maskLength(int width, int height) {
            long w = Integer.toUnsignedLong(width);
            long h = Integer.toUnsignedLong(height);
            return Math.multiplyHigh(w, h) != 0 || w * h < 0 ? Long.MAX_VALUE : w * h;
        }
    }
}
