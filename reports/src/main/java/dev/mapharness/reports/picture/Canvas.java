package dev.mapharness.reports.picture;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * A picture being drawn: RGB pixels plus a layer of marked pixels that is laid over them last, in
 * {@link Palette#MARK} with a black outline, so a divergence shows on any terrain and no drawing
 * done after it can hide it. Drawing is done pixel by pixel here (no Graphics2D) so the bytes are
 * the same on every machine.
 */
final class Canvas {
    final int width;
    final int height;
    private final int[] rgb;
    private final boolean[] marked;

    Canvas(int width, int height) {
        this.width = width;
        this.height = height;
        this.rgb = new int[width * height];
        this.marked = new boolean[width * height];
    }

    boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    void set(int x, int y, int color) {
        if (inside(x, y)) {
            rgb[y * width + x] = color;
        }
    }

    int get(int x, int y) {
        return rgb[y * width + x];
    }

    void mark(int x, int y) {
        if (inside(x, y)) {
            marked[y * width + x] = true;
        }
    }

    void markRect(int x0, int y0, int x1, int y1) {
        for (int y = Math.max(0, y0); y <= Math.min(height - 1, y1); y++) {
            for (int x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
                marked[y * width + x] = true;
            }
        }
    }

    /** A square dot of side {@code size} centred on (x, y). */
    void dot(int x, int y, int size, int color) {
        int r = size / 2;
        for (int dy = -r; dy < size - r; dy++) {
            for (int dx = -r; dx < size - r; dx++) {
                set(x + dx, y + dy, color);
            }
        }
    }

    void markDot(int x, int y, int size) {
        int r = size / 2;
        markRect(x - r, y - r, x - r + size - 1, y - r + size - 1);
    }

    /** Marks a frame {@code thickness} pixels wide along the edges: the whole grid is divergent. */
    void markFrame(int thickness) {
        markRect(0, 0, width - 1, thickness - 1);
        markRect(0, height - thickness, width - 1, height - 1);
        markRect(0, 0, thickness - 1, height - 1);
        markRect(width - thickness, 0, width - 1, height - 1);
    }

    /**
     * A line between two points in continuous picture coordinates, clipped to the picture first, so
     * a road running to a wild coordinate still shows up to the edge and costs no more steps than
     * the picture is wide; drawn in {@code color}, or into the marked layer when {@code mark}.
     */
    void line(double x0, double y0, double x1, double y1, int color, boolean mark) {
        double[] t = {0, 1};
        double dx = x1 - x0;
        double dy = y1 - y0;
        if (!(clip(-dx, x0, t) && clip(dx, width - x0, t) && clip(-dy, y0, t) && clip(dy, height - y0, t))) {
            return;
        }
        double ax = x0 + t[0] * dx;
        double ay = y0 + t[0] * dy;
        double bx = x0 + t[1] * dx;
        double by = y0 + t[1] * dy;
        line((long) Math.floor(Math.min(ax, width - 1e-9)), (long) Math.floor(Math.min(ay, height - 1e-9)),
                (long) Math.floor(Math.min(bx, width - 1e-9)), (long) Math.floor(Math.min(by, height - 1e-9)), color, mark);
    }

    /** One Liang–Barsky boundary test: narrows {@code t} to where {@code p·t <= q}; false if nothing is left. */
    private static boolean clip(double p, double q, double[] t) {
        if (!Double.isFinite(p) || !Double.isFinite(q)) {
            return false;
        }
        if (p == 0) {
            return q >= 0;
        }
        double r = q / p;
        if (p < 0) {
            if (r > t[1]) {
                return false;
            }
            t[0] = Math.max(t[0], r);
        } else {
            if (r < t[0]) {
                return false;
            }
            t[1] = Math.min(t[1], r);
        }
        return true;
    }

    /** Bresenham between two pixels, both inside the picture. */
    private void line(long x0, long y0, long x1, long y1, int color, boolean mark) {
        long dx = Math.abs(x1 - x0);
        long dy = -Math.abs(y1 - y0);
        long steps = Math.max(dx, -dy);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        long err = dx + dy;
        long x = x0;
        long y = y0;
        for (long i = 0; i <= steps * 2 + 1; i++) {
            if (mark) {
                mark((int) x, (int) y);
            } else {
                set((int) x, (int) y, color);
            }
            if (x == x1 && y == y1) {
                return;
            }
            long e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }

    /** Lightens every pixel toward white, for a background that objects and roads stand out on. */
    void fade(double toWhite) {
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = Palette.mix(rgb[i], 0xFFFFFF, toWhite);
        }
    }

    /** The picture as PNG, with the marked layer laid over it. */
    byte[] png() {
        int[] out = rgb.clone();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int i = y * width + x;
                if (marked[i]) {
                    out[i] = Palette.MARK;
                } else if (markedNeighbour(x, y)) {
                    out[i] = Palette.MARK_OUTLINE;
                }
            }
        }
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, width, height, out, 0, width);
        return encode(image);
    }

    private boolean markedNeighbour(int x, int y) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx;
                int ny = y + dy;
                if (inside(nx, ny) && marked[ny * width + nx]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** PNG in memory; the writer is used directly so ImageIO's global disk-cache setting does not matter. */
    private static byte[] encode(BufferedImage image) {
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) {
            throw new IllegalStateException("this Java runtime has no PNG writer");
        }
        ImageWriter writer = writers.next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.write(image);
        } catch (IOException e) {
            throw new UncheckedIOException("writing a PNG to memory", e);
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }
}
