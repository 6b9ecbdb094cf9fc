package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;

/**
 * WWD to Tiled: any level the WWD reader returns or fuzzer data builds migrates without an exception,
 * and the Tiled writer takes the result (it refuses nothing), which reads back equal.
 */
class WwdToTiledFuzzTest {

    @FuzzTest
    void migrateDecoded(byte[] input) {
        WwdLevel level;
        try {
            level = WwdCodec.INSTANCE.read(input, ReadOptions.LENIENT).model();
        } catch (MapFormatException rejected) {
            return;
        }
        migrate(level);
    }

    @FuzzTest
    void migrateBuilt(FuzzedDataProvider data) {
        migrate(FuzzedWwdLevels.build(data));
    }

    private static void migrate(WwdLevel level) {
        if (!DecoderOracle.checkWritable(TiledCodec.INSTANCE, new WwdToTiled().apply(level).model())) {
            throw new AssertionError("the Tiled writer refused a migrated level");
        }
    }
}
