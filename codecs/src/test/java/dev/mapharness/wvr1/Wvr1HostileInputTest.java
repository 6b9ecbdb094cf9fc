package dev.mapharness.wvr1;

import static dev.mapharness.wvr1.Wvr1ReaderTest.RECORDS_AT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class Wvr1HostileInputTest {
    private static final byte[] SMALL = Wvr1ReaderTest.small().toBytes();

    private static MapFormatException refused(byte[] b, ReadOptions options) {
        return assertThrows(MapFormatException.class, () -> Wvr1Reader.read(b, options));
    }

    private static void refusedAt(byte[] b, long offset, String field) {
        for (ReadOptions o : new ReadOptions[] {ReadOptions.STRICT, ReadOptions.LENIENT}) {
            MapFormatException e = refused(b, o);
            assertEquals(offset, e.offset(), e.getMessage());
            assertEquals(field, e.field(), e.getMessage());
        }
    }

    @Test
    void emptyFile() {
        refusedAt(new byte[0], 0, "header.signature");
    }

    @Test
    void threeBytes() {
        refusedAt(new byte[] {'1', 'W', 'V'}, 0, "header.signature");
    }

    @Test
    void wrongMagic() {
        byte[] b = SMALL.clone();
        b[0] = '4';
        MapFormatException e = refused(b, ReadOptions.LENIENT);
        assertEquals(0, e.offset());
        assertEquals("header.signature", e.field());
        assertTrue(e.found().contains("4WVR"), e.found());
    }

    @Test
    void headerClaiming2To31By2To31() {
        byte[] b = new Wvr1FileBytes().ascii("1WVR").u32(0x8000_0000L).u32(0x8000_0000L).zeros(64).toBytes();
        MapFormatException e = refused(b, ReadOptions.LENIENT);
        assertEquals(12, e.offset());
        assertEquals("header.width × height", e.field());
        assertTrue(e.found().contains("2147483648 × 2147483648"), e.found());
    }

    @Test
    void headerClaimingTheEngineSizeWithNoCells() {
        refusedAt(new Wvr1FileBytes().ascii("1WVR").u32(128).u32(128).toBytes(), 12, "header.width × height");
    }

    @Test
    void headerClaimingAnEmptyGrid() {
        refusedAt(new Wvr1FileBytes().ascii("1WVR").u32(0).u32(128).zeros(9000).toBytes(), 12, "header.width × height");
    }

    @Test
    void everyTruncationIsRefusedInBothModes() {
        for (int n = 0; n < SMALL.length; n++) {
            byte[] prefix = Arrays.copyOf(SMALL, n);
            for (ReadOptions o : new ReadOptions[] {ReadOptions.STRICT, ReadOptions.LENIENT}) {
                MapFormatException e;
                try {
                    Wvr1Reader.read(prefix, o);
                    throw new AssertionError("a " + n + "-byte prefix was read in " + o.mode());
                } catch (MapFormatException thrown) {
                    e = thrown;
                }
                assertTrue(e.offset() >= 0 && e.offset() <= n, n + ": " + e.getMessage());
                assertFalse(e.field().isEmpty(), n + ": " + e.getMessage());
            }
        }
    }

    @ParameterizedTest(name = "{0} bytes: {2} at {1}")
    @CsvSource(delimiter = '|', value = {
        "6                      | 4                      | header.width",
        "10                     | 8                      | header.height",
        "12                     | 12                     | header.width × height",
        "128                    | 124                    | textureNames[3]",
        "8220                   | 8220                   | models[0]",
        "8240                   | 8220                   | models[0]",
        "8314                   | 8284                   | models[1]",
        "8389                   | 8388                   | nets[0].subnets[1].tx",
        "8416                   | 8416                   | nets[0].subnets[2].y",
        "8420                   | 8420                   | nets[1].header.name",
        "8444                   | 8444                   | endOfNets.constant0",
        "8450                   | 8448                   | endOfNets.constant1",
        "8483                   | 8480                   | endOfNets.scale",
    })
    // right after the models a record is a model or the first net header, told apart only by all 64 bytes
    void truncationNamesTheFieldItCuts(int length, long offset, String field) {
        assertEquals(8220, RECORDS_AT);
        refusedAt(Arrays.copyOf(SMALL, length), offset, field);
    }

    @Test
    void aFileWithNoEndOfNets() {
        // the net list runs into the end of the file: nothing says where it was meant to stop
        byte[] b = Wvr1FileBytes.world(2, 2).model(1f, 0f, 1f, 0f, "a.p3d")
                .netHeader("LandText\\Silnice.pac", 0, 3.5f).endSegments(0, 0).toBytes();
        refusedAt(b, b.length, "nets[1].header.name");
        byte[] noRecords = Wvr1FileBytes.world(2, 2).toBytes();
        MapFormatException e = refused(noRecords, ReadOptions.LENIENT);
        assertEquals(RECORDS_AT, e.offset());
        assertEquals("models[0]", e.field());
        assertTrue(e.expected().contains("EndOfNets"), e.expected());
        assertEquals("end of input", e.found());
        MapFormatException partial = refused(Arrays.copyOf(SMALL, RECORDS_AT + 10), ReadOptions.LENIENT);
        assertEquals(RECORDS_AT, partial.offset());
        assertEquals("only 10 bytes", partial.found());
    }

    @Test
    void textureNameWithNoNul() {
        byte[] b = Wvr1FileBytes.world(2, 2).endOfNets().toBytes();
        int slot17 = 12 + 16 + 17 * 32;
        Arrays.fill(b, slot17, slot17 + 32, (byte) 'x');

        MapFormatException e = refused(b, ReadOptions.STRICT);
        assertEquals(slot17, e.offset());
        assertEquals("textureNames[17]", e.field());

        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.LENIENT);
        assertEquals("x".repeat(32), d.model().textureNames().get(17).value().text());
        Violation v = d.violations().stream().filter(x -> x.field().equals("textureNames[17]")).findFirst().orElseThrow();
        assertEquals(slot17, v.offset());
        assertArrayEquals(b, Wvr1Writer.write(d.model()));
    }

    @Test
    void modelNameWithNoNul() {
        String name = "Data3d\\" + "x".repeat(37) + ".p3d"; // 48 bytes, no NUL, still a model
        assertEquals(48, name.length());
        byte[] b = Wvr1FileBytes.world(2, 2).model(1f, 0f, 1f, 0f, name).endOfNets().toBytes();

        MapFormatException e = refused(b, ReadOptions.STRICT);
        assertEquals(RECORDS_AT + 16, e.offset());
        assertEquals("models[0].name", e.field());

        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.LENIENT);
        assertEquals(name, d.model().models().get(0).name().value().text());
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("models[0].name")), d.violations().toString());
        assertArrayEquals(b, Wvr1Writer.write(d.model()));
    }

    @Test
    void netNameWithNoNul() {
        byte[] b = Wvr1FileBytes.world(2, 2).netHeader("LandText\\Silnice.pac....", 0, 3.5f)
                .endSegments(0, 0).endOfNets().toBytes();

        MapFormatException e = refused(b, ReadOptions.STRICT);
        assertEquals(RECORDS_AT, e.offset());
        assertEquals("nets[0].header.name", e.field());

        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.LENIENT);
        assertEquals(1, d.model().nets().size());
        assertTrue(d.violations().stream().anyMatch(v -> v.field().equals("nets[0].header.name")), d.violations().toString());
        assertArrayEquals(b, Wvr1Writer.write(d.model()));
    }

    @Test
    void garbageAfterEndOfNets() {
        byte[] b = Arrays.copyOf(SMALL, SMALL.length + 5);
        b[SMALL.length] = 7;

        MapFormatException e = refused(b, ReadOptions.STRICT);
        assertEquals(SMALL.length, e.offset());
        assertEquals("trailing", e.field());

        Decoded<Wvr1World> d = Wvr1Reader.read(b, ReadOptions.LENIENT);
        assertArrayEquals(new byte[] {7, 0, 0, 0, 0}, d.model().trailing().bytes());
        Violation v = d.violations().stream().filter(x -> x.field().equals("trailing")).findFirst().orElseThrow();
        assertEquals(SMALL.length, v.offset());
        assertArrayEquals(b, Wvr1Writer.write(d.model()));
    }

    /**
     * Damaged copies of a valid file: each is refused with {@link MapFormatException} or read; what
     * lenient mode reads keeps every byte, so it writes back to the same bytes.
     */
    @Test
    void damagedFilesAreRefusedCleanlyOrRoundTrip() {
        SplittableRandom random = new SplittableRandom(0x1_5EED);
        int read = 0;
        for (int i = 0; i < 3000; i++) {
            byte[] b = SMALL.clone();
            int flips = 1 + random.nextInt(4);
            for (int f = 0; f < flips; f++) {
                // mostly the header and the records, where the structure is
                int at = random.nextInt(3) == 0 ? random.nextInt(12) : RECORDS_AT + random.nextInt(b.length - RECORDS_AT);
                b[at] = (byte) random.nextInt(256);
            }
            if (random.nextInt(4) == 0) {
                b = Arrays.copyOf(b, RECORDS_AT + random.nextInt(b.length - RECORDS_AT + 100));
            }
            Decoded<Wvr1World> d;
            try {
                d = Wvr1Reader.read(b, ReadOptions.LENIENT);
            } catch (MapFormatException expected) {
                continue;
            }
            read++;
            assertArrayEquals(b, Wvr1Writer.write(d.model()), "damaged copy " + i);
        }
        assertTrue(read > 100, "only " + read + " damaged copies were readable; the test checks too little");
    }
}
