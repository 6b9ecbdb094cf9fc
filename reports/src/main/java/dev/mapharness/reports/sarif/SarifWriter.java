package dev.mapharness.reports.sarif;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import dev.mapharness.files.AtomicFiles;
import dev.mapharness.format.Severity;
import dev.mapharness.reports.CheckResult;
import dev.mapharness.reports.Finding;
import dev.mapharness.reports.ReadFailure;
import dev.mapharness.reports.conformance.CaseResult;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.rules.ConformanceRules;
import dev.mapharness.rules.Rule;
import dev.mapharness.rules.Rules;
import dev.mapharness.rules.RulesDoc;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A SARIF 2.1.0 log ({@code --sarif FILE}) of {@code check} or a conformance run, streamed: each
 * result is written as it comes to a temporary file beside the log and forgotten, so a batch of
 * any size holds none of them; {@link #commit} writes the log atomically, the run's tool (with
 * every rule of {@link Rules}) in front of the results and the invocation behind them.
 *
 * <p>A finding is a result of its rule at the finding's severity. Its location is the file (a
 * relative URI for a relative name, a {@code file:} URI for an absolute one), a region (the byte
 * offset and the length of the field there; in a text format also the line and column, in Unicode
 * code points) and the field path as a logical location. A file that does not read is one result
 * of {@link InputRules#UNREADABLE}. A conformance case that does not pass is one result of the
 * {@link ConformanceRules} rule of its verdict, or of the rule of the finding it failed on (an error in
 * the file a writer wrote). Results a baseline knew have {@code baselineState}
 * {@code unchanged}, new ones {@code new}.
 *
 * <p>{@link #close()} without {@link #commit} (an interrupted run) removes the temporary file and
 * leaves whatever log was at the path before. Not thread-safe: results are added from one thread.
 */
public final class SarifWriter implements AutoCloseable {
    /** Where the SARIF 2.1.0 schema is published; the log names it in {@code $schema}. */
    public static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final List<Rule> RULES = Rules.all();
    private static final Map<String, Integer> RULE_INDEX = ruleIndex();

    private final Path target;
    private final String version;
    private final Optional<URI> rulesPage;
    private final Path results;
    private final OutputStream resultsOut;
    private final JsonGenerator resultsJson;
    private boolean internalError;
    private boolean open = true;
    private boolean resultsClosed;

    private SarifWriter(Path target, String version, Optional<URI> rulesPage, Path results, OutputStream resultsOut,
                        JsonGenerator resultsJson) {
        this.target = target;
        this.version = version;
        this.rulesPage = rulesPage;
        this.results = results;
        this.resultsOut = resultsOut;
        this.resultsJson = resultsJson;
    }

    /**
     * Starts a log that {@link #commit} writes to {@code target}; nothing is written there before.
     *
     * @param version   mapharness's version, the driver's
     * @param rulesPage docs/rules.md as an absolute URI, that each rule's {@code helpUri} points into
     *                  (its anchor added); empty to leave {@code helpUri} out
     */
    public static SarifWriter open(Path target, String version, Optional<URI> rulesPage) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path tmp = Files.createTempFile(absolute.getParent(), ".mapharness-", ".results.tmp");
        OutputStream out = null;
        try {
            out = new BufferedOutputStream(Files.newOutputStream(tmp), 64 * 1024);
            JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8);
            g.setRootValueSeparator(new SerializedString(",\n"));
            return new SarifWriter(absolute, version, rulesPage, tmp, out, g);
        } catch (IOException | RuntimeException e) {
            if (out != null) {
                out.close();
            }
            Files.deleteIfExists(tmp);
            throw e;
        }
    }

    /** The docs/rules.md of an installation at {@code home} as a {@code file:} URI, if it is there. */
    public static Optional<URI> rulesPage(Path home) {
        Path page = home.resolve(RulesDoc.PATH).toAbsolutePath().normalize();
        return Files.isRegularFile(page) ? Optional.of(page.toUri()) : Optional.empty();
    }

    /** The results of one file checked: one per finding, or one for the reason it does not read. */
    public void add(CheckResult r) throws IOException {
        requireOpen();
        if (r.failure().isPresent()) {
            ReadFailure f = r.failure().get();
            if (f.reason() == ReadFailure.Reason.INTERNAL_ERROR) {
                internalError = true;
            }
            String words = r.status() == CheckResult.Status.UNSUPPORTED ? "not supported: " : "unreadable: ";
            Region region = f.hasOffset() ? new Region(f.offset(), 1, f.line(), f.column()) : null;
            // the rule the reader refused it by (read/truncated, wwd/signature, input/missing, …)
            result(f.rule(), Severity.ERROR, words + f.message(), r.file(), region, f.field(), null);
            return;
        }
        for (Finding f : r.findings()) {
            Region region = f.hasOffset() ? new Region(f.offset(), Math.max(1, f.place().length()),
                    f.place().line(), f.place().column()) : null;
            String state = switch (f.baseline()) {
                case NONE -> null;
                case KNOWN -> "unchanged";
                case NEW -> "new";
            };
            result(f.rule(), f.severity(), f.message(), r.file(), region, f.field(), state);
        }
    }

    /**
     * The result of one conformance case, if it did not pass: of the rule of its verdict, on the
     * case (as a logical location; a case is no file).
     *
     * @param known whether a baseline knew the failure
     * @param baseline whether a baseline was given
     */
    public void add(CaseResult c, boolean known, boolean baseline) throws IOException {
        requireOpen();
        Optional<Rule> ofVerdict = ruleOf(c.verdict());
        if (ofVerdict.isEmpty()) {
            return;
        }
        Rule rule = c.verdict() == CaseVerdict.FAIL ? findingRule(c).orElse(ofVerdict.get()) : ofVerdict.get();
        String message = c.name() + ": " + c.verdict().id() + (c.reasons().isEmpty() ? "" : ": " + String.join("; ", c.reasons()));
        String state = !baseline ? null : known ? "unchanged" : "new";
        JsonGenerator g = resultsJson;
        g.writeStartObject();
        ruleRef(g, rule);
        g.writeStringField("level", "error");
        message(g, message);
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeArrayFieldStart("logicalLocations");
        g.writeStartObject();
        g.writeStringField("fullyQualifiedName", c.name());
        g.writeStringField("kind", "resource");
        g.writeEndObject();
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndArray();
        if (state != null) {
            g.writeStringField("baselineState", state);
        }
        g.writeObjectFieldStart("properties");
        g.writeStringField("verdict", c.verdict().id());
        g.writeStringField("command", c.command());
        if (!c.fields().isEmpty()) {
            g.writeArrayFieldStart("fields");
            for (String field : c.fields()) {
                g.writeString(field);
            }
            g.writeEndArray();
        }
        g.writeEndObject();
        g.writeEndObject();
    }

    /**
     * The rule of the first finding a failing case's output has ({@code "error [wwd/plane-header-size] at byte …"}
     * among its reasons), if it failed on one rather than on other values.
     */
    static Optional<Rule> findingRule(CaseResult c) {
        for (String reason : c.reasons()) {
            java.util.regex.Matcher m = FINDING_REASON.matcher(reason);
            if (m.lookingAt()) {
                Optional<Rule> r = Rules.byId(m.group(1));
                if (r.isPresent()) {
                    return r;
                }
            }
        }
        return Optional.empty();
    }

    private static final java.util.regex.Pattern FINDING_REASON =
            java.util.regex.Pattern.compile("(?:error|warning|note) \\[([a-z0-9]+/[a-z0-9-]+)\\] ");

    /** The rule of a case's verdict; empty for a pass. */
    public static Optional<Rule> ruleOf(CaseVerdict v) {
        return switch (v) {
            case PASS -> Optional.empty();
            case FAIL -> Optional.of(ConformanceRules.CASE_FAILED);
            case CRASH -> Optional.of(ConformanceRules.TOOL_CRASHED);
            case TIMEOUT -> Optional.of(ConformanceRules.TOOL_TIMED_OUT);
            case NO_OUTPUT -> Optional.of(ConformanceRules.NO_OUTPUT);
        };
    }

    /** Writes the log atomically: the tool and its rules, every result in the order added, the invocation. */
    public void commit(int exitCode) throws IOException {
        requireOpen();
        try {
            closeResults();
            AtomicFiles.write(target, out -> {
                JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8);
                g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
                g.writeStartObject();
                g.writeStringField("$schema", SCHEMA);
                g.writeStringField("version", "2.1.0");
                g.writeArrayFieldStart("runs");
                g.writeStartObject();
                tool(g);
                g.writeStringField("columnKind", "unicodeCodePoints");
                g.writeArrayFieldStart("results");
                g.writeRaw('\n');
                g.flush();
                Files.copy(results, out);
                g.writeEndArray();
                g.writeArrayFieldStart("invocations");
                g.writeStartObject();
                g.writeBooleanField("executionSuccessful", !internalError);
                g.writeNumberField("exitCode", exitCode);
                g.writeEndObject();
                g.writeEndArray();
                g.writeEndObject();
                g.writeEndArray();
                g.writeEndObject();
                g.writeRaw('\n');
                g.close();
            });
        } finally {
            discard();
        }
    }

    /** Without {@link #commit}: removes the temporary file and writes no log. */
    @Override
    public void close() throws IOException {
        if (open) {
            discard();
        }
    }

    private void tool(JsonGenerator g) throws IOException {
        g.writeObjectFieldStart("tool");
        g.writeObjectFieldStart("driver");
        g.writeStringField("name", "mapharness");
        g.writeStringField("version", version);
        g.writeArrayFieldStart("rules");
        for (Rule r : RULES) {
            g.writeStartObject();
            g.writeStringField("id", r.id());
            g.writeStringField("name", name(r));
            g.writeObjectFieldStart("shortDescription");
            g.writeStringField("text", sentence(r.summary()));
            g.writeEndObject();
            g.writeObjectFieldStart("fullDescription");
            g.writeStringField("text", sentence(r.description()));
            g.writeEndObject();
            g.writeObjectFieldStart("help");
            g.writeStringField("text", help(r));
            g.writeEndObject();
            if (rulesPage.isPresent()) {
                g.writeStringField("helpUri", rulesPage.get() + "#" + RulesDoc.anchor(r));
            }
            g.writeObjectFieldStart("defaultConfiguration");
            g.writeStringField("level", level(r.severity()));
            g.writeEndObject();
            g.writeObjectFieldStart("properties");
            g.writeStringField("format", r.format());
            g.writeStringField("kind", r.kind().id());
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndObject();
    }

    /** The rule's why and the editors known to break it, and where docs/rules.md explains it. */
    static String help(Rule r) {
        StringBuilder sb = new StringBuilder("Why ").append(r.severity().id()).append(": ").append(sentence(r.why()));
        if (!r.editors().isEmpty()) {
            sb.append(" Known to be written by: ").append(String.join(", ", r.editors())).append('.');
        }
        sb.append(" See ").append(RulesDoc.PATH).append('#').append(RulesDoc.anchor(r)).append('.');
        return sb.toString();
    }

    /** {@code wwd/plane-header-size} → {@code WwdPlaneHeaderSize}. */
    public static String name(Rule r) {
        StringBuilder sb = new StringBuilder();
        boolean upper = true;
        for (char c : r.id().toCharArray()) {
            if (c == '/' || c == '-') {
                upper = true;
            } else {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return sb.toString();
    }

    /** A SARIF level from a severity. */
    public static String level(Severity s) {
        return switch (s) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case NOTE -> "note";
        };
    }

    /** Text ending in a full stop, as SARIF's messages should. */
    static String sentence(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return ".";
        }
        char last = t.charAt(t.length() - 1);
        return last == '.' || last == '!' || last == '?' ? t : t + ".";
    }

    private record Region(long offset, long length, int line, int column) {
    }

    private void result(Rule rule, Severity severity, String message, String file, Region region, String field,
                        String baselineState) throws IOException {
        JsonGenerator g = resultsJson;
        g.writeStartObject();
        ruleRef(g, rule);
        g.writeStringField("level", level(severity));
        message(g, message);
        g.writeArrayFieldStart("locations");
        g.writeStartObject();
        g.writeObjectFieldStart("physicalLocation");
        g.writeObjectFieldStart("artifactLocation");
        g.writeStringField("uri", ArtifactUri.of(file));
        g.writeEndObject();
        if (region != null) {
            g.writeObjectFieldStart("region");
            if (region.line() > 0 && region.column() > 0) {
                g.writeNumberField("startLine", region.line());
                g.writeNumberField("startColumn", region.column());
            }
            g.writeNumberField("byteOffset", region.offset());
            g.writeNumberField("byteLength", region.length());
            g.writeEndObject();
        }
        g.writeEndObject();
        if (field != null && !field.isEmpty()) {
            g.writeArrayFieldStart("logicalLocations");
            g.writeStartObject();
            g.writeStringField("fullyQualifiedName", field);
            g.writeStringField("kind", "member");
            g.writeEndObject();
            g.writeEndArray();
        }
        g.writeEndObject();
        g.writeEndArray();
        if (baselineState != null) {
            g.writeStringField("baselineState", baselineState);
        }
        g.writeEndObject();
    }

    private static void ruleRef(JsonGenerator g, Rule rule) throws IOException {
        g.writeStringField("ruleId", rule.id());
        Integer index = RULE_INDEX.get(rule.id());
        if (index != null) {
            g.writeNumberField("ruleIndex", index);
        }
    }

    private static void message(JsonGenerator g, String text) throws IOException {
        g.writeObjectFieldStart("message");
        g.writeStringField("text", sentence(text));
        g.writeEndObject();
    }

    private static Map<String, Integer> ruleIndex() {
        Map<String, Integer> out = new HashMap<>();
        for (int i = 0; i < RULES.size(); i++) {
            out.put(RULES.get(i).id(), i);
        }
        return out;
    }

    private void closeResults() throws IOException {
        if (!resultsClosed) {
            resultsClosed = true;
            try {
                resultsJson.close();
            } finally {
                resultsOut.close();
            }
        }
    }

    private void discard() throws IOException {
        open = false;
        try {
            closeResults();
        } finally {
            Files.deleteIfExists(results);
        }
    }

    private void requireOpen() {
        if (!open) {
            throw new IllegalStateException("the SARIF log " + target + " is already committed or closed");
        }
    }
}
