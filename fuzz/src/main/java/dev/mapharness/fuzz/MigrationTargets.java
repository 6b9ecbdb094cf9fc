package dev.mapharness.fuzz;

import dev.mapharness.format.Format;
import dev.mapharness.migrate.OprwToOprw;
import dev.mapharness.migrate.OprwToWvr8;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.migrate.Wvr1ToWvr4;
import dev.mapharness.migrate.Wvr4ToWvr8;
import dev.mapharness.migrate.Wvr8ToOprw;
import dev.mapharness.migrate.Wvr8ToWvr4;
import dev.mapharness.migrate.WwdCompression;
import dev.mapharness.migrate.WwdToTiled;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwFeature;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.tiled.TiledCodec;
import dev.mapharness.tiled.TiledMap;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.util.List;

/**
 * One target per migration: what the source reader returns migrates, writes, reads back, and
 * reports its losses ({@link MigrationOracle}). Migrations that exist once per OPRW version are one
 * target that runs every version on each input.
 */
final class MigrationTargets {
    /** The migration classes these targets run, to be checked against {@code Migrations.all()}. */
    static final List<Class<?>> MIGRATIONS = List.of(Wvr1ToWvr4.class, Wvr4ToWvr8.class, Wvr8ToWvr4.class,
            Wvr8ToOprw.class, OprwToOprw.class, OprwToWvr8.class, WwdCompression.class, WwdToTiled.class, WmpToMm.class);

    private static final MigrationOracle<Wvr1World, Wvr4World> WVR1_WVR4 = new MigrationOracle<>(Wvr1Codec.INSTANCE, Wvr4Codec.INSTANCE);
    private static final MigrationOracle<Wvr4World, Wvr8World> WVR4_WVR8 = new MigrationOracle<>(Wvr4Codec.INSTANCE, Wvr8Codec.INSTANCE);
    private static final MigrationOracle<Wvr8World, Wvr4World> WVR8_WVR4 = new MigrationOracle<>(Wvr8Codec.INSTANCE, Wvr4Codec.INSTANCE);
    private static final MigrationOracle<Wvr8World, OprwWorld> WVR8_OPRW = new MigrationOracle<>(Wvr8Codec.INSTANCE, OprwCodec.INSTANCE);
    private static final MigrationOracle<OprwWorld, OprwWorld> OPRW_OPRW = new MigrationOracle<>(OprwCodec.INSTANCE, OprwCodec.INSTANCE);
    private static final MigrationOracle<OprwWorld, Wvr8World> OPRW_WVR8 = new MigrationOracle<>(OprwCodec.INSTANCE, Wvr8Codec.INSTANCE);
    private static final MigrationOracle<WwdLevel, WwdLevel> WWD_WWD = new MigrationOracle<>(WwdCodec.INSTANCE, WwdCodec.INSTANCE);
    private static final MigrationOracle<WwdLevel, TiledMap> WWD_TILED = new MigrationOracle<>(WwdCodec.INSTANCE, TiledCodec.INSTANCE);
    private static final MigrationOracle<WmpLevel, MmLevel> WMP_MM = new MigrationOracle<>(WmpCodec.INSTANCE, MmCodec.INSTANCE);

    private MigrationTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                FuzzTarget.file("1wvr-to-4wvr", "1WVR → 4WVR on any 1WVR the reader returns: no exception, a 4WVR "
                        + "the writer takes and reads back", Format.WVR1, "wrp",
                        input -> WVR1_WVR4.read(input).ifPresent(a -> WVR1_WVR4.forward(new Wvr1ToWvr4(), a))),
                FuzzTarget.file("4wvr-to-8wvr", "4WVR → 8WVR → 4WVR: writable, and every difference reported",
                        Format.WVR4, "wrp", input -> WVR4_WVR8.decode(input).ifPresent(a ->
                                WVR4_WVR8.roundTrip(new Wvr4ToWvr8(), new Wvr8ToWvr4(), LossCoverage.WVR4_WVR8, a))),
                FuzzTarget.file("8wvr-to-4wvr", "8WVR → 4WVR → 8WVR: writable, and every difference reported",
                        Format.WVR8, "wrp", input -> WVR8_WVR4.decode(input).ifPresent(a ->
                                WVR8_WVR4.roundTrip(new Wvr8ToWvr4(), new Wvr4ToWvr8(), LossCoverage.WVR4_WVR8, a))),
                FuzzTarget.file("8wvr-to-oprw", "8WVR → OPRW 17–25, every version per input: no exception, an OPRW "
                        + "world the writer takes and reads back", Format.WVR8, "wrp",
                        input -> WVR8_OPRW.read(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                WVR8_OPRW.forward(new Wvr8ToOprw(v), a);
                            }
                        })),
                FuzzTarget.file("oprw-to-oprw", "OPRW → every OPRW version → back: writable, and every difference "
                        + "reported", Format.OPRW, "oprw", input -> OPRW_OPRW.decode(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                OPRW_OPRW.roundTrip(new OprwToOprw(v), new OprwToOprw(a.model().version()),
                                        LossCoverage.SAME_FORMAT, a);
                            }
                        })),
                FuzzTarget.file("oprw-to-8wvr", "OPRW → 8WVR → OPRW of the same version: writable, and every "
                        + "difference reported", Format.OPRW, "oprw", input -> OPRW_WVR8.decode(input).ifPresent(a -> OPRW_WVR8.roundTrip(new OprwToWvr8(),
                                new Wvr8ToOprw(a.model().version()), LossCoverage.OPRW_WVR8, a))),
                FuzzTarget.file("wwd-compression", "WWD compressed ↔ uncompressed, both directions per input: "
                        + "writable, and back to the same level", Format.WWD, "wwd", input -> WWD_WWD.decode(input).ifPresent(a -> {
                            for (boolean compressed : new boolean[] {true, false}) {
                                WWD_WWD.roundTrip(new WwdCompression(compressed), new WwdCompression(a.model().compressed()),
                                        LossCoverage.SAME_FORMAT, a);
                            }
                        })),
                FuzzTarget.file("wwd-to-tiled", "WWD → Tiled on any level the reader returns: no exception, and the "
                        + "Tiled writer takes the map (it refuses nothing), which reads back equal", Format.WWD, "wwd",
                        input -> WWD_TILED.read(input).ifPresent(MigrationTargets::wwdToTiled)),
                FuzzTarget.file("wmp-to-mm", "text WMP → $$M: no exception, groups reported lost when there were any, "
                        + "a $$M the writer takes when the WMP was writable", Format.WMP_TEXT, "gamestudio",
                        input -> WMP_MM.read(input).ifPresent(MigrationTargets::wmpToMm)));
    }

    private static void wwdToTiled(WwdLevel level) {
        TiledMap map = WWD_TILED.forward(new WwdToTiled(), level).model();
        if (!DecoderOracle.checkWritable(TiledCodec.INSTANCE, map)) {
            throw new AssertionError("the Tiled writer refused a map migrated from a WWD level");
        }
    }

    private static void wmpToMm(WmpLevel level) {
        var migrated = WMP_MM.forward(new WmpToMm(), level);
        if (!level.groups().isEmpty() && migrated.report().losses().stream().noneMatch(e -> e.field().equals("groups"))) {
            throw new AssertionError(level.groups().size() + " WMP groups not reported lost: " + migrated.report());
        }
    }
}
