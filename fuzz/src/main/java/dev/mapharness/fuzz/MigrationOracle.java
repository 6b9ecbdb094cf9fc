package dev.mapharness.fuzz;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Migration;
import java.util.Optional;

/**
 * What makes a migration's input a finding. The source file is read leniently (a rejection is not
 * interesting: the decoder targets cover it); on the model the reader returned, the migration must
 * not throw; its result must be accepted by the target's writer and read back equal when the source
 * was writable (and, when the writer accepts it anyway, read back equal too); where a way back exists,
 * A → B → A' must differ from A only where the loss reports say ({@link LossCoverage}).
 *
 * @param source the source format's codec
 * @param target the target format's codec
 */
record MigrationOracle<A extends MapModel, B extends MapModel>(MapCodec<A> source, MapCodec<B> target) {

    /** The model the source reader makes of the bytes, or empty if it rejects them. */
    Optional<A> read(byte[] input) {
        return decode(input).map(Decoded::model);
    }

    /** The lenient read with its violations, or empty if the reader rejects the bytes. */
    Optional<Decoded<A>> decode(byte[] input) {
        try {
            return Optional.of(source.read(input, ReadOptions.LENIENT));
        } catch (MapFormatException rejected) {
            return Optional.empty();
        }
    }

    /**
     * The cheap stage ({@link Stage#EXPLORE}): {@code migration} applied to a model, which must give a
     * model and a report; nothing is written and no loss rule is checked.
     */
    static <X extends MapModel, Y extends MapModel> Migrated<Y> apply(Migration<X, Y> migration, X x) {
        return checked(migration, migration.apply(x));
    }

    /** The cheap stage of {@link #roundTrip}: there, then back, nothing written. */
    static <X extends MapModel, Y extends MapModel> void thereAndBack(Migration<X, Y> there, Migration<Y, X> back, X x) {
        apply(back, apply(there, x).model());
    }

    /** Runs {@code migration} on a model the reader returned and checks the target's writer with the result. */
    Migrated<B> forward(Migration<A, B> migration, A a) {
        Migrated<B> m = checked(migration, migration.apply(a));
        if (writable(source, a)) {
            DecoderOracle.checkRoundTrip(target, m.model(), "the " + target.format() + " model "
                    + name(migration) + " made of a writable " + source.format() + " model");
        } else {
            DecoderOracle.checkWritable(target, m.model());
        }
        return m;
    }

    /**
     * For a migration that refuses what the target format cannot hold ({@link MapWriteException}):
     * anything else it makes, the target writer must take and read back equal.
     */
    void unlessRefused(Migration<A, B> migration, A a) {
        Migrated<B> m;
        try {
            m = checked(migration, migration.apply(a));
        } catch (MapWriteException refused) {
            return;
        }
        DecoderOracle.checkRoundTrip(target, m.model(), "the " + target.format() + " model " + name(migration) + " made");
    }

    private static <B extends MapModel> Migrated<B> checked(Migration<?, B> migration, Migrated<B> m) {
        if (m == null || m.model() == null || m.report() == null) {
            throw new AssertionError(name(migration) + " returned no model or no report");
        }
        return m;
    }

    /** {@link #forward}, then the way back, whose differences from the source model the reports must name. */
    void roundTrip(Migration<A, B> there, Migration<B, A> back, LossCoverage coverage, Decoded<A> source) {
        A a = source.model();
        Migrated<B> b = forward(there, a);
        Migrated<A> again = back.apply(b.model());
        coverage.check(name(there) + " then " + name(back), a, again.model(), b.report(), again.report(),
                source.violations().isEmpty());
    }

    static <M extends MapModel> boolean writable(MapCodec<M> codec, M model) {
        try {
            codec.write(model);
            return true;
        } catch (MapWriteException notRepresentable) {
            return false;
        }
    }

    static String name(Migration<?, ?> m) {
        return m.getClass().getSimpleName() + " (" + m.from() + " → " + m.target() + ")";
    }
}
