package dev.mapharness.diff.outside;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The comparator walks records it has no access to: this one is package-private in a package of
 * its own, as a format's internal records or a test's may be.
 */
class OutsideRecordTest {
    record Hidden(int count, String name) {
    }

    @Test
    void aPackagePrivateRecordOfAnotherPackageIsComparedByComponent() {
        assertEquals(List.of(new Divergence("count", "1", "2"), new Divergence("name", "a", "b")),
                ModelComparator.compare(new Hidden(1, "a"), new Hidden(2, "b")).divergences());
    }
}
