package dev.mapharness.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.bench.compress.LzoDecodeBenchmark;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs real benchmarks through JMH in this JVM (no fork, so it stays quick) and checks what the
 * table is built from: the payload counter, the GC profiler's allocation, the peer and the baseline.
 */
class BenchRunTest {
    @Test
    void measuresPayloadAllocationPeerAndBaseline() throws Exception {
        Map<String, List<String>> params = new LinkedHashMap<>();
        params.put("data", List.of("terrain"));
        params.put("stream", List.of("aircompressor"));
        params.put("size", List.of("262144", "1048576"));
        Plan plan = new Plan(List.of(new Plan.Group(LzoDecodeBenchmark.class.getName(),
                List.of("arraycopyBaseline", "decode", "decodeByAircompressor"), params)));
        ByteArrayOutputStream progress = new ByteArrayOutputStream();

        List<Measurement> measurements = new BenchRun(Profile.SHORT, 0).run(plan, new PrintStream(progress, true, StandardCharsets.UTF_8));

        assertEquals(6, measurements.size());
        for (Measurement m : measurements) {
            assertEquals(Double.parseDouble(m.params().get("size")), m.payloadPerOp(), 1e-6 * m.payloadPerOp(), m.toString());
            assertTrue(m.opsPerSecond() > 0, m.toString());
        }
        List<TableRow> rows = ResultTable.rows(measurements);
        assertEquals(4, rows.size());
        for (TableRow row : rows) {
            assertTrue(row.toBaseline() > 0, row.toString());
            // a decode produces its output array: at least one byte allocated per decoded byte
            assertTrue(row.allocatedPerByte() >= 0.99, row.toString());
        }
        TableRow ours = rows.stream().filter(r -> r.measurement().operation().equals("decode")
                && r.measurement().params().get("size").equals("1048576")).findFirst().orElseThrow();
        assertEquals("Aircompressor", ours.peer());
        assertTrue(ours.toPeer() > 0);
        assertFalse(Double.isNaN(ours.step()));
        String log = progress.toString(StandardCharsets.UTF_8);
        assertTrue(log.contains("[6/6] LzoDecode."), log);
    }
}
