package dev.mapharness.reports.junit;

import java.util.List;
import java.util.Objects;

/** One {@code testsuite} element: a command's checks of one kind. */
public record TestSuite(String name, List<TestCase> cases) {
    public TestSuite {
        Objects.requireNonNull(name, "name");
        cases = List.copyOf(cases);
    }

    public long failures() {
        return cases.stream().filter(c -> c.failure().isPresent()).count();
    }

    public long skipped() {
        return cases.stream().filter(c -> c.skipped().isPresent()).count();
    }

    public double seconds() {
        return cases.stream().mapToDouble(TestCase::seconds).sum();
    }
}
