package dev.mapharness.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.format.Format;
import dev.mapharness.rules.Rule;
import dev.mapharness.rules.Rules;
import dev.mapharness.rules.RulesDoc;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "rules", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        sortOptions = false,
        headerHeading = "%n",
        header = "List the rules check reports findings of, by their stable ids.",
        description = {
            "Every finding of check, info, convert and diff names the rule it is a finding of,",
            "as format/kebab-name (wwd/checksum-unknown-formula): the id stays the same from",
            "release to release, so a CI configuration can point at it, mute it or raise it.",
            "This lists each rule's id, format, default severity and summary, every rule or",
            "those of FORMAT; --json gives every field, the description, why that severity,",
            "the editors known to write it and a corpus example included. The same catalogue,",
            "with a section per rule, is docs/rules.md.",
            "",
            "FORMAT is the first part of the ids (1wvr, 4wvr, 8wvr, oprw, wwd, wmp, wmpb, mm,",
            "tiled; text for the rules WMP and $$$$M share, canonical for the comparison with the",
            "canonical encoding, report for the findings list itself, read, compress and input",
            "for refusals every reader makes, migrate for conversions' losses); a format's",
            "display name (8WVR, $$$$M) works too."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the rules were listed",
            ExitCodes.USAGE_LINE},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness rules",
            "  mapharness rules wwd",
            "  mapharness rules --json | jq -r '.[] | select(.severity == \"error\") | .id'"})
final class RulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "FORMAT", description = "Only the rules of this format.")
    String format;

    @Option(names = "--json", description = "Print a JSON array of the rules, with every field.")
    boolean json;

    @Override
    public Integer call() throws JsonProcessingException {
        List<Rule> rules = format == null ? Rules.all() : Rules.ofFormat(ruleFormat(format));
        if (rules.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "no rules of format \"" + format + "\"; the formats"
                    + " are " + String.join(", ", Rules.formats()));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.print(DumpCommand.JSON.writeValueAsString(json(rules)) + System.lineSeparator());
        } else {
            out.print(table(rules));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * A format's name as rule ids spell it: its command-line name ({@code 8WVR} is {@code 8wvr},
     * {@code $$M} is {@code mm}); names of no format ({@code text}) as given.
     */
    static String ruleFormat(String name) {
        return Format.byName(name).map(Format::id).orElse(name.trim().toLowerCase(Locale.ROOT));
    }

    /** One line per rule: id, format, severity and summary, in aligned columns. */
    static String table(List<Rule> rules) {
        int idWidth = rules.stream().mapToInt(r -> r.id().length()).max().orElse(0);
        int formatWidth = rules.stream().mapToInt(r -> r.format().length()).max().orElse(0);
        StringBuilder sb = new StringBuilder();
        for (Rule r : rules) {
            sb.append(pad(r.id(), idWidth)).append("  ").append(pad(r.format(), formatWidth)).append("  ")
                    .append(pad(r.severity().id(), "warning".length())).append("  ").append(r.summary())
                    .append(System.lineSeparator());
        }
        sb.append(System.lineSeparator()).append(rules.size()).append(rules.size() == 1 ? " rule" : " rules")
                .append("; each is explained in ").append(RulesDoc.PATH).append(System.lineSeparator());
        return sb.toString();
    }

    static ArrayNode json(List<Rule> rules) {
        ArrayNode arr = JsonNodeFactory.instance.arrayNode();
        for (Rule r : rules) {
            ObjectNode o = arr.addObject();
            o.put("id", r.id());
            o.put("format", r.format());
            o.put("kind", r.kind().id());
            o.put("severity", r.severity().id());
            o.put("summary", r.summary());
            o.put("description", r.description());
            o.put("why", r.why());
            ArrayNode editors = o.putArray("editors");
            r.editors().forEach(editors::add);
            o.put("example", r.example());
        }
        return arr;
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
