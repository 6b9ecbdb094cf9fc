package dev.mapharness.mutation.pit.history;

import java.io.Reader;
import java.nio.file.Path;
import java.util.Optional;
import org.pitest.mutationtest.History;
import org.pitest.mutationtest.HistoryFactory;
import org.pitest.mutationtest.HistoryParams;
import org.pitest.mutationtest.incremental.WriterFactory;
import org.pitest.plugin.Feature;

/**
 * PIT's history for {@code bench/mutation}: open-source PIT 1.30 keeps no history of its own (it leaves the
 * {@link HistoryFactory} extension point to plugins), so this one remembers each mutant's result and gives it
 * back when neither the mutated class nor the tests that reach it have changed. Switched on with
 * {@code --features=+mapharness_history}.
 */
public final class HarnessHistoryFactory implements HistoryFactory {
    public static final String FEATURE = "mapharness_history";
    /** The system property of PIT's JVM naming the journal of results as they come; without it, none is kept. */
    public static final String JOURNAL = "mapharness.history.journal";

    @Override
    public History makeHistory(HistoryParams params, WriterFactory output, Optional<Reader> input) {
        String journal = System.getProperty(JOURNAL);
        return new HarnessHistory(params.code(), output, input,
                journal == null || journal.isBlank() ? Optional.empty() : Optional.of(Path.of(journal)));
    }

    @Override
    public Feature provides() {
        return Feature.named(FEATURE).withOnByDefault(false)
                .withDescription("Reuses a mutant's earlier result while its class and the tests reaching it are unchanged");
    }

    @Override
    public String description() {
        return "mapharness's incremental mutation history";
    }
}
