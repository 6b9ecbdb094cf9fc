package dev.mapharness.reports;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.NumberTolerance;
import dev.mapharness.diff.SideFailure;
import dev.mapharness.diff.SideValue;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Severity;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.reports.compare.ByteRange;
import dev.mapharness.reports.compare.DivergenceGroup;
import dev.mapharness.reports.compare.EncodingDifference;
import dev.mapharness.reports.compare.SideBytes;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Renders results as one JSON document per command. Field names are stable and always present
 * (null when they do not apply), so scripts can rely on them. Output is pure ASCII: everything
 * else, DEL and every control character are escaped, so a hostile name cannot reach a terminal raw.
 */
public final class JsonReport {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = mapper();
    private static final ObjectMapper LINES = mapper().disable(SerializationFeature.INDENT_OUTPUT);

    private JsonReport() {
    }

    /**
     * A mapper that writes JSON as every command prints it: indented, pure printable ASCII (DEL and
     * every control character escaped too). Each call makes a new one, for callers that change it.
     */
    public static ObjectMapper mapper() {
        JsonMapper m = JsonMapper.builder()
                .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .build();
        m.getFactory().setCharacterEscapes(new AsciiSafeEscapes());
        return m;
    }

    /** Standard JSON escapes plus DEL, which JSON allows raw but terminals may act on. */
    private static final class AsciiSafeEscapes extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] ascii;

        AsciiSafeEscapes() {
            ascii = standardAsciiEscapesForJSON();
            ascii[0x7F] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public com.fasterxml.jackson.core.SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }

    public static String info(List<FileInfo> files, int exitCode) {
        ObjectNode root = command("info", exitCode);
        ArrayNode arr = root.putArray("files");
        files.forEach(f -> arr.add(infoFile(f)));
        return render(root);
    }

    /** One file of {@code info}: the object that is an element of {@code files}, or a line of {@code --json-lines}. */
    public static ObjectNode infoFile(FileInfo f) {
        ObjectNode o = NODES.objectNode();
        o.put("file", f.file());
        size(o, f.size());
        detection(o, f.detection());
        o.put("mode", f.mode().name().toLowerCase(Locale.ROOT));
        if (f.readable()) {
            ObjectNode summary = o.putObject("summary");
            for (Map.Entry<String, Object> e : f.summary().entrySet()) {
                value(summary, e.getKey(), e.getValue());
            }
        } else {
            o.putNull("summary");
        }
        findings(o.putArray("violations"), f.violations());
        failure(o, f.failure());
        f.writer().ifPresent(w -> writer(o, w));
        return o;
    }

    public static String check(List<CheckResult> results, int exitCode) {
        ObjectNode root = command("check", exitCode);
        ArrayNode arr = root.putArray("files");
        results.forEach(r -> arr.add(checkFile(r)));
        return render(root);
    }

    /** One file of {@code check}: the object that is an element of {@code files}, or a line of {@code --json-lines}. */
    public static ObjectNode checkFile(CheckResult r) {
        ObjectNode o = NODES.objectNode();
        o.put("file", r.file());
        size(o, r.size());
        detection(o, r.detection());
        o.put("status", r.status().id());
        o.put("failOn", r.failOn().id());
        if (r.failure().isEmpty()) {
            o.put("rewritesExactly", r.rewriteDiffersAt().isEmpty());
            r.rewriteDiffersAt().ifPresent(at -> o.put("rewriteDiffersAt", at));
        }
        ObjectNode counts = o.putObject("severities");
        for (Severity s : Severity.values()) {
            counts.put(s.id(), r.count(s));
        }
        findings(o.putArray("findings"), r.findings());
        OverridesJson.add(o, r);
        failure(o, r.failure());
        encoding(o.putArray("encoding"), r.encoding());
        o.put("encodingOmitted", r.encodingOmitted());
        writer(o, r.writer());
        return o;
    }

    /**
     * The member {@code writer}: which tool most likely wrote the file ({@code name}, {@code "unknown"}
     * if none is recognised), the habits that told ({@code traits}; for an unknown writer, why none
     * matched), the {@code confidence} ({@code certain}, {@code likely}, {@code possible} or {@code none})
     * and one {@code evidence} sentence per fact of the file behind it (docs/provenance.md).
     */
    public static void writer(ObjectNode o, Provenance p) {
        ObjectNode w = o.putObject("writer");
        w.put("name", p.writer());
        w.put("traits", p.traits());
        w.put("confidence", p.confidence().id());
        ArrayNode evidence = w.putArray("evidence");
        p.evidence().forEach(evidence::add);
    }

    /** One JSON document on one line (for {@code --json-lines}), ending with a newline. */
    public static String line(ObjectNode node) {
        try {
            return LINES.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A command's JSON document written as its files come: {@code {"command": …, "files": [ … ],
     * "exitCode": …}}, the same document as {@link #check} or {@link #info} make from a list, with
     * the exit code last because it is known last.
     */
    public static final class Stream implements Closeable {
        private final JsonGenerator out;

        public Stream(Writer writer, String command) throws IOException {
            out = MAPPER.createGenerator(writer);
            out.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            out.writeStartObject();
            out.writeStringField("command", command);
            out.writeArrayFieldStart("files");
        }

        public void add(ObjectNode file) throws IOException {
            MAPPER.writeTree(out, file);
            out.flush();
        }

        /** Ends the document with the exit code. */
        public void finish(int exitCode) throws IOException {
            out.writeEndArray();
            out.writeNumberField("exitCode", exitCode);
            out.writeEndObject();
            out.writeRaw(System.lineSeparator());
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    private static void encoding(ArrayNode arr, List<EncodingDifference> list) {
        for (EncodingDifference d : list) {
            ObjectNode o = arr.addObject();
            o.put("verdict", d.verdict().id());
            o.put("cause", d.cause().id());
            o.put("field", d.field());
            o.put("firstElement", d.firstElement());
            range(o.putObject("inFile"), d.inFile());
            range(o.putObject("inCanonical"), d.inCanonical());
            o.put("differingBytes", d.differingBytes());
            o.put("elements", d.elements());
            o.put("explanation", d.explanation());
        }
    }

    /** A byte range: start and end (exclusive) in decimal and hex. */
    private static void range(ObjectNode o, ByteRange r) {
        o.put("start", r.start());
        o.put("end", r.end());
        o.put("startHex", Offsets.hex(r.start()));
        o.put("endHex", Offsets.hex(r.end()));
    }

    public static String convert(ConvertResult r, int exitCode) {
        ObjectNode root = command("convert", exitCode);
        root.setAll(convertFile(r));
        return render(root);
    }

    /** One file of {@code convert}: the fields of its document, or a line of {@code --json-lines}. */
    public static ObjectNode convertFile(ConvertResult r) {
        ObjectNode root = NODES.objectNode();
        root.put("input", r.input());
        root.put("output", r.output());
        if (r.from().isPresent()) {
            root.put("from", r.from().get().label());
        } else {
            root.putNull("from");
        }
        root.put("to", r.to().displayName());
        root.put("status", r.status().id());
        root.put("canonicalRewrite", r.canonicalRewrite());
        if (r.bytesWritten() >= 0) {
            root.put("bytesWritten", r.bytesWritten());
        } else {
            root.putNull("bytesWritten");
        }
        ArrayNode steps = root.putArray("steps");
        for (ConvertResult.Step s : r.steps()) {
            ObjectNode step = steps.addObject();
            step.put("from", s.from().displayName());
            step.put("to", s.to().displayName());
            step.put("lossless", s.report().lossless());
            ArrayNode entries = step.putArray("entries");
            for (LossReport.Entry e : s.report().entries()) {
                ObjectNode entry = entries.addObject();
                entry.put("kind", e.kind() == LossReport.Kind.LOST ? "lost" : "derived");
                entry.put("rule", e.rule().id());
                entry.put("field", e.field());
                entry.put("message", e.message());
            }
        }
        findings(root.putArray("violations"), r.violations());
        if (r.refusal().isPresent()) {
            ObjectNode refusal = root.putObject("refusal");
            refusal.put("field", r.refusal().get().field());
            refusal.put("reason", r.refusal().get().reason());
            // a writer's refusal names its rule; convert's own refusals (a loss, an unwritable output) have none
            r.refusal().get().rule().ifPresentOrElse(rule -> refusal.put("rule", rule.id()), () -> refusal.putNull("rule"));
        } else {
            root.putNull("refusal");
        }
        failure(root, r.failure());
        return root;
    }

    public static String diff(DiffResult r, int exitCode) {
        ObjectNode root = command("diff", exitCode);
        root.put("mode", r.mode().id());
        root.put("status", r.status().id());
        ArrayNode inputs = root.putArray("inputs");
        for (DiffResult.Input in : r.inputs()) {
            ObjectNode o = inputs.addObject();
            o.put("file", in.file());
            size(o, in.size());
            detection(o, in.detection());
            findings(o.putArray("violations"), in.violations());
            failure(o, in.failure());
        }
        ArrayNode sides = root.putArray("sides");
        r.differential().ifPresent(d -> d.sides().forEach(sides::add));
        divergences(root.putArray("expected"), r.differential().map(DifferentialResult::expected).orElse(List.of()), true);
        divergences(root.putArray("unexpected"), r.differential().map(DifferentialResult::unexpected).orElse(List.of()), false);
        root.put("omittedExpected", r.differential().map(DifferentialResult::omittedExpected).orElse(0L));
        root.put("omittedUnexpected", r.differential().map(DifferentialResult::omittedUnexpected).orElse(0L));
        ObjectNode tolerance = root.putObject("tolerance");
        NumberTolerance t = r.differential().map(DifferentialResult::tolerance).orElse(NumberTolerance.EXACT);
        tolerance.put("relative", t.relative());
        tolerance.put("ulps", t.ulps());
        tolerance.put("absorbed", r.differential().map(DifferentialResult::absorbed).orElse(0L));
        groups(root.putArray("groups"), r.groups());
        root.put("groupsOmitted", r.groupsOmitted());
        if (r.refusal().isPresent()) {
            root.put("refusal", r.refusal().get());
        } else {
            root.putNull("refusal");
        }
        ArrayNode failures = root.putArray("failures");
        for (SideFailure f : r.differential().map(DifferentialResult::failures).orElse(List.of())) {
            ObjectNode o = failures.addObject();
            o.put("side", f.side());
            o.put("stage", f.stage().text());
            o.put("message", f.message());
        }
        return render(root);
    }

    private static void groups(ArrayNode arr, List<DivergenceGroup> groups) {
        for (DivergenceGroup g : groups) {
            ObjectNode o = arr.addObject();
            o.put("pattern", g.pattern());
            o.put("expected", g.expected());
            o.put("count", g.count());
            ArrayNode features = o.putArray("features");
            g.features().forEach(f -> features.add(f.name()));
            divergences(o.putArray("examples"), g.examples(), g.expected());
            ArrayNode bytes = o.putArray("bytes");
            for (SideBytes b : g.bytes()) {
                ObjectNode side = bytes.addObject();
                side.put("side", b.side());
                range(side, b.range());
            }
        }
    }

    private static void divergences(ArrayNode arr, List<LabelledDivergence> list, boolean explained) {
        for (LabelledDivergence d : list) {
            ObjectNode o = arr.addObject();
            o.put("field", d.path());
            ArrayNode features = o.putArray("features");
            d.features().forEach(f -> features.add(f.name()));
            if (explained) {
                o.put("explanation", TextReport.explanation(d));
            } else {
                o.putNull("explanation");
            }
            ArrayNode values = o.putArray("values");
            for (SideValue v : d.values()) {
                ObjectNode value = values.addObject();
                value.put("side", v.side());
                value.put("value", v.value());
            }
            o.put("note", d.note());
        }
    }

    private static ObjectNode command(String name, int exitCode) {
        ObjectNode root = NODES.objectNode();
        root.put("command", name);
        root.put("exitCode", exitCode);
        return root;
    }

    private static void size(ObjectNode o, long size) {
        if (size >= 0) {
            o.put("size", size);
        } else {
            o.putNull("size");
        }
    }

    private static void detection(ObjectNode o, Optional<Detection> d) {
        if (d.isPresent()) {
            ObjectNode f = o.putObject("format");
            f.put("id", d.get().format().id());
            f.put("label", d.get().label());
            f.put("evidence", d.get().evidence());
            f.put("supported", d.get().supported());
        } else {
            o.putNull("format");
        }
    }

    private static void findings(ArrayNode arr, List<Finding> findings) {
        for (Finding f : findings) {
            ObjectNode o = arr.addObject();
            o.put("kind", f.kind().id());
            o.put("rule", f.rule().id());
            o.put("severity", f.severity().id());
            if (!f.editor().isEmpty()) {
                o.put("editor", f.editor());
            }
            offset(o, f.offset());
            o.put("field", f.field());
            o.put("message", f.message());
            if (f.baseline() != Finding.Baseline.NONE) {
                o.put("baseline", f.baseline().id());
            }
        }
    }

    private static void failure(ObjectNode o, Optional<ReadFailure> failure) {
        if (failure.isEmpty()) {
            o.putNull("error");
            return;
        }
        ReadFailure f = failure.get();
        ObjectNode e = o.putObject("error");
        e.put("reason", f.reason().id());
        e.put("rule", f.rule().id());
        offset(e, f.offset());
        if (f.hasLine()) {
            e.put("line", f.line());
            e.put("column", f.column());
        }
        e.put("field", f.field());
        e.put("expected", f.expected());
        e.put("found", f.found());
        e.put("message", f.message());
    }

    private static void offset(ObjectNode o, long offset) {
        if (offset >= 0) {
            o.put("offset", offset);
            o.put("offsetHex", Offsets.hex(offset));
        } else {
            o.putNull("offset");
            o.putNull("offsetHex");
        }
    }

    /** Summary values are numbers or strings; anything else is shown as its text. */
    private static void value(ObjectNode o, String key, Object v) {
        if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte) {
            o.put(key, ((Number) v).longValue());
        } else if (v instanceof Number n) {
            o.put(key, n.doubleValue());
        } else if (v instanceof Boolean b) {
            o.put(key, b);
        } else if (v == null) {
            o.putNull(key);
        } else {
            o.put(key, v.toString());
        }
    }

    private static String render(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
