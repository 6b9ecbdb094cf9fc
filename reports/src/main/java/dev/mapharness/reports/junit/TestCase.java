package dev.mapharness.reports.junit;

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
 */
public record TestCase(String classname, String name, double seconds, Optional<Failure> failure,
                       Optional<String> skipped, String systemOut) {
    public TestCase {
        Objects.requireNonNull(classname, "classname");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(skipped, "skipped");
        Objects.requireNonNull(systemOut, "systemOut");
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
