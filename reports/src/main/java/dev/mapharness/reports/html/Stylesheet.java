package dev.mapharness.reports.html;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The pages' one stylesheet, inlined, and the Content-Security-Policy that allows exactly it: no
 * script, no fetch, images only from {@code data:} URIs, and style only from this sheet's hash (so
 * neither an injected {@code <style>} nor a {@code style} attribute would apply).
 */
public record Stylesheet(String css, String policy) {
    private static final String RESOURCE = "report.css";

    public static final Stylesheet REPORT = load();

    private static Stylesheet load() {
        try (InputStream in = Stylesheet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            String css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (css.contains("</")) {
                throw new IllegalStateException(RESOURCE + " must not contain \"</\": it is inlined in <style>");
            }
            return new Stylesheet(css, policyFor(css));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String policyFor(String css) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(css.getBytes(StandardCharsets.UTF_8));
            return "default-src 'none'; img-src data:; style-src 'sha256-" + Base64.getEncoder().encodeToString(hash)
                    + "'; base-uri 'none'; form-action 'none'";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
