package dev.mapharness.cli;

import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.oprw.OprwFeature;
import java.util.Arrays;
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
                "unknown format '" + value + "'; known formats: " + names()));
    }

    /** Format names, OPRW with its version range: {@code 1wvr, 4wvr, 8wvr, oprw (oprw17–oprw25; oprw = oprw25), …}. */
    static String names() {
        return Arrays.stream(dev.mapharness.format.Format.values())
                .map(f -> MigrationTarget.versioned(f)
                        ? f.id() + " (" + f.id() + OprwFeature.FIRST_VERSION + "–" + f.id() + OprwFeature.LAST_VERSION
                                + "; " + f.id() + " = " + f.id() + OprwFeature.LAST_VERSION + ")"
                        : f.id())
                .collect(Collectors.joining(", "));
    }
}
