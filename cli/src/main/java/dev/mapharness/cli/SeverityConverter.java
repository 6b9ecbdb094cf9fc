package dev.mapharness.cli;

import dev.mapharness.format.Severity;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code error}, {@code warning} or {@code note}, in any case. */
final class SeverityConverter implements ITypeConverter<Severity> {
    @Override
    public Severity convert(String value) {
        try {
            return Severity.of(value.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException("'" + value + "' is not a severity: use error, warning or note");
        }
    }
}
