package dev.mapharness.fuzz.replay;

import dev.mapharness.bytes.MapFormatException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * Identifies a failure across inputs and across runs, so that a thousand inputs hitting one bug are one
 * finding. Two failures are the same when the same kind of throwable leaves the same three methods of
 * mapharness (the fuzzing harness's own frames skipped, line numbers ignored so that an edit elsewhere
 * in a file does not split a known bug), with the same causes. An oracle's {@link AssertionError} adds
 * its first line with numbers blanked, because one oracle method reports many different broken
 * promises; a {@link MapFormatException} adds its field path the same way.
 *
 * @param hash  16 hex digits of the SHA-1 of the key; part of a finding's file name
 * @param key   what was hashed, for people comparing two signatures
 * @param title a short human name: the throwable's class and where it was thrown
 */
public record StackSignature(String hash, String key, String title) {
    /** Frames compared per throwable. */
    static final int FRAMES = 3;
    /** Causes followed at most (a cause chain can be a cycle). */
    private static final int CAUSES = 4;
    private static final String OURS = "dev.mapharness.";
    private static final String HARNESS = "dev.mapharness.fuzz.";

    public StackSignature {
        Objects.requireNonNull(hash, "hash");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(title, "title");
    }

    public static StackSignature of(Throwable t) {
        StringBuilder key = new StringBuilder();
        Throwable current = t;
        for (int depth = 0; current != null && depth <= CAUSES; depth++, current = current.getCause()) {
            if (depth > 0) {
                key.append(" <- ");
            }
            appendKey(key, current.getClass().getName(), current, current.getStackTrace());
            if (current.getCause() == current) {
                break;
            }
        }
        return new StackSignature(sha1(key.toString()), key.toString(), title(t.getClass().getSimpleName(), t.getStackTrace()));
    }

    /** The signature of an input still running at the time limit: where it was stuck. */
    public static StackSignature ofHang(StackTraceElement[] stuck) {
        StringBuilder key = new StringBuilder();
        appendKey(key, "timeout", null, stuck);
        return new StackSignature(sha1(key.toString()), key.toString(), title("timeout", stuck));
    }

    /** The throwable's class and the first line of its message. */
    public static String firstLine(Throwable t) {
        String message = t.getMessage();
        if (message == null || message.isBlank()) {
            return t.getClass().getSimpleName();
        }
        int nl = message.indexOf('\n');
        return t.getClass().getSimpleName() + ": " + (nl < 0 ? message : message.substring(0, nl)).strip();
    }

    private static void appendKey(StringBuilder key, String kind, Throwable t, StackTraceElement[] stack) {
        key.append(kind);
        if (t instanceof AssertionError && t.getMessage() != null) {
            key.append(": ").append(blankNumbers(firstLine(t)));
        } else if (t instanceof MapFormatException e) {
            key.append(" at ").append(blankNumbers(e.field()));
        }
        for (StackTraceElement f : frames(stack)) {
            key.append(" / ").append(f.getClassName()).append('.').append(f.getMethodName());
        }
    }

    /**
     * The first frames inside mapharness but outside the harness; failing that (an oracle's own
     * assertion), the first harness frames, which are the same under Jazzer and in a replay; the first
     * frames at all if there are neither.
     */
    static StackTraceElement[] frames(StackTraceElement[] stack) {
        StackTraceElement[] codecs = first(stack, f -> f.getClassName().startsWith(OURS) && !f.getClassName().startsWith(HARNESS));
        if (codecs.length > 0) {
            return codecs;
        }
        StackTraceElement[] harness = first(stack, f -> f.getClassName().startsWith(HARNESS));
        return harness.length > 0 ? harness : java.util.Arrays.copyOf(stack, Math.min(FRAMES, stack.length));
    }

    private static StackTraceElement[] first(StackTraceElement[] stack, java.util.function.Predicate<StackTraceElement> which) {
        return java.util.Arrays.stream(stack).filter(which).limit(FRAMES).toArray(StackTraceElement[]::new);
    }

    private static String title(String kind, StackTraceElement[] stack) {
        StackTraceElement[] top = frames(stack);
        if (top.length == 0) {
            return kind;
        }
        String cls = top[0].getClassName();
        return kind + " in " + cls.substring(cls.lastIndexOf('.') + 1) + '.' + top[0].getMethodName();
    }

    /** Every run of digits becomes {@code #}, and the text is cut at 160 characters. */
    static String blankNumbers(String text) {
        String blanked = text == null ? "" : text.replaceAll("[0-9]+", "#");
        return blanked.length() > 160 ? blanked.substring(0, 160) : blanked;
    }

    private static String sha1(String key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-1").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-1", e);
        }
    }
}
