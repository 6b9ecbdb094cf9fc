package dev.mapharness.migrate;

import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a migration goes: a format, for a format with versions (OPRW) the version, and for a format
 * whose files come in variants (WWD: compressed or not) the variant. OPRW 18 and OPRW 24 are
 * different targets because their layouts differ ({@link OprwFeature}); a compressed and an
 * uncompressed WWD level are different targets because converting between them rewrites the main
 * block. The other formats have neither.
 *
 * @param version present exactly for OPRW, and then a version mapharness writes
 * @param variant one of {@link #variants(Format)} for a format that has variants, else empty
 */
public record MigrationTarget(Format format, OptionalInt version, String variant) {
    private static final Pattern NAME = Pattern.compile("(.*?)\\s*(?:[ v-]\\s*)?(\\d+)");
    private static final Pattern VARIANT = Pattern.compile("(.*?)\\s*[ -]\\s*\\(?([a-z]+)\\)?");
    /** WWD variants; the first is what {@code wwd} alone means. */
    private static final List<String> WWD_VARIANTS = List.of(MapModel.COMPRESSED, MapModel.UNCOMPRESSED);

    public MigrationTarget {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(variant, "variant");
        if (versioned(format) != version.isPresent()) {
            throw new IllegalArgumentException(format + (versioned(format) ? " needs a version" : " has no version"));
        }
        if (version.isPresent() && !OprwFeature.supported(version.getAsInt())) {
            throw new IllegalArgumentException("OPRW version " + version.getAsInt() + " is outside "
                    + OprwFeature.FIRST_VERSION + "–" + OprwFeature.LAST_VERSION);
        }
        if (variants(format).isEmpty() ? !variant.isEmpty() : !variants(format).contains(variant)) {
            throw new IllegalArgumentException(format + (variants(format).isEmpty() ? " has no variants"
                    : " variants are " + variants(format)) + ", not '" + variant + "'");
        }
    }

    /** A target in the format's default variant, if it has variants. */
    public MigrationTarget(Format format, OptionalInt version) {
        this(format, version, variants(format).isEmpty() ? "" : variants(format).get(0));
    }

    /** The variants of a format's files, the default first; empty for formats without variants. */
    public static List<String> variants(Format format) {
        return format == Format.WWD ? WWD_VARIANTS : List.of();
    }

    /** True for formats whose files carry a version that changes their layout. */
    public static boolean versioned(Format format) {
        return format == Format.OPRW;
    }

    /** {@code format}, at its newest version if it has versions (OPRW means OPRW 25, what Arma 3 reads). */
    public static MigrationTarget of(Format format) {
        return new MigrationTarget(format, versioned(format) ? OptionalInt.of(OprwFeature.LAST_VERSION) : OptionalInt.empty());
    }

    public static MigrationTarget oprw(int version) {
        return new MigrationTarget(Format.OPRW, OptionalInt.of(version));
    }

    /** Where a model is now: its format, with its version and variant. */
    public static MigrationTarget of(MapModel model) {
        OptionalInt version = model instanceof OprwWorld w ? OptionalInt.of(w.version()) : OptionalInt.empty();
        return new MigrationTarget(model.format(), version, model.variant());
    }

    /** {@code format} in one of its {@link #variants(Format)}. */
    public static MigrationTarget of(Format format, String variant) {
        return new MigrationTarget(format, OptionalInt.empty(), variant);
    }

    /**
     * Reads a target as people type it: a format name ({@code 8wvr}, {@code OPRW}), optionally
     * followed by a version ({@code oprw24}, {@code oprw-24}, {@code "OPRW v24"}) or a variant
     * ({@code wwd-uncompressed}). Empty if the format is unknown, a version or variant is given to a
     * format without them, or the version is one mapharness does not write.
     */
    public static Optional<MigrationTarget> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        Optional<Format> whole = Format.byName(t);
        if (whole.isPresent()) {
            return Optional.of(of(whole.get()));
        }
        Matcher v = VARIANT.matcher(t);
        if (v.matches()) {
            Optional<Format> format = Format.byName(v.group(1));
            return format.filter(f -> variants(f).contains(v.group(2))).map(f -> of(f, v.group(2)));
        }
        Matcher m = NAME.matcher(t);
        if (!m.matches() || m.group(2).length() > 3) {
            return Optional.empty();
        }
        Optional<Format> format = Format.byName(m.group(1));
        int version = Integer.parseInt(m.group(2));
        if (format.isEmpty() || !versioned(format.get()) || !OprwFeature.supported(version)) {
            return Optional.empty();
        }
        return Optional.of(new MigrationTarget(format.get(), OptionalInt.of(version)));
    }

    /** Every target: each format without versions, each variant, and each OPRW version mapharness writes. */
    public static List<MigrationTarget> all() {
        List<MigrationTarget> all = new ArrayList<>();
        for (Format f : Format.values()) {
            if (!variants(f).isEmpty()) {
                variants(f).forEach(variant -> all.add(of(f, variant)));
            } else if (!versioned(f)) {
                all.add(of(f));
            } else {
                for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                    all.add(oprw(v));
                }
            }
        }
        return all;
    }

    /** True if a file detected as {@code d} is already this target (same format, same version). */
    public boolean matches(Detection d) {
        return d.format() == format && (version.isEmpty() || d.version().equals(version));
    }

    /** The command-line name: {@code 8wvr}, {@code oprw24}, {@code wwd-uncompressed}. */
    public String id() {
        return format.id() + (version.isPresent() ? Integer.toString(version.getAsInt()) : "")
                + (variant.isEmpty() ? "" : "-" + variant);
    }

    /**
     * As people write it, and as {@link Detection#label()} shows a file: {@code 8WVR}, {@code OPRW v24},
     * {@code WWD (uncompressed)}.
     */
    public String displayName() {
        return format.displayName() + (version.isPresent() ? " v" + version.getAsInt() : "")
                + (variant.isEmpty() ? "" : " (" + variant + ")");
    }

    @Override
    public String toString() {
        return displayName();
    }
}
