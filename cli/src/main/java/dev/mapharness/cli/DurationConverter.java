package dev.mapharness.cli;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Time budgets as people write them: {@code 90s}, {@code 10m}, {@code 1h}, {@code 1h30m}; a bare number is seconds. */
final class DurationConverter implements ITypeConverter<Duration> {
    private static final Pattern PART = Pattern.compile("(\\d+)([hms])");

    @Override
    public Duration convert(String value) {
        String v = value.strip().toLowerCase(java.util.Locale.ROOT);
        if (v.matches("\\d+")) {
            return Duration.ofSeconds(Long.parseLong(v));
        }
        if (!v.matches("(\\d+[hms])+")) {
            throw new TypeConversionException("'" + value + "' is not a duration (examples: 90s, 10m, 1h, 1h30m)");
        }
        Duration d = Duration.ZERO;
        Matcher m = PART.matcher(v);
        while (m.find()) {
            long n = Long.parseLong(m.group(1));
            d = d.plus(switch (m.group(2)) {
                case "h" -> Duration.ofHours(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofSeconds(n);
            });
        }
        return d;
    }
}
