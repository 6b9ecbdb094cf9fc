package dev.mapharness.wwd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the reader says about where sections lie (docs/wwd.md, "What mapharness reports"): overlapping
 * sections are an error naming the first pair, bytes between sections a warning counting them, each
 * reported once at the first place it happens.
 */
class WwdSectionFindingsTest {

    private static List<Violation> about(byte[] file, String start) {
        return WwdReader.read(file, ReadOptions.LENIENT).violations().stream().filter(v -> v.message().startsWith(start))
                .toList();
    }

    @Test
    void overlappingSectionsAreOneErrorNamingTheFirstPair() {
        // the tile properties read from inside the plane header, whose third word (0) they take for their count
        byte[] file = WwdSamples.smallBytes();
        WwdSamples.putU32(file, 0x2E4, 1524 + 4);
        List<Violation> vs = about(file, "1 section overlaps");
        assertEquals(1, vs.size(), vs::toString);
        assertEquals("1 section overlaps another (first: tile properties starts inside plane headers)", vs.get(0).message());
        assertEquals(1524 + 4, vs.get(0).offset());
        assertEquals(Severity.ERROR, vs.get(0).severity());
        // and the plane's tiles read from inside its header as well: two
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x84, 1524 + 4);
        List<Violation> two = about(file, "2 sections overlap");
        assertEquals("2 sections overlap another (first: planes[0].tiles starts inside plane headers)", two.get(0).message());
        assertEquals(1524 + 4, two.get(0).offset());
    }

    @Test
    void imageSetListsMayShareBytesWithEachOtherButNotWithTiles() {
        // plane 0's last tile is 41 41 41 00: "AAA" and a NUL. Plane 0's image-set list is read from it
        // (ending where the tiles end), plane 1's from one byte later: both lie inside plane 0's tiles,
        // so two overlaps, although the second list also shares bytes with the first
        WwdPlane p = WwdSamples.plane();
        WwdPlane main = new WwdPlane(p.flags(), p.name(), p.widthPx(), p.heightPx(), p.tileWidth(), p.tileHeight(),
                p.movementXPercent(), p.movementYPercent(), p.fillColor(), p.zCoord(), p.reserved(),
                dev.mapharness.grid.IntGrid.of(2, 2, new int[] {1, 2, 3, 0x0041_4141}), p.imageSets(), p.objects());
        WwdPlane back = new WwdPlane(0, p.name(), 64, 64, 64, 64, 50, 50, 0, 0, WwdPlaneReserved.ZERO,
                dev.mapharness.grid.IntGrid.filled(1, 1, 3), List.of(dev.mapharness.bytes.RawString.of("B")), List.of());
        byte[] file = WwdWriter.write(WwdSamples.small(false).withPlanes(List.of(main, back)));
        long tiles = WwdSamples.u32(file, WwdSamples.PLANE_0_AT + 0x84);
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 0x88, tiles + 12);
        WwdSamples.putU32(file, WwdSamples.PLANE_0_AT + 160 + 0x88, tiles + 13);
        var d = WwdReader.read(file, ReadOptions.LENIENT);
        assertEquals(List.of(dev.mapharness.bytes.RawString.of("AA")), d.model().planes().get(1).imageSets());
        List<Violation> vs = about(file, "2 sections overlap");
        assertEquals(List.of("2 sections overlap another (first: planes[0].imageSets starts inside planes[0].tiles)"),
                vs.stream().map(Violation::message).toList());
    }

    @Test
    void bytesBetweenSectionsAreOneWarningCountingThem() {
        WwdLevel level = WwdLayoutTest.twoPlanes(false);
        byte[] one = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE);
        // plane 1's tiles moved one grid later: the bytes they held are a gap
        long tiles = WwdSamples.u32(one, WwdSamples.PLANE_0_AT + 160 + 0x84);
        List<Violation> none = about(one, "");
        assertEquals(List.of(), none.stream().filter(v -> v.field().isEmpty()).toList());
        byte[] gapped = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE.withGap(2));
        List<Violation> vs = about(gapped, "");
        Violation v = vs.stream().filter(x -> x.message().contains("belong to no section")).findFirst().orElseThrow();
        // plane headers, both planes' tiles, image sets and objects, tile properties: 8 sections, 2 bytes before each
        assertEquals("16 bytes in 8 gaps between sections belong to no section; a rewrite in the file's layout keeps"
                + " them, a canonical one drops them", v.message());
        assertEquals(1524, v.offset());
        assertEquals(Severity.WARNING, v.severity());
        byte[] single = WwdWriter.write(level, WwdWriteStyle.PLANE_BY_PLANE);
        WwdSamples.putU32(single, WwdSamples.PLANE_0_AT + 0x88, WwdSamples.u32(single, WwdSamples.PLANE_0_AT + 160 + 0x88));
        long first = WwdSamples.u32(one, WwdSamples.PLANE_0_AT + 0x88);
        Violation g = about(single, "").stream().filter(x -> x.message().contains("belong to no section")).findFirst()
                .orElseThrow();
        // plane 0's own image-set list ("BACK", "B2"), which no plane points at now
        assertEquals("8 bytes in 1 gap between sections belong to no section; a rewrite in the file's layout keeps"
                + " them, a canonical one drops them", g.message());
        assertEquals(first, g.offset());
        assertEquals(tiles, WwdSamples.u32(single, WwdSamples.PLANE_0_AT + 160 + 0x84));
    }
}
