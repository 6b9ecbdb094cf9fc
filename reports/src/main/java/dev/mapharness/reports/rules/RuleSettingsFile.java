package dev.mapharness.reports.rules;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import dev.mapharness.format.Severity;
import dev.mapharness.rules.Rules;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The configuration file of rule settings, {@code mapharness.json} (or {@code .mapharness.json}):
 * JSON as people write it by hand, with {@code //} and {@code /* *}{@code /} comments and trailing
 * commas allowed.
 *
 * <pre>
 * {
 *   // rules to mute, by id
 *   "ignore": ["wwd/checksum-unknown-formula"],
 *   "severity": { "8wvr/material-zero-named": "off", "wwd/reserved-not-zero": "error" },
 *   "only": [],
 *   "maxFindings": 200
 * }
 * </pre>
 *
 * Each setting remembers its {@code FILE:LINE:COLUMN}, for reports. Anything else (another key, an
 * unknown or retired rule id, an unknown severity, a file that does not parse) is refused with a
 * {@link RuleSettingsException} that says where.
 */
public final class RuleSettingsFile {
    /** The names looked for, in this order, in each directory. */
    public static final List<String> NAMES = List.of("mapharness.json", ".mapharness.json");

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private RuleSettingsFile() {
    }

    /**
     * The configuration file for inputs in {@code start} (a file's directory, or a directory): the
     * first {@link #NAMES} found in it or a directory above it, up to the root of the git
     * repository it is in (the directory holding {@code .git}) or of the file system.
     */
    public static Optional<Path> find(Path start) {
        Path dir = start.toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            dir = dir.getParent();
        }
        while (dir != null) {
            for (String name : NAMES) {
                Path p = dir.resolve(name);
                if (Files.isRegularFile(p)) {
                    return Optional.of(p);
                }
            }
            if (Files.exists(dir.resolve(".git"))) {
                return Optional.empty();
            }
            dir = dir.getParent();
        }
        return Optional.empty();
    }

    /** The settings {@code file} holds; {@code shown} is how reports name it. */
    public static RuleSettings read(Path file, String shown) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            throw new RuleSettingsException(shown, "cannot read the configuration: " + e.getMessage());
        }
        return parse(shown, text);
    }

    public static RuleSettings parse(String name, String text) {
        return parse(name, text, Rules.RETIRED);
    }

    static RuleSettings parse(String name, String text, Map<String, String> retired) {
        List<RuleSettings.Named> ignore = new ArrayList<>();
        List<RuleSettings.Named> only = new ArrayList<>();
        List<RuleSettings.Grade> grades = new ArrayList<>();
        OptionalInt max = OptionalInt.empty();
        String maxSource = "";
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw fault(name, p, "expected an object ({ \"ignore\": [...], \"severity\": {...}, … })");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                switch (key) {
                    case "ignore" -> ids(name, p, key, retired, ignore);
                    case "only" -> ids(name, p, key, retired, only);
                    case "severity" -> grades(name, p, retired, grades);
                    case "maxFindings" -> {
                        JsonToken t = p.nextToken();
                        if (t != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT || p.getIntValue() < 0) {
                            throw fault(name, p, "\"maxFindings\" must be a whole number, 0 or more");
                        }
                        max = OptionalInt.of(p.getIntValue());
                        maxSource = where(name, p.currentTokenLocation());
                    }
                    case "$schema" -> p.nextToken();
                    default -> throw fault(name, p, "unknown key \"" + key + "\" (keys: ignore, only, severity, maxFindings)");
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw fault(name, p, "expected a key or the end of the object");
            }
            if (p.nextToken() != null) {
                throw fault(name, p, "more after the end of the object");
            }
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new RuleSettingsException(at == null ? name : where(name, at), "does not parse: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new RuleSettingsException(name, "cannot read the configuration: " + e.getMessage());
        }
        return new RuleSettings(ignore, only, grades, max, maxSource);
    }

    private static void ids(String name, JsonParser p, String key, Map<String, String> retired, List<RuleSettings.Named> out)
            throws IOException {
        if (p.nextToken() != JsonToken.START_ARRAY) {
            throw fault(name, p, "\"" + key + "\" must be a list of rule ids: [\"wwd/checksum-unknown-formula\", …]");
        }
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                throw fault(name, p, "\"" + key + "\" must hold rule ids, as strings");
            }
            String id = p.getText();
            String at = where(name, p.currentTokenLocation());
            RuleIds.problem(id, retired).ifPresent(problem -> {
                throw new RuleSettingsException(at, problem);
            });
            out.add(new RuleSettings.Named(id, at));
        }
    }

    private static void grades(String name, JsonParser p, Map<String, String> retired, List<RuleSettings.Grade> out)
            throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw fault(name, p, "\"severity\" must be an object: { \"RULE-ID\": \"error|warning|note|off\", … }");
        }
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String id = p.currentName();
            String at = where(name, p.currentTokenLocation());
            RuleIds.problem(id, retired).ifPresent(problem -> {
                throw new RuleSettingsException(at, problem);
            });
            if (p.nextToken() != JsonToken.VALUE_STRING) {
                throw fault(name, p, "the severity of " + id + " must be a string: error, warning, note or off");
            }
            String level = p.getText();
            Optional<Severity> s = level(level).orElseThrow(() -> new RuleSettingsException(where(name,
                    p.currentTokenLocation()), unknownLevel(level)));
            out.add(new RuleSettings.Grade(id, s, at));
        }
    }

    /**
     * A severity setting's level: {@code error}, {@code warning}, {@code note} (a severity) or
     * {@code off} (empty), in any case; empty outside for an unknown word.
     */
    static Optional<Optional<Severity>> level(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        if (w.equals("off")) {
            return Optional.of(Optional.empty());
        }
        for (Severity s : Severity.values()) {
            if (s.id().equals(w)) {
                return Optional.of(Optional.of(s));
            }
        }
        return Optional.empty();
    }

    static String unknownLevel(String word) {
        return "unknown severity \"" + word + "\": use error, warning, note or off";
    }

    /**
     * The settings given on the command line ({@code --ignore}, {@code --only}, {@code --severity ID=LEVEL},
     * {@code --max-findings}); a fault is a {@link RuleSettingsException} naming the option.
     */
    public static RuleSettings commandLine(List<String> ignore, List<String> only, List<String> severity, Integer maxFindings) {
        List<RuleSettings.Named> ig = named("--ignore", ignore);
        List<RuleSettings.Named> on = named("--only", only);
        List<RuleSettings.Grade> grades = new ArrayList<>();
        for (String s : severity) {
            int eq = s.indexOf('=');
            if (eq < 0) {
                throw new RuleSettingsException("--severity " + s, "expected ID=LEVEL (wwd/reserved-not-zero=error)");
            }
            String id = s.substring(0, eq);
            String word = s.substring(eq + 1);
            RuleIds.problem(id).ifPresent(problem -> {
                throw new RuleSettingsException("--severity " + s, problem);
            });
            Optional<Severity> level = level(word).orElseThrow(() -> new RuleSettingsException("--severity " + s, unknownLevel(word)));
            grades.add(new RuleSettings.Grade(id, level, RuleSettings.COMMAND_LINE));
        }
        if (maxFindings != null && maxFindings < 0) {
            throw new RuleSettingsException("--max-findings " + maxFindings, "must be 0 or more");
        }
        return new RuleSettings(ig, on, grades, maxFindings == null ? OptionalInt.empty() : OptionalInt.of(maxFindings),
                maxFindings == null ? "" : RuleSettings.COMMAND_LINE);
    }

    private static List<RuleSettings.Named> named(String option, List<String> ids) {
        List<RuleSettings.Named> out = new ArrayList<>();
        for (String list : ids) {
            for (String id : list.split(",")) {
                String trimmed = id.strip();
                if (trimmed.isEmpty()) {
                    continue;
                }
                RuleIds.problem(trimmed).ifPresent(problem -> {
                    throw new RuleSettingsException(option + " " + trimmed, problem);
                });
                out.add(new RuleSettings.Named(trimmed, RuleSettings.COMMAND_LINE));
            }
        }
        return out;
    }

    private static RuleSettingsException fault(String name, JsonParser p, String message) {
        return new RuleSettingsException(where(name, p.currentTokenLocation()), message);
    }

    private static String where(String name, JsonLocation at) {
        return name + ":" + at.getLineNr() + ":" + at.getColumnNr();
    }
}
