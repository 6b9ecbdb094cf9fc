package dev.mapharness.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The command line of a tool under test, as given with {@code --cmd}: words split as a shell splits
 * them (spaces; single quotes keep everything; double quotes keep spaces, and a backslash there
 * escapes a quote or a backslash), without running a shell, so nothing else a shell does (globs,
 * variables, pipes) applies. {@code {in}} and {@code {out}} in a word are replaced by a case's input
 * and output paths.
 */
public final class ToolCommand {
    private final List<String> words;

    private ToolCommand(List<String> words) {
        this.words = List.copyOf(words);
    }

    /** The command, or why it is not one (an open quote, no words, a placeholder missing). */
    public static ToolCommand parse(String template, List<String> placeholders) {
        List<String> words = split(template).orElseThrow(() -> new IllegalArgumentException(
                "--cmd has a quote that is not closed: " + template));
        if (words.isEmpty()) {
            throw new IllegalArgumentException("--cmd is empty; give the tool and its arguments");
        }
        for (String p : placeholders) {
            if (words.stream().noneMatch(w -> w.contains(p))) {
                throw new IllegalArgumentException("--cmd must name " + p + " (where the tool finds its input or writes its output)");
            }
        }
        return new ToolCommand(words);
    }

    /** The words to run for one case. */
    public List<String> argv(String in, String out) {
        return words.stream().map(w -> w.replace("{in}", in).replace("{out}", out)).toList();
    }

    /** The command as given, for reports: words quoted where they need it. */
    public String display(String in, String out) {
        StringBuilder sb = new StringBuilder();
        for (String w : argv(in, out)) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(w.isEmpty() || w.matches(".*[\\s'\"\\\\$`*?].*") ? "'" + w.replace("'", "'\\''") + "'" : w);
        }
        return sb.toString();
    }

    static Optional<List<String>> split(String s) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                int end = s.indexOf('\'', i + 1);
                if (end < 0) {
                    return Optional.empty();
                }
                word.append(s, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                int j = i + 1;
                for (; j < s.length() && s.charAt(j) != '"'; j++) {
                    char d = s.charAt(j);
                    if (d == '\\' && j + 1 < s.length() && (s.charAt(j + 1) == '"' || s.charAt(j + 1) == '\\')) {
                        d = s.charAt(++j);
                    }
                    word.append(d);
                }
                if (j >= s.length()) {
                    return Optional.empty();
                }
                i = j;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                if (c == '\\' && i + 1 < s.length()) {
                    c = s.charAt(++i);
                }
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return Optional.of(words);
    }
}
