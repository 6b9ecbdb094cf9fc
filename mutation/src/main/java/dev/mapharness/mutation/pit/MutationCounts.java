package dev.mapharness.mutation.pit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * One package's mutants by PIT's status, read from its {@code mutations.xml}.
 *
 * <p>Detected, as PIT counts it: killed, timed out, out of memory, a run error, not viable. The score is
 * detected over all mutants; the test strength is detected over the mutants some test covers.
 */
public record MutationCounts(int total, int killed, int survived, int noCoverage, int timedOut, int otherDetected) {

    public static MutationCounts read(Path mutationsXml) throws IOException {
        Map<String, Integer> byStatus = new TreeMap<>();
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        try (InputStream in = Files.newInputStream(mutationsXml)) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            while (xml.hasNext()) {
                if (xml.next() == XMLStreamReader.START_ELEMENT && xml.getLocalName().equals("mutation")) {
                    String status = xml.getAttributeValue(null, "status");
                    if (status == null) {
                        throw new IOException(mutationsXml + ": a mutation without a status at line " + xml.getLocation().getLineNumber());
                    }
                    byStatus.merge(status, 1, Integer::sum);
                }
            }
        } catch (XMLStreamException e) {
            throw new IOException(mutationsXml + " is not PIT's XML: " + e.getMessage(), e);
        }
        return of(byStatus);
    }

    static MutationCounts of(Map<String, Integer> byStatus) {
        int total = byStatus.values().stream().mapToInt(Integer::intValue).sum();
        int killed = byStatus.getOrDefault("KILLED", 0);
        int survived = byStatus.getOrDefault("SURVIVED", 0);
        int noCoverage = byStatus.getOrDefault("NO_COVERAGE", 0);
        int timedOut = byStatus.getOrDefault("TIMED_OUT", 0);
        int other = byStatus.getOrDefault("MEMORY_ERROR", 0) + byStatus.getOrDefault("RUN_ERROR", 0)
                + byStatus.getOrDefault("NON_VIABLE", 0);
        int undecided = total - killed - survived - noCoverage - timedOut - other;
        if (undecided != 0) {
            throw new IllegalArgumentException(undecided + " mutants whose run did not finish (" + byStatus + ")");
        }
        return new MutationCounts(total, killed, survived, noCoverage, timedOut, other);
    }

    public int detected() {
        return killed + timedOut + otherDetected;
    }

    /** Detected over all mutants, in percent (100 when there are none). */
    public double score() {
        return total == 0 ? 100 : 100.0 * detected() / total;
    }

    /** Detected over the mutants a test reaches, in percent (100 when no test reaches any). */
    public double testStrength() {
        int covered = total - noCoverage;
        return covered == 0 ? 100 : 100.0 * detected() / covered;
    }
}
