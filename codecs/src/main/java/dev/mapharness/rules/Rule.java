package dev.mapharness.rules;

import dev.mapharness.format.Severity;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One check mapharness makes, under an id that stays the same from release to release, so that a
 * tool author can point at a finding, mute it or raise it in CI (like a linter's rule names). Every
 * rule is a constant of its format's {@code *Rules} class and is listed in {@link Rules}; its
 * documentation in {@code docs/rules.md} is generated from these fields.
 *
 * @param id          {@code format/kebab-name}, lowercase: what is wrong, never where it is checked
 * @param format      the id's first part: the format's short name ({@code wwd}, {@code wvr8}, …),
 *                    {@code text} for rules shared by the Gamestudio text formats, {@code canonical}
 *                    for the comparison with the canonical encoding
 * @param severity    the severity a finding of this rule has by default; a check made strictly or
 *                    leniently may report the lenient one (the strict one is the default)
 * @param summary     one line: what a finding of this rule says
 * @param description what it means, in a few sentences
 * @param why         why the default severity is what it is
 * @param editors     the real editors whose files are known to break this rule; empty when none is known
 * @param example     a corpus file that shows a finding of this rule, relative to the repository; empty if none
 */
public record Rule(String id, String format, RuleKind kind, Severity severity, String summary, String description,
                   String why, List<String> editors, String example) {

    /** Lowercase words joined by dashes after the format's name and a slash. */
    public static final Pattern ID = Pattern.compile("[a-z0-9]+/[a-z0-9]+(-[a-z0-9]+)*");

    public Rule {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(severity, "severity");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("rule id \"" + id + "\" is not format/kebab-name in lowercase");
        }
        if (!id.startsWith(format + "/")) {
            throw new IllegalArgumentException("rule id \"" + id + "\" does not start with its format \"" + format + "/\"");
        }
        requireText(summary, "summary", id);
        requireText(description, "description", id);
        requireText(why, "why", id);
        if (summary.contains("\n") || summary.contains("\t")) {
            throw new IllegalArgumentException("the summary of " + id + " is not one line");
        }
        editors = List.copyOf(editors);
        Objects.requireNonNull(example, "example");
    }

    private static void requireText(String s, String what, String id) {
        if (s == null || s.isBlank()) {
            throw new IllegalArgumentException("rule " + id + " has no " + what);
        }
    }

    /** A format rule a reader checks, that no editor is known to break, with no corpus example yet. */
    public static Rule violation(String id, Severity severity, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.VIOLATION, severity, summary, description, why, List.of(), "");
    }

    /** A rule of the comparison with the canonical encoding. */
    public static Rule encoding(String id, Severity severity, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.ENCODING, severity, summary, description, why, List.of(), "");
    }

    /**
     * A reason a reader refuses a file ({@link dev.mapharness.bytes.MapFormatException}). Its default
     * severity is always error: the file cannot be read at all.
     */
    public static Rule read(String id, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.READ, Severity.ERROR, summary, description, why, List.of(), "");
    }

    /**
     * A writer's refusal: a model the format cannot hold. Its default severity is error, for the file
     * cannot be written at all.
     */
    public static Rule write(String id, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.WRITE, Severity.ERROR, summary, description, why, List.of(), "");
    }

    /**
     * Something a migration does not carry into its target (a {@code LOST} entry): a warning by default,
     * for the target holds less than the source; {@code convert} refuses such a step unless told
     * {@code --allow-loss}.
     */
    public static Rule lost(String id, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.LOSS, Severity.WARNING, summary, description, why, List.of(), "");
    }

    /**
     * A value a migration computes or defaults for its target (a {@code DERIVED} entry): a note by default,
     * for nothing of the source is lost; the entry says where the value came from.
     */
    public static Rule derived(String id, String summary, String description, String why) {
        return new Rule(id, formatOf(id), RuleKind.LOSS, Severity.NOTE, summary, description, why, List.of(), "");
    }

    /** This rule, naming the editors whose files are known to break it. */
    public Rule withEditors(String... names) {
        return new Rule(id, format, kind, severity, summary, description, why, List.of(names), example);
    }

    /** This rule, with a corpus file that shows it. */
    public Rule withExample(String corpusFile) {
        return new Rule(id, format, kind, severity, summary, description, why, editors, corpusFile);
    }

    /** The part of a rule id before its slash. */
    public static String formatOf(String id) {
        int slash = id.indexOf('/');
        return slash < 0 ? id : id.substring(0, slash);
    }

    @Override
    public String toString() {
        return id;
    }
}
