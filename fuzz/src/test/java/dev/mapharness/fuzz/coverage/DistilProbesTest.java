package dev.mapharness.fuzz.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataWriter;
import org.junit.jupiter.api.Test;

/** An input is kept for the probes it reaches first, counted across classes. */
class DistilProbesTest {
    private static byte[] exec(ExecutionData... classes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ExecutionDataWriter w = new ExecutionDataWriter(out);
        for (ExecutionData d : classes) {
            w.visitClassExecution(d);
        }
        return out.toByteArray();
    }

    @Test
    void onlyProbesNotReachedBeforeCount() throws IOException {
        DistilMain.Probes probes = new DistilMain.Probes();
        assertEquals(2, probes.addNew(exec(new ExecutionData(1, "a/A", new boolean[] {true, false, true}))));
        assertEquals(0, probes.addNew(exec(new ExecutionData(1, "a/A", new boolean[] {true, false, true}))), "nothing new");
        assertEquals(1, probes.addNew(exec(new ExecutionData(1, "a/A", new boolean[] {false, true, false}))));
        assertEquals(1, probes.addNew(exec(new ExecutionData(1, "a/A", new boolean[] {true, true, true}),
                new ExecutionData(2, "a/B", new boolean[] {false, true}))), "another class's probe is new");
        assertEquals(0, probes.addNew(exec()));
    }
}
