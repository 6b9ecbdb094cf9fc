package dev.mapharness.cli;

import dev.mapharness.format.Format;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.oprw.OprwFeature;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Turns {@code --to 8wvr} or {@code --to oprw24} into a {@link MigrationTarget}, naming the
 * choices when it cannot.
 */
final class TargetConverter implements ITypeConverter<MigrationTarget> {
    @Override
    public MigrationTarget convert(String value) {
        return MigrationTarget.parse(value).orElseThrow(() -> new TypeConversionException(
                "unknown format '" + value + "'; mapharness writes: " + names()));
    }

    /**
     * Names of the formats mapharness writes, OPRW with its version range and WWD with its variants:
     * {@code 1wvr, 4wvr, 8wvr, oprw (oprw17–oprw25; oprw = oprw25), wwd (wwd-compressed, wwd-uncompressed; …)}.
     */
    static String names() {
        return Arrays.stream(Format.values()).filter(Format::supported).map(TargetConverter::name)
                .collect(Collectors.joining(", "));
    }

    private static String name(Format f) {
        if (MigrationTarget.versioned(f)) {
            return f.id() + " (" + f.id() + OprwFeature.FIRST_VERSION + "–" + f.id() + OprwFeature.LAST_VERSION
                    + "; " + f.id() + " = " + f.id() + OprwFeature.LAST_VERSION + ")";
        }
        List<String> variants = MigrationTarget.variants(f);
        if (!variants.isEmpty()) {
            return f.id() + " (" + variants.stream().map(v -> f.id() + "-" + v).collect(Collectors.joining(", "))
                    + "; " + f.id() + " = " + f.id() + "-" + variants.get(0) + ")";
        }
        return f.id();
    }
}
