package dev.mapharness.fuzz;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migration;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * {@code mapharness convert} on any bytes: the file is detected and read leniently, then converted to every
 * format and version a chain of migrations reaches from it, as the command chains them (1WVR to OPRW 25
 * is three steps). Each chain may refuse (a step's writer cannot hold the model) but must not throw
 * anything else; each step must end where its migration says it goes; and (in the full oracle) what
 * the chain ends with must write and read back as itself.
 */
final class ConvertOracle {
    /** Every place a migration goes, in a fixed order. */
    private static final List<MigrationTarget> DESTINATIONS = Migrations.all().stream().map(Migration::target).distinct()
            .sorted(Comparator.comparing(MigrationTarget::toString)).toList();

    private ConvertOracle() {
    }

    static void explore(byte[] input) {
        convert(input, false);
    }

    static void check(byte[] input) {
        convert(input, true);
    }

    private static void convert(byte[] input, boolean writeBack) {
        Decoded<? extends MapModel> read;
        try {
            read = Codecs.read(input, ReadOptions.LENIENT);
        } catch (MapFormatException rejected) {
            return; // the format's decoder target judges rejections
        }
        MigrationTarget from = MigrationTarget.of(read.model());
        for (MigrationTarget to : DESTINATIONS) {
            Optional<List<Migration<?, ?>>> path = Migrations.path(from, to);
            if (path.isEmpty() || path.get().isEmpty()) {
                continue;
            }
            Migrations.Chain chain;
            try {
                chain = Migrations.migrate(read.model(), to, read.layout());
            } catch (MapWriteException refused) {
                continue;
            }
            checkSteps(from, to, chain);
            if (writeBack) {
                checkWritable(from, to, chain.model());
            }
        }
    }

    private static void checkSteps(MigrationTarget from, MigrationTarget to, Migrations.Chain chain) {
        MigrationTarget at = from;
        for (Migrations.Step step : chain.steps()) {
            if (!step.from().equals(at) || !step.to().equals(step.migration().target())) {
                throw new AssertionError("convert " + from + " → " + to + ": a step of " + step.migration().getClass().getSimpleName()
                        + " went " + step.from() + " → " + step.to() + ", not " + at + " → " + step.migration().target());
            }
            at = step.to();
        }
        if (!at.equals(to) || !MigrationTarget.of(chain.model()).equals(to)) {
            throw new AssertionError("convert " + from + " → " + to + " ended at " + MigrationTarget.of(chain.model()));
        }
    }

    private static void checkWritable(MigrationTarget from, MigrationTarget to, MapModel model) {
        roundTrip(Codecs.forFormat(model.format()).orElseThrow(), model, "what convert " + from + " → " + to + " made");
    }

    /** {@link DecoderOracle#checkRoundTrip} for a model known only as a {@link MapModel}. */
    private static <M extends MapModel> void roundTrip(MapCodec<M> codec, MapModel model, String what) {
        DecoderOracle.checkRoundTrip(codec, codec.modelType().cast(model), what);
    }
}
