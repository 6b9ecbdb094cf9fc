package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;

/**
 * Text WMP → $$M on whatever the WMP reader makes of any bytes: the migration never throws, a level
 * the WMP writer can write gives a $$M the $$M writer can write (and read back equal), and groups
 * are reported lost whenever there were any.
 */
class WmpToMmFuzzTest {

    @FuzzTest
    void migrate(byte[] input) {
        DecoderOracle.read(WmpCodec.INSTANCE, input, ReadOptions.LENIENT).ifPresent(WmpToMmFuzzTest::check);
    }

    private static void check(WmpLevel level) {
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        if (!level.groups().isEmpty() && m.report().losses().stream().noneMatch(e -> e.field().equals("groups"))) {
            throw new AssertionError("groups not reported lost: " + m.report());
        }
        try {
            WmpCodec.INSTANCE.write(level);
        } catch (MapWriteException notWritable) {
            return; // the source itself is not a file; its $$M need not be one either
        }
        DecoderOracle.checkRoundTrip(MmCodec.INSTANCE, m.model(), "the $$M migrated from a writable WMP level");
    }
}
