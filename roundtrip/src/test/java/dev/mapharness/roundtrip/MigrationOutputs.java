package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.LossReport;
import java.util.Set;
import java.util.TreeSet;

/** Checks shared by the migration properties: what a report names, and that an output is a file again. */
final class MigrationOutputs {
    private MigrationOutputs() {
    }

    /** The distinct fields of the report's LOST entries. */
    static Set<String> lostFields(LossReport report) {
        Set<String> fields = new TreeSet<>();
        report.losses().forEach(e -> fields.add(e.field()));
        return fields;
    }

    /**
     * Writes {@code model} with the target's writer (a MapWriteException fails the property) and
     * reads it back strictly (a MapFormatException fails it); the model read must equal the one written.
     */
    static <M extends MapModel> Decoded<M> writesAndReadsBackStrictly(MapCodec<M> codec, M model) {
        Decoded<M> read = codec.read(codec.write(model), ReadOptions.STRICT);
        assertEquals(model, read.model(), "read back strictly");
        return read;
    }
}
