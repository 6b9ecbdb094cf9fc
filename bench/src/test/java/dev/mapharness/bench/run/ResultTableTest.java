package dev.mapharness.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultTableTest {
    private static Map<String, String> params(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    private static Measurement m(String benchmark, String operation, double opsPerSecond, double payload, double allocated,
            String... params) {
        return new Measurement(benchmark, operation, params(params), opsPerSecond, Double.NaN, payload, allocated);
    }

    private static TableRow row(List<TableRow> rows, String operation, String size) {
        return rows.stream().filter(r -> r.measurement().operation().equals(operation)
                && r.measurement().params().get("data").equals("terrain")
                && r.measurement().params().get("size").equals(size)).findFirst().orElseThrow();
    }

    @Test
    void comparesWithTheBaselineAndPeerOfTheSameParametersAndFollowsSizes() {
        List<Measurement> ms = List.of(
                m("Lzo", "arraycopyBaseline", 10_000, 1000, 0, "data", "terrain", "size", "1000"),
                m("Lzo", "arraycopyBaseline", 1_000, 4000, 0, "data", "terrain", "size", "4000"),
                m("Lzo", "decode", 2_000, 1000, 1100, "data", "terrain", "size", "1000"),
                m("Lzo", "decode", 400, 4000, 4400, "data", "terrain", "size", "4000"),
                m("Lzo", "decodeByAircompressor", 1_000, 1000, 1000, "data", "terrain", "size", "1000"),
                m("Lzo", "decodeByAircompressor", 500, 4000, 4000, "data", "terrain", "size", "4000"),
                m("Lzo", "decode", 3_000, 1000, 1000, "data", "random", "size", "1000"));
        List<TableRow> rows = ResultTable.rows(ms);

        assertEquals(5, rows.size(), "baselines are yardsticks, not rows");
        TableRow small = row(rows, "decode", "1000");
        assertEquals(2.0, small.measurement().megabytesPerSecond(), 1e-9);
        assertEquals(0.2, small.toBaseline(), 1e-9);
        assertEquals("Aircompressor", small.peer());
        assertEquals(2.0, small.toPeer(), 1e-9);
        assertEquals(1.1, small.allocatedPerByte(), 1e-9);
        assertTrue(Double.isNaN(small.step()), "the smallest size has no step");

        TableRow large = row(rows, "decode", "4000");
        // 2.5 ms against 0.5 ms for four times the bytes: 5 / 4
        assertEquals(1.25, large.step(), 1e-9);
        assertEquals(0.8, large.toPeer(), 1e-9);
        assertEquals(0.4, large.toBaseline(), 1e-9);

        TableRow peer = row(rows, "decodeByAircompressor", "4000");
        assertNull(peer.peer(), "a peer is not compared with itself");
        assertEquals(0.5, peer.step(), 1e-9, "peers have their own curve");
        TableRow random = rows.stream().filter(r -> r.measurement().params().get("data").equals("random")).findFirst().orElseThrow();
        assertTrue(Double.isNaN(random.step()), "another kind of data is another curve");
        assertTrue(Double.isNaN(random.toBaseline()), "no baseline was measured for random data");
    }

    @Test
    void namesPeersAndVerbs() {
        Measurement peer = m("Lzss", "encodeByZlib", 1, 1, 1);
        assertEquals("Zlib", peer.peer());
        assertEquals("encode", peer.verb());
        Measurement own = m("Lzo", "decodeOwnStream", 1, 1, 1);
        assertNull(own.peer());
        assertNull(m("Lzo", "decodeBy", 1, 1, 1).peer());
        assertEquals(Map.of("data", "terrain"), m("Lzo", "decode", 1, 1, 1, "data", "terrain", "size", "10").kindParams());
    }

    @Test
    void targetsReportMetNotMetAndUnmeasured() {
        List<Measurement> ms = List.of(
                m("LzoDecode", "decode", 2_000, 1000, 1000, "data", "terrain", "stream", "lzo1x-1", "size", "1000"),
                m("LzoDecode", "decodeByAircompressor", 1_000, 1000, 1000, "data", "terrain", "stream", "lzo1x-1", "size", "1000"),
                m("Oprw", "decode", 100, 1000, 2000, "side", "512"),
                m("Oprw", "decode", 10, 4000, 8000, "side", "1024"));
        List<Targets.Verdict> verdicts = Targets.check(ResultTable.rows(ms));
        assertEquals(Boolean.TRUE, verdicts.get(0).met(), verdicts.get(0).toString());
        assertNull(verdicts.get(1).met(), "no elevation benchmark ran");
        assertEquals(Boolean.FALSE, verdicts.get(2).met());
        assertTrue(verdicts.get(2).evidence().contains("2.00 B/B Oprw.decode side=512"), verdicts.get(2).evidence());
        assertEquals(Boolean.FALSE, verdicts.get(3).met(), "0.1 s against 0.01 s for 4× the bytes is 2.5× linear");
        assertTrue(Targets.render(verdicts).contains("NOT met"));
        assertTrue(Targets.render(verdicts).contains("**: not measured in this run\n"), Targets.render(verdicts));
        assertFalse(MarkdownTable.render(ResultTable.rows(ms)).contains("NaN"));
    }

    /** The encoder levels' goals: fast against aircompressor in the run, both ratios against liblzo2's on the same data. */
    @Test
    void encoderLevelTargets() {
        List<Measurement> ms = List.of(
                m("EncoderLevel", "encodeLzoFast", 1_000, 1 << 20, 1 << 20, "data", "regions", "size", "1048576"),
                m("EncoderLevel", "encodeLzoFastByAircompressor", 900, 1 << 20, 1 << 20, "data", "regions", "size", "1048576"));
        List<Targets.Verdict> verdicts = Targets.check(ResultTable.rows(ms));
        Targets.Verdict speed = verdict(verdicts, "LZO1X fast encode");
        assertEquals(Boolean.TRUE, speed.met(), speed.toString());
        assertTrue(speed.evidence().contains("1.11× at data=regions size=1048576"), speed.evidence());
        Targets.Verdict fast = verdict(verdicts, "LZO1X fast ratio");
        assertEquals(Boolean.TRUE, fast.met(), fast.toString());
        assertTrue(fast.evidence().contains("(LZO1X-1 8.3249)"), fast.evidence());
        Targets.Verdict best = verdict(verdicts, "LZO1X best ratio");
        assertEquals(Boolean.TRUE, best.met(), best.toString());
        assertTrue(best.evidence().contains("(LZO1X-999 18.4479)"), best.evidence());
    }

    /** The text readers' goals: MB/s and allocation on the 5 MB files only, each row named, in table order. */
    @Test
    void textTargets() {
        List<Measurement> ms = List.of(
                m("Wmp", "decode", 50, 5_000_000, 20_000_000, "megabytes", "5"),
                m("Mm", "decode", 30, 5_000_000, 50_000_000, "megabytes", "5"),
                m("Mm", "decode", 1, 20_000_000, 1_000_000_000, "megabytes", "20"));
        List<Targets.Verdict> verdicts = Targets.check(ResultTable.rows(ms));
        Targets.Verdict speed = verdict(verdicts, "WMP and $$M decode ≥ 200 MB/s");
        assertEquals(Boolean.FALSE, speed.met(), speed.toString());
        assertEquals("150.00 MB/s at Mm.decode megabytes=5, 250.00 MB/s at Wmp.decode megabytes=5", speed.evidence());
        Targets.Verdict allocation = verdict(verdicts, "WMP and $$M decode allocate ≤ 8 B");
        assertEquals(Boolean.FALSE, allocation.met(), allocation.toString());
        assertEquals("10.00 B/B at Mm.decode megabytes=5, 4.00 B/B at Wmp.decode megabytes=5", allocation.evidence());
        assertNull(verdict(Targets.check(List.of()), "WMP and $$M decode ≥").met(), "nothing measured");
    }

    private static Targets.Verdict verdict(List<Targets.Verdict> verdicts, String goalStart) {
        return verdicts.stream().filter(v -> v.goal().startsWith(goalStart)).findFirst().orElseThrow(
                () -> new AssertionError("no goal starting " + goalStart + " in " + verdicts));
    }
}
