package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/** Decoding and comparing the pictures under test. */
final class Pngs {
    private Pngs() {
    }

    /** The picture's pixels as 0xRRGGBB, after checking the PNG decodes to the stated size. */
    static int[][] pixels(Picture p) {
        BufferedImage image;
        try {
            image = ImageIO.read(new ByteArrayInputStream(p.png()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertNotNull(image, p.kind() + ": not a PNG ImageIO can read");
        assertEquals(p.width(), image.getWidth(), p.kind() + " width");
        assertEquals(p.height(), image.getHeight(), p.kind() + " height");
        int[][] px = new int[p.height()][p.width()];
        for (int y = 0; y < p.height(); y++) {
            for (int x = 0; x < p.width(); x++) {
                px[y][x] = image.getRGB(x, y) & 0xFFFFFF;
            }
        }
        return px;
    }

    /** Pixels that differ between two pictures of the same size, as {x, y}. */
    static List<int[]> changed(Picture a, Picture b) {
        int[][] pa = pixels(a);
        int[][] pb = pixels(b);
        assertEquals(pa.length, pb.length);
        List<int[]> out = new ArrayList<>();
        for (int y = 0; y < pa.length; y++) {
            for (int x = 0; x < pa[y].length; x++) {
                if (pa[y][x] != pb[y][x]) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }

    static long count(Picture p, int rgb) {
        long n = 0;
        for (int[] row : pixels(p)) {
            for (int v : row) {
                if (v == rgb) {
                    n++;
                }
            }
        }
        return n;
    }

    static int distinctColours(Picture p) {
        return (int) java.util.Arrays.stream(pixels(p)).flatMapToInt(java.util.Arrays::stream).distinct().count();
    }

    static Picture kind(List<Picture> pictures, String kind) {
        return pictures.stream().filter(p -> p.kind().equals(kind)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " picture"));
    }
}
