package dev.mapharness.cli;

import dev.mapharness.format.Format;
import java.util.Arrays;
import java.util.stream.Collectors;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Turns {@code --to 8wvr} into a {@link Format}, naming the choices when it cannot. */
final class FormatConverter implements ITypeConverter<Format> {
    @Override
    public Format convert(String value) {
        return Format.byName(value).orElseThrow(() -> new TypeConversionException(
                "unknown format '" + value + "'; known formats: " + names()));
    }

    static String names() {
        return Arrays.stream(Format.values()).map(Format::id).collect(Collectors.joining(", "));
    }
}
