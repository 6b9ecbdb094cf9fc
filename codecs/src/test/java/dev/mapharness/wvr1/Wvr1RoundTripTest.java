package dev.mapharness.wvr1;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import org.junit.jupiter.api.Test;

class Wvr1RoundTripTest {

    private static Wvr1World roundTrips(byte[] b) {
        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.STRICT);
        assertArrayEquals(b, Wvr1Writer.write(d.model()));
        assertEquals(d.model(), Wvr1Reader.read(Wvr1Writer.write(d.model()), ReadOptions.STRICT).model());
        return d.model();
    }

    @Test
    void engineSizeWorldWithNoModelsAndNoNets() {
        Wvr1FileBytes f = Wvr1FileBytes.world(128, 128).endOfNets();
        Wvr1World w = roundTrips(f.toBytes());
        assertEquals(0, w.models().size());
        assertEquals(0, w.nets().size());
        assertEquals(Wvr1FileBytes.recordsAt(128, 128) + 64, f.size());
    }

    @Test
    void manyModelsAndNetsWithSegmentsAndNegativeZeroEnds() {
        Wvr1FileBytes f = Wvr1FileBytes.world(128, 128);
        String[] names = {"Data3d\\Smrk.p3d", "DATA3D\\DUM01.P3D", "data3d\\p3d_kostel.P3d", "o\\x.p3D"};
        for (int i = 0; i < 40; i++) {
            f.model(i * 0.5f, i == 7 ? -0f : 0.01f * i, 127f - i, i * 9f, names[i % names.length]);
        }
        int segments = 0;
        for (int n = 0; n < 12; n++) {
            f.netHeader(n % 2 == 0 ? "LandText\\Silnice.pac" : "LandText\\Cesta.pac", n % 3, 3.5f + n % 3);
            for (int s = 0; s < n % 7; s++, segments++) {
                // x = 0 with y ≠ 0 (and the reverse) is a segment, not the end
                f.segment(s == 1 ? 0f : 1f + s, s == 2 ? -0f : 2f + n, 5f * (s + 1));
            }
            int neg = Wvr1FileBytes.NEGATIVE_ZERO;
            f.endSegments(n % 4 == 1 ? neg : 0, n % 4 == 2 || n % 4 == 3 ? neg : 0);
        }
        Wvr1World w = roundTrips(f.endOfNets().toBytes());
        assertEquals(40, w.models().size());
        assertEquals(12, w.nets().size());
        assertEquals(segments, w.nets().stream().mapToInt(n -> n.subnets().size()).sum());
        assertEquals(Wvr1FileBytes.NEGATIVE_ZERO, w.nets().get(3).endY());
        assertEquals(Wvr1FileBytes.NEGATIVE_ZERO, w.nets().get(5).endX());
    }

    @Test
    void namesWithBytesAfterTheirNulRoundTrip() {
        byte[] b = Wvr1FileBytes.world(2, 2).model(1f, 0f, 1f, 0f, "a.p3d\0junk")
                .netHeader("road\0left over", 2, 5.5f).segment(1f, 1f, 5f).endSegments(0, 0)
                .endOfNets().toBytes();
        Wvr1World w = roundTrips(b);
        assertEquals("a.p3d", w.models().get(0).name().value().text());
        assertTrue(w.models().get(0).name().hasGarbage());
    }

    @Test
    void theCodecRegistryReadsAndWrites1wvr() {
        byte[] b = Wvr1ReaderTest.small().toBytes();
        var d = Codecs.read(b, ReadOptions.STRICT);
        Wvr1World w = assertInstanceOf(Wvr1World.class, d.model());
        assertEquals(Format.WVR1, Codecs.forFormat(Format.WVR1).orElseThrow().format());
        assertArrayEquals(b, Codecs.write(w));
        assertEquals(1, w.summary().get("models"));
        assertEquals(2, w.summary().get("net segments"));
    }
}
