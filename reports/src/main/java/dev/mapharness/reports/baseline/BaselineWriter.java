package dev.mapharness.reports.baseline;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * {@code check --write-baseline FILE}: every finding of the run (of every severity, known ones
 * too; a file that does not read has none, as a baseline never hides it), one entry each, as
 * {@link CheckBaseline} reads them. Streamed to a temporary file beside FILE and moved over it at
 * {@link #commit()}; an interrupted run leaves the earlier baseline.
 */
public final class BaselineWriter implements AutoCloseable {
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private final Path target;
    private final Path tmp;
    private final OutputStream out;
    private final JsonGenerator g;
    private boolean open = true;

    private BaselineWriter(Path target, Path tmp, OutputStream out, JsonGenerator g) {
        this.target = target;
        this.tmp = tmp;
        this.out = out;
        this.g = g;
    }

    public static BaselineWriter open(Path target, String version) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path tmp = Files.createTempFile(absolute.getParent(), ".mapharness-", ".baseline.tmp");
        OutputStream out = null;
        try {
            out = new BufferedOutputStream(Files.newOutputStream(tmp), 64 * 1024);
            JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8);
            g.writeStartObject();
            g.writeNumberField("mapharnessBaseline", 1);
            g.writeStringField("tool", "mapharness " + version);
            g.writeArrayFieldStart("findings");
            return new BaselineWriter(absolute, tmp, out, g);
        } catch (IOException | RuntimeException e) {
            if (out != null) {
                out.close();
            }
            Files.deleteIfExists(tmp);
            throw e;
        }
    }

    public void add(CheckResult r) throws IOException {
        for (Finding f : r.findings()) {
            g.writeRaw('\n');
            g.writeStartObject();
            g.writeStringField("file", CheckBaseline.normal(r.file()));
            g.writeStringField("rule", f.rule().id());
            g.writeStringField("field", f.field());
            g.writeEndObject();
        }
    }

    public void commit() throws IOException {
        try {
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
            g.close();
            out.close();
            open = false;
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @Override
    public void close() throws IOException {
        if (open) {
            open = false;
            try {
                g.close();
                out.close();
            } finally {
                Files.deleteIfExists(tmp);
            }
        }
    }
}
