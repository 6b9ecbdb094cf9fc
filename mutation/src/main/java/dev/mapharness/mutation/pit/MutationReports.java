package dev.mapharness.mutation.pit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.stream.XMLEventFactory;
import javax.xml.stream.XMLEventReader;
import javax.xml.stream.XMLEventWriter;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.events.StartElement;
import javax.xml.stream.events.XMLEvent;

/**
 * The reports under {@code target/mutation/}: one directory per package ({@code PACKAGE/}: PIT's HTML pages of
 * that package, its part of {@code mutations.xml}, {@code summary.json}), PIT's style sheet beside them, and
 * {@code summary.json} over every package measured so far.
 *
 * <p>A run writes into a hidden staging directory and publishes each package by renaming its directory into
 * place, so a run that is interrupted leaves the previous results whole and nothing half-written under a
 * package's name; leftovers of such a run are hidden and removed by the next.
 */
public final class MutationReports {
    static final String SUMMARY = "summary.json";
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path dir;

    public MutationReports(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** A fresh staging directory for a run, after removing what interrupted runs left. */
    Path stage() throws IOException {
        Files.createDirectories(dir);
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, ".*")) {
            for (Path leftover : s) {
                deleteTree(leftover);
            }
        }
        return Files.createTempDirectory(dir, ".run-");
    }

    Path history() {
        return dir.resolve("history.bin");
    }

    /** Each mutant's result as it comes: what an interrupted run leaves for the next (see HarnessHistory). */
    Path journal() {
        return dir.resolve("history.journal");
    }

    /**
     * Splits PIT's report in {@code pitReport} by package and publishes each; then the history and the overview.
     * Returns each package's result.
     */
    List<PackageResult> publish(Path staging, Path pitReport, List<String> packages, Path historyOut, String commit,
                                String when, Suite suite) throws IOException {
        List<PackageResult> results = new ArrayList<>();
        Path css = pitReport.resolve("style.css");
        if (Files.isRegularFile(css)) {
            Path staged = staging.resolve("style.css");
            Files.copy(css, staged);
            Files.move(staged, dir.resolve("style.css"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        for (String pkg : packages) {
            Path out = Files.createDirectory(staging.resolve(pkg));
            Path pages = pitReport.resolve("dev.mapharness." + pkg);
            if (Files.isDirectory(pages)) {
                try (Stream<Path> files = Files.list(pages)) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        Files.copy(f, out.resolve(f.getFileName().toString()));
                    }
                }
            }
            Path xml = out.resolve("mutations.xml");
            filter(pitReport.resolve("mutations.xml"), xml, "dev.mapharness." + pkg + ".");
            PackageResult result = new PackageResult(pkg, MutationCounts.read(xml), commit, when, suite.id());
            JSON.writeValue(out.resolve(SUMMARY).toFile(), result);
            replace(out, dir.resolve(pkg));
            results.add(result);
        }
        if (Files.isRegularFile(historyOut)) {
            Files.move(historyOut, history(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            // the history now holds all the journal did
            Files.deleteIfExists(journal());
        }
        writeOverview(staging);
        return results;
    }

    /** Every package's latest result, in name order; packages never measured are absent. */
    public List<PackageResult> latest() throws IOException {
        List<PackageResult> all = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return all;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, p -> Files.isRegularFile(p.resolve(SUMMARY))
                && !p.getFileName().toString().startsWith("."))) {
            for (Path p : s) {
                all.add(JSON.readValue(p.resolve(SUMMARY).toFile(), PackageResult.class));
            }
        }
        all.sort(Comparator.comparing(PackageResult::pkg));
        return all;
    }

    private void writeOverview(Path staging) throws IOException {
        Path staged = staging.resolve(SUMMARY);
        JSON.writeValue(staged.toFile(), java.util.Map.of("schema", "mapharness-mutation/1", "packages", latest()));
        Files.move(staged, dir.resolve(SUMMARY), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        Path table = staging.resolve("table.md");
        Files.writeString(table, MutationTable.markdown(latest()));
        Files.move(table, dir.resolve("table.md"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Puts {@code staged} where {@code target} is, the old one set aside first and removed after. */
    private static void replace(Path staged, Path target) throws IOException {
        Path old = target.resolveSibling("." + target.getFileName() + ".old");
        if (Files.exists(target)) {
            deleteTree(old);
            Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
        }
        Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
        deleteTree(old);
    }

    /** Copies PIT's {@code mutations.xml}, keeping only the mutants of classes whose name starts with {@code prefix}. */
    static void filter(Path from, Path to, String prefix) throws IOException {
        XMLInputFactory in = XMLInputFactory.newFactory();
        in.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        in.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLEventFactory events = XMLEventFactory.newFactory();
        try (InputStream is = Files.newInputStream(from); OutputStream os = Files.newOutputStream(to)) {
            XMLEventReader r = in.createXMLEventReader(is);
            XMLEventWriter w = XMLOutputFactory.newFactory().createXMLEventWriter(os, "UTF-8");
            List<XMLEvent> mutation = null;
            boolean keep = false;
            String element = null;
            while (r.hasNext()) {
                XMLEvent e = r.nextEvent();
                if (e.isStartElement() && e.asStartElement().getName().getLocalPart().equals("mutation")) {
                    mutation = new ArrayList<>();
                    keep = false;
                }
                if (mutation == null) {
                    w.add(e.isStartDocument() ? events.createStartDocument("UTF-8", "1.0") : e);
                    continue;
                }
                mutation.add(e);
                if (e.isStartElement()) {
                    StartElement s = e.asStartElement();
                    element = s.getName().getLocalPart();
                } else if (e.isCharacters() && "mutatedClass".equals(element)) {
                    keep |= e.asCharacters().getData().strip().startsWith(prefix);
                } else if (e.isEndElement()) {
                    element = null;
                    if (e.asEndElement().getName().getLocalPart().equals("mutation")) {
                        if (keep) {
                            for (XMLEvent m : mutation) {
                                w.add(m);
                            }
                            w.add(events.createCharacters("\n"));
                        }
                        mutation = null;
                    }
                }
            }
            w.flush();
            w.close();
        } catch (XMLStreamException ex) {
            throw new IOException(from + " is not PIT's XML: " + ex.getMessage(), ex);
        }
    }

    static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> all = Files.walk(p)) {
            all.sorted(Comparator.reverseOrder()).forEach(f -> {
                try {
                    Files.delete(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
