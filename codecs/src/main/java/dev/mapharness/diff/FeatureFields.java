package dev.mapharness.diff;

import dev.mapharness.oprw.OprwFeature;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Decides whether a divergence between two OPRW versions is one the version table predicts: its
 * path, indices written {@code []}, is a field of a feature one version has and the other lacks,
 * or lies under one; or it is the version number itself.
 */
public final class FeatureFields {
    /** The field every pair of versions differs in. */
    public static final String VERSION = "version";

    private static final Pattern INDEX = Pattern.compile("\\[\\d+]");

    private FeatureFields() {
    }

    /** {@code roads[3].links[0].connectionTypes} → {@code roads[].links[].connectionTypes}. */
    public static String pattern(String path) {
        return INDEX.matcher(path).replaceAll("[]");
    }

    /**
     * The features that explain a divergence at {@code path} between versions {@code a} and
     * {@code b}: present (empty for the version number) if the divergence is expected, empty if not.
     */
    public static Optional<List<OprwFeature>> explain(String path, int a, int b) {
        if (path.equals(VERSION)) {
            return Optional.of(List.of());
        }
        String p = pattern(path);
        List<OprwFeature> features = new ArrayList<>();
        for (OprwFeature f : OprwFeature.differing(a, b)) {
            if (f.fields().stream().anyMatch(field -> covers(field, p))) {
                features.add(f);
            }
        }
        return features.isEmpty() ? Optional.empty() : Optional.of(features);
    }

    /** True if {@code path} is {@code field} or a part of it ({@code field.x}, {@code field[]}). */
    static boolean covers(String field, String path) {
        return path.equals(field) || path.startsWith(field)
                && (path.charAt(field.length()) == '.' || path.charAt(field.length()) == '[');
    }
}
