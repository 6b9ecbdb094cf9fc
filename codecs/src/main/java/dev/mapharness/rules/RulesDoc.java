package dev.mapharness.rules;

import dev.mapharness.format.Severity;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * docs/rules.md, generated from {@link Rules}: the page every rule id in a report links to. The
 * committed file is checked against {@link #markdown()} by {@code RulesDocTest}; run {@link #main}
 * (see {@link #REGENERATE}) to write it again after a rule changes.
 */
public final class RulesDoc {
    /** The page's path in the repository: reports link rule ids to it. */
    public static final String PATH = "docs/rules.md";
    /** The command that writes the page again, from the repository's root. */
    public static final String REGENERATE = "./mvnw -B -o -q -pl codecs -am test -Dtest=RulesDocTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dmapharness.rules.write=true";

    private static final Map<String, String> FORMAT_TITLES = Map.ofEntries(
            Map.entry("1wvr", "1WVR (the earliest Operation Flashpoint worlds)"),
            Map.entry("4wvr", "4WVR (editable Operation Flashpoint worlds)"),
            Map.entry("8wvr", "8WVR (editable Arma worlds)"),
            Map.entry("oprw", "OPRW (binarized Arma worlds)"),
            Map.entry("wwd", "WWD (Claw / Gruntz levels)"),
            Map.entry("wmp", "WMP (Gamestudio text levels)"),
            Map.entry("wmpb", "WMPB (Gamestudio binary levels)"),
            Map.entry("mm", "$$M (Gamestudio compiler input)"),
            Map.entry("text", "Gamestudio text, shared by WMP and $$M"),
            Map.entry("tiled", "Tiled JSON"),
            Map.entry("migrate", "Migrations: what a conversion loses or derives"),
            Map.entry("canonical", "Comparison with the canonical encoding"),
            Map.entry("report", "The findings list itself"),
            Map.entry("read", "Reading any binary format: refusals every reader makes"),
            Map.entry("compress", "Compressed streams (LZSS, LZO1X, zlib)"),
            Map.entry("input", "Inputs that are not read at all"),
            Map.entry("conformance", "Conformance runs of a tool"));

    private RulesDoc() {
    }

    /** The heading a format's rules are listed under. */
    public static String formatTitle(String format) {
        return FORMAT_TITLES.getOrDefault(format, format);
    }

    /**
     * The anchor GitHub gives the heading of {@code rule} on the page: the id lowercased with every
     * character but letters, digits, dashes and underscores dropped ({@code wwd/plane-header-size}
     * becomes {@code wwdplane-header-size}).
     */
    public static String anchor(Rule rule) {
        return rule.id().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_ -]", "").replace(' ', '-');
    }

    public static String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("# Rules: what `check` reports, by id\n\n");
        md.append("<!-- Generated from the codecs' *Rules classes by dev.mapharness.rules.RulesDoc; do not edit by hand. -->\n\n");
        md.append("""
                Every finding mapharness reports carries the **id** of the rule it is a finding of, such as
                `wwd/checksum-unknown-formula`: in the text report (`error [wwd/plane-header-size] at byte …`),
                as `"rule"` in the JSON, in the JUnit XML failure's message, and in the HTML report as a link to
                this page. An id names *what* is wrong, not where the check is made, and stays the same from
                release to release: a CI configuration or a tool can point at it, mute it or raise it. An id
                that goes is listed as retired (`Rules.RETIRED`), never reused for another check.
                `mapharness rules [FORMAT] [--json]` lists the same catalogue on the command line.

                Ids have the form `format/kebab-name`. The format is the short name of a map format
                (`1wvr`, `4wvr`, `8wvr`, `oprw`, `wwd`, `wmp`, `wmpb`, `mm`, `tiled`), `text` for the rules
                the Gamestudio text formats WMP and $$M share, `migrate` for what conversions lose or derive,
                `canonical` for the comparison of a file with its canonical re-encoding, `report` for the
                findings list itself, `read` for the refusals every binary reader makes (a field past the end
                of the input, a count the bytes left cannot hold), `compress` for compressed streams that do
                not decode, `input` for inputs that are not read at all (a missing file, an unknown format), and
                `conformance` for the cases a tool fails in `mapharness conformance`.

                A rule's **kind** says what it is a rule of: a *violation* is found in a file that still
                reads; an *encoding* rule is a difference from the canonical re-encoding; a *read* rule is
                why a reader refuses a file, which then has no model at all (`error [read/truncated] at
                byte …` in the text report, `"rule"` in the JSON failure). Read rules are always errors. A
                strict read that refuses what a lenient read reports as a violation (trailing bytes, a
                string without its NUL) refuses it under that violation's rule.

                Two kinds of rule name what happens when mapharness writes. A **write** rule
                (`4wvr/write-name-slot-length`, its id starting with the format being written) is a writer's
                refusal: a model the format cannot hold, refused rather than truncated, so nothing is written;
                `convert` and `undump` name it, and `check` gives it as the rule of a file whose model its
                writer refuses. A **loss** rule (`migrate/…`) is an entry of a migration's loss report: a
                *lost* one (default warning) is something the target does not carry, a *derived* one (default
                note) a value the target needed and the migration computed; `convert` names it on every entry.

                Each rule has a **default severity** ([`severity.md`](severity.md)): **error** (the games or
                their tools would fail on the file or misread it; the file does not conform), **warning**
                (valid and read by the games, but most likely a writer's mistake) or **note** (unusual, and
                known to be written by a named real editor). A few checks are made more mildly by a lenient
                read than by a strict one: their rule's default is the strict severity, and the finding
                gives the one it was reported with. `check` fails on errors; `--fail-on warning` or
                `--fail-on note` make it stricter.

                This page is generated from the rules in the codecs. After adding or changing a rule, write it
                again with
                """);
        md.append("\n    ").append(REGENERATE).append("\n\n");
        md.append("and add the rule to `codecs/src/test/resources/dev/mapharness/rules/known-rules.tsv` (`KnownRulesTest` says how).\n");
        for (String format : Rules.formats()) {
            md.append("\n## ").append(formatTitle(format)).append("\n");
            for (Rule r : Rules.ofFormat(format)) {
                rule(md, r);
            }
        }
        if (!Rules.RETIRED.isEmpty()) {
            md.append("\n## Retired rules\n\n");
            Rules.RETIRED.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> md.append("- `").append(e.getKey()).append("`: ").append(e.getValue()).append("\n"));
        }
        return md.toString();
    }

    private static void rule(StringBuilder md, Rule r) {
        md.append("\n### ").append(r.id()).append("\n\n");
        md.append("**").append(severityWord(r.severity())).append("** (").append(r.kind().id()).append("): ")
                .append(r.summary()).append(".\n\n");
        md.append(r.description()).append("\n\n");
        md.append("*Why ").append(r.severity().id()).append(":* ").append(r.why()).append("\n");
        List<String> editors = r.editors();
        if (!editors.isEmpty()) {
            md.append("\n*Written by:* ").append(String.join(", ", editors)).append("\n");
        }
        if (!r.example().isEmpty()) {
            md.append("\n*Example:* [`").append(r.example()).append("`](../").append(r.example()).append(")\n");
        }
    }

    private static String severityWord(Severity s) {
        return s.id().substring(0, 1).toUpperCase(Locale.ROOT) + s.id().substring(1);
    }

    /** Writes the page to {@code args[0]}, or to docs/rules.md under the working directory. */
    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : PATH);
        Files.writeString(out, markdown(), StandardCharsets.UTF_8);
        System.out.println("wrote " + out);
    }
}
