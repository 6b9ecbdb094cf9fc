package dev.mapharness.reports.junit;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One {@code testcase} element.
 *
 * @param classname what is checked (a file, a fuzz target), shown by CI systems as the group
 * @param name      which check
 * @param seconds   how long it took, 0 when not measured
 * @param failure   why it failed, if it did
 * @param skipped   why it did not run, if it did not
 * @param systemOut what passed but is worth reading; empty for none
 * @param properties facts about what was checked, as {@code property} elements (a name may repeat)
 */
public record TestCase(String classname, String name, double seconds, Optional<Failure> failure,
                       Optional<String> skipped, String systemOut, List<Property> properties) {
    public TestCase {
        Objects.requireNonNull(classname, "classname");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(skipped, "skipped");
        Objects.requireNonNull(systemOut, "systemOut");
        properties = List.copyOf(properties);
    }

    public TestCase(String classname, String name, double seconds, Optional<Failure> failure, Optional<String> skipped,
                    String systemOut) {
        this(classname, name, seconds, failure, skipped, systemOut, List.of());
    }

    /** A {@code property} element of a testcase's {@code properties}. */
    public record Property(String name, String value) {
        public Property {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }
    }

    /** The same testcase with these properties. */
    public TestCase withProperties(List<Property> list) {
        return new TestCase(classname, name, seconds, failure, skipped, systemOut, list);
    }

    /**
     * A {@code failure} element.
     *
     * @param message one line
     * @param type    a stable kind ({@code malformed}, {@code not-canonical})
     * @param details every line behind the message
     */
    public record Failure(String message, String type, String details) {
    }

    public static TestCase passed(String classname, String name, double seconds, String systemOut) {
        return new TestCase(classname, name, seconds, Optional.empty(), Optional.empty(), systemOut);
    }

    public static TestCase failed(String classname, String name, double seconds, String message, String type, String details) {
        return new TestCase(classname, name, seconds, Optional.of(new Failure(message, type, details)), Optional.empty(), "");
    }

    public static TestCase skipped(String classname, String name, String why) {
        return new TestCase(classname, name, 0, Optional.empty(), Optional.of(why), "");
    }
}
