package dev.mapharness.wmp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** WED 6's header, count lines, wed section and group names, in files of our own. */
class WmpWed6Test {
    /** A level with no blocks, laid out as WED 6 lays out its files. */
    static final String EMPTY = """
            // WMP2
            // ACKWED V 6.731.01

            version 710

            blocks 0
            entities 1
            objects 1

            wed {
            \tpalette {
            \t\t00 10 ff  20 30 40\s\s
            \t}

            \twad {
            \t\t0 0 0 0 0
            \t\t<c:\\wads\\stone.wad> 1
            \t}
            }

            level 0 {
            \t<e.$$w>
            \t<palette.pcx>
            \t30
            \t0
            \t60
            \t<ndef>
            \t-0.000000 -0.000000 -0.000000
            \t0 0 0
            \t0 0 0
            \t0 0 0
            \t0 0 0
            \t0 0 0
            }

            object 0 {  // Root
            \t(0 0 0) (0 0 0) (1 1 1)
            \tlevel 0
            }
            """;

    static Decoded<WmpLevel> read(String s, ReadOptions o) {
        return WmpReader.read(s.getBytes(StandardCharsets.ISO_8859_1), o);
    }

    @Test
    void headerCountsWedSectionAndGroupNameAreInTheModel() {
        byte[] bytes = EMPTY.getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(Format.WMP_TEXT, Formats.detect(bytes).orElseThrow().format());
        Decoded<WmpLevel> d = read(EMPTY, ReadOptions.STRICT);
        WmpLevel l = d.model();
        assertEquals(List.of(RawString.of(" WMP2"), RawString.of(" ACKWED V 6.731.01")), l.comments());
        assertEquals(OptionalInt.of(710), l.version());
        assertEquals(l.derivedCounts(), l.counts());
        WmpWed wed = l.wed().orElseThrow();
        assertEquals(List.of(0, 16, 255, 32, 48, 64), wed.palette().orElseThrow());
        assertEquals(RawString.of("c:\\wads\\stone.wad"), wed.wad().orElseThrow().files().get(0).path());
        assertEquals(Optional.of(RawString.of(" Root")), l.groups().get(0).comment());
        // a 2-colour palette is the only finding
        assertEquals(1, d.violations().size(), d.violations()::toString);
        assertEquals(Severity.WARNING, d.violations().get(0).severity());
        assertArrayEquals(bytes, WmpCodec.INSTANCE.write(l, d.layout().orElseThrow()));
        assertEquals(l, read(new String(WmpWriter.write(l), StandardCharsets.ISO_8859_1), ReadOptions.STRICT).model());
    }

    @Test
    void aCountThatDisagreesWithTheListsIsAWarning() {
        Decoded<WmpLevel> d = read(EMPTY.replace("blocks 0", "blocks 3"), ReadOptions.STRICT);
        assertTrue(d.violations().stream().anyMatch(v -> v.severity() == Severity.WARNING
                && v.field().equals("counts[0]") && v.message().contains("lists 0")), d.violations()::toString);
    }

    @Test
    void unknownItemsSectionsAndCountsAreKeptLenientlyAndRefusedStrictly() {
        String odd = EMPTY.replace("objects 1", "objects 1\nlayers 2").replace("level 0 {", "terrain 4 { <t.hmp> 1 }\nnotes { a b }\nlevel 0 {");
        assertThrows(MapFormatException.class, () -> read(odd, ReadOptions.STRICT));
        Decoded<WmpLevel> d = read(odd, ReadOptions.LENIENT);
        assertEquals(3, d.violations().stream().filter(v -> v.severity() == Severity.WARNING
                && v.message().contains("not known")).count(), d.violations()::toString);
        assertEquals(1, d.model().sections().size());
        assertTrue(d.model().items().get(0) instanceof WmpUnknown);
        assertArrayEquals(odd.getBytes(StandardCharsets.ISO_8859_1),
                WmpCodec.INSTANCE.write(d.model(), d.layout().orElseThrow()));
        assertEquals(d.model(), read(new String(WmpWriter.write(d.model()), StandardCharsets.ISO_8859_1),
                ReadOptions.LENIENT).model());
    }
}
