package dev.mapharness.fuzz;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.LabelledDivergence;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.Migration;
import dev.mapharness.migrate.OprwToOprw;
import dev.mapharness.migrate.OprwToWvr8;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.migrate.WmpToWmpb;
import dev.mapharness.migrate.WmpbToMm;
import dev.mapharness.migrate.WmpbToWmp;
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
import dev.mapharness.wmpb.WmpbCodec;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wvr1.Wvr1Codec;
import dev.mapharness.wvr1.Wvr1World;
import dev.mapharness.wvr4.Wvr4Codec;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr8.Wvr8Codec;
import dev.mapharness.wvr8.Wvr8World;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdLevel;
import java.util.List;
import java.util.stream.IntStream;

/**
 * One target per migration: what the source reader returns migrates, writes, reads back, and
 * reports its losses ({@link MigrationOracle}). Migrations that exist once per OPRW version are one
 * target that runs every version on each input. Names: {@code FROM-to-TO}, or {@code FORMAT-ASPECT}
 * for one that changes an aspect of a format ({@link TargetNames}).
 */
final class MigrationTargets {
    /** The migration classes these targets run, to be checked against {@code Migrations.all()}. */
    static final List<Class<?>> MIGRATIONS = List.of(Wvr1ToWvr4.class, Wvr4ToWvr8.class, Wvr8ToWvr4.class,
            Wvr8ToOprw.class, OprwToOprw.class, OprwToWvr8.class, WwdCompression.class, WwdToTiled.class, WmpToMm.class,
            WmpbToMm.class, WmpbToWmp.class, WmpToWmpb.class);

    private static final MigrationOracle<Wvr1World, Wvr4World> WVR1_WVR4 = new MigrationOracle<>(Wvr1Codec.INSTANCE, Wvr4Codec.INSTANCE);
    private static final MigrationOracle<Wvr4World, Wvr8World> WVR4_WVR8 = new MigrationOracle<>(Wvr4Codec.INSTANCE, Wvr8Codec.INSTANCE);
    private static final MigrationOracle<Wvr8World, Wvr4World> WVR8_WVR4 = new MigrationOracle<>(Wvr8Codec.INSTANCE, Wvr4Codec.INSTANCE);
    private static final MigrationOracle<Wvr8World, OprwWorld> WVR8_OPRW = new MigrationOracle<>(Wvr8Codec.INSTANCE, OprwCodec.INSTANCE);
    private static final MigrationOracle<OprwWorld, OprwWorld> OPRW_OPRW = new MigrationOracle<>(OprwCodec.INSTANCE, OprwCodec.INSTANCE);
    private static final MigrationOracle<OprwWorld, Wvr8World> OPRW_WVR8 = new MigrationOracle<>(OprwCodec.INSTANCE, Wvr8Codec.INSTANCE);
    private static final MigrationOracle<WwdLevel, WwdLevel> WWD_WWD = new MigrationOracle<>(WwdCodec.INSTANCE, WwdCodec.INSTANCE);
    private static final MigrationOracle<WwdLevel, TiledMap> WWD_TILED = new MigrationOracle<>(WwdCodec.INSTANCE, TiledCodec.INSTANCE);
    private static final MigrationOracle<WmpLevel, MmLevel> WMP_MM = new MigrationOracle<>(WmpCodec.INSTANCE, MmCodec.INSTANCE);
    private static final MigrationOracle<WmpbLevel, MmLevel> WMPB_MM = new MigrationOracle<>(WmpbCodec.INSTANCE, MmCodec.INSTANCE);
    private static final MigrationOracle<WmpbLevel, WmpLevel> WMPB_WMP = new MigrationOracle<>(WmpbCodec.INSTANCE, WmpCodec.INSTANCE);
    private static final MigrationOracle<WmpLevel, WmpbLevel> WMP_WMPB = new MigrationOracle<>(WmpCodec.INSTANCE, WmpbCodec.INSTANCE);

    private MigrationTargets() {
    }

    static List<FuzzTarget> all() {
        return List.of(
                FuzzTarget.file(TargetNames.migration(Format.WVR1, Format.WVR4), "1WVR → 4WVR on any 1WVR the reader returns: no exception, a 4WVR "
                        + "the writer takes and reads back", Format.WVR1, "wrp",
                        input -> WVR1_WVR4.read(input).ifPresent(a -> MigrationOracle.apply(new Wvr1ToWvr4(), a)),
                        input -> WVR1_WVR4.read(input).ifPresent(a -> WVR1_WVR4.forward(new Wvr1ToWvr4(), a))),
                FuzzTarget.file(TargetNames.migration(Format.WVR4, Format.WVR8), "4WVR → 8WVR → 4WVR: writable, and every difference reported",
                        Format.WVR4, "wrp",
                        input -> WVR4_WVR8.read(input).ifPresent(a -> MigrationOracle.thereAndBack(new Wvr4ToWvr8(), new Wvr8ToWvr4(), a)),
                        input -> WVR4_WVR8.decode(input).ifPresent(a ->
                                WVR4_WVR8.roundTrip(new Wvr4ToWvr8(), new Wvr8ToWvr4(), LossCoverage.WVR4_WVR8, a))),
                FuzzTarget.file(TargetNames.migration(Format.WVR8, Format.WVR4), "8WVR → 4WVR → 8WVR: writable, and every difference reported",
                        Format.WVR8, "wrp",
                        input -> WVR8_WVR4.read(input).ifPresent(a -> MigrationOracle.thereAndBack(new Wvr8ToWvr4(), new Wvr4ToWvr8(), a)),
                        input -> WVR8_WVR4.decode(input).ifPresent(a ->
                                WVR8_WVR4.roundTrip(new Wvr8ToWvr4(), new Wvr4ToWvr8(), LossCoverage.WVR4_WVR8, a))),
                FuzzTarget.file(TargetNames.migration(Format.WVR8, Format.OPRW), "8WVR → OPRW 17–25, every version per input: a refusal only of an "
                        + "8WVR in error, else an OPRW the writer takes, reads back, and a strict read finds no error in",
                        Format.WVR8, "wrp", input -> WVR8_OPRW.decode(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                try {
                                    MigrationOracle.apply(new Wvr8ToOprw(v), a.model());
                                } catch (MapWriteException refused) {
                                    checkBinarizeRefusal("binarize to OPRW " + v + " refused an 8WVR", a.conforms(),
                                            a.model().materials().size(), refused);
                                }
                            }
                        }), input -> WVR8_OPRW.decode(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                binarize(a, v);
                            }
                        })),
                FuzzTarget.file(TargetNames.migration(Format.OPRW, Format.OPRW), "OPRW → every OPRW version → back: writable, and every difference "
                        + "reported; the world written as every version agrees where the version table says it must (the nightly's differential)", Format.OPRW, "oprw", input -> OPRW_OPRW.read(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                MigrationOracle.thereAndBack(new OprwToOprw(v), new OprwToOprw(a.version()), a);
                            }
                        }), input -> OPRW_OPRW.decode(input).ifPresent(a -> {
                            for (int v = OprwFeature.FIRST_VERSION; v <= OprwFeature.LAST_VERSION; v++) {
                                OPRW_OPRW.roundTrip(new OprwToOprw(v), new OprwToOprw(a.model().version()),
                                        LossCoverage.SAME_FORMAT, a);
                            }
                            checkVersionsAgree(a.model());
                        })),
                FuzzTarget.file(TargetNames.migration(Format.OPRW, Format.WVR8), "OPRW → 8WVR → OPRW of the same version: writable, and every "
                        + "difference reported; binarize may refuse the way back only for an OPRW in error", Format.OPRW,
                        "oprw", input -> OPRW_WVR8.decode(input).ifPresent(MigrationTargets::exploreDebinarize),
                        input -> OPRW_WVR8.decode(input).ifPresent(MigrationTargets::debinarizeAndBack)),
                FuzzTarget.file(TargetNames.migration(Format.WWD, "compression"), "WWD compressed ↔ uncompressed, both directions per input: "
                        + "writable, and back to the same level", Format.WWD, "wwd", input -> WWD_WWD.read(input).ifPresent(a -> {
                            for (boolean compressed : new boolean[] {true, false}) {
                                MigrationOracle.thereAndBack(new WwdCompression(compressed), new WwdCompression(a.compressed()), a);
                            }
                        }), input -> WWD_WWD.decode(input).ifPresent(a -> {
                            for (boolean compressed : new boolean[] {true, false}) {
                                WWD_WWD.roundTrip(new WwdCompression(compressed), new WwdCompression(a.model().compressed()),
                                        LossCoverage.SAME_FORMAT, a);
                            }
                        })),
                FuzzTarget.file(TargetNames.migration(Format.WWD, Format.TILED), "WWD → Tiled on any level the reader returns: no exception, and the "
                        + "Tiled writer takes the map (it refuses nothing), which reads back equal", Format.WWD, "wwd",
                        input -> WWD_TILED.read(input).ifPresent(level -> MigrationOracle.apply(new WwdToTiled(), level)),
                        input -> WWD_TILED.read(input).ifPresent(MigrationTargets::wwdToTiled)),
                FuzzTarget.file(TargetNames.migration(Format.WMP_TEXT, Format.GAMESTUDIO_MAP), "text WMP → $$M: no exception, groups reported lost when there were any, "
                        + "a $$M the writer takes when the WMP was writable", Format.WMP_TEXT, "gamestudio",
                        input -> WMP_MM.read(input).ifPresent(level -> MigrationOracle.apply(new WmpToMm(), level)),
                        input -> WMP_MM.read(input).ifPresent(MigrationTargets::wmpToMm)),
                FuzzTarget.file(TargetNames.migration(Format.WMPB, Format.GAMESTUDIO_MAP), "binary WMP → $$M: a refusal "
                        + "(a number text cannot hold, a face naming a missing vertex) or a $$M the writer takes and reads back",
                        Format.WMPB, "wmpb", input -> WMPB_MM.read(input).ifPresent(level -> unlessRefused(new WmpbToMm(), level)),
                        input -> WMPB_MM.read(input).ifPresent(level -> WMPB_MM.unlessRefused(new WmpbToMm(), level))),
                FuzzTarget.file(TargetNames.migration(Format.WMPB, Format.WMP_TEXT), "binary WMP → text WMP: a refusal "
                        + "(a number text cannot hold) or a level the text writer takes and reads back", Format.WMPB, "wmpb",
                        input -> WMPB_WMP.read(input).ifPresent(level -> unlessRefused(new WmpbToWmp(), level)),
                        input -> WMPB_WMP.read(input).ifPresent(level -> WMPB_WMP.unlessRefused(new WmpbToWmp(), level))),
                FuzzTarget.file(TargetNames.migration(Format.WMP_TEXT, Format.WMPB), "text WMP → binary WMP: a refusal "
                        + "naming what binary levels cannot hold, or a level the binary writer takes and reads back",
                        Format.WMP_TEXT, "gamestudio",
                        input -> WMP_WMPB.read(input).ifPresent(level -> unlessRefused(new WmpToWmpb(), level)),
                        input -> WMP_WMPB.read(input).ifPresent(level -> WMP_WMPB.unlessRefused(new WmpToWmpb(), level))));
    }

    /**
     * Binarize refuses only what its 8WVR reader reports as an error (or a list of 65535 materials and
     * more, where a named material 0 has no index left to move to); whatever it takes, it writes as a
     * file a strict read finds no error in.
     */
    private static void binarize(Decoded<Wvr8World> source, int version) {
        Migrated<OprwWorld> m;
        try {
            m = WVR8_OPRW.forward(new Wvr8ToOprw(version), source.model());
        } catch (MapWriteException refused) {
            checkBinarizeRefusal("binarize to OPRW " + version + " refused an 8WVR", source.conforms(),
                    source.model().materials().size(), refused);
            return;
        }
        Decoded<OprwWorld> written = OprwCodec.INSTANCE.read(OprwCodec.INSTANCE.write(m.model()), ReadOptions.STRICT);
        if (!written.conforms()) {
            throw new AssertionError("binarize to OPRW " + version + " wrote a file a strict read finds in error: "
                    + written.violations() + "\n report: " + m.report());
        }
    }

    /** OPRW → 8WVR → OPRW; binarize may refuse the way back only when the OPRW itself is in error (or as above). */
    private static void debinarizeAndBack(Decoded<OprwWorld> source) {
        try {
            OPRW_WVR8.roundTrip(new OprwToWvr8(), new Wvr8ToOprw(source.model().version()), LossCoverage.OPRW_WVR8, source);
        } catch (MapWriteException refused) {
            checkBinarizeRefusal("binarize refused the de-binarized world of an OPRW", source.conforms(),
                    source.model().materials().size(), refused);
        }
    }

    /** The cheap stage of {@link #debinarizeAndBack}: there and back, the same refusal rule, nothing written. */
    private static void exploreDebinarize(Decoded<OprwWorld> source) {
        try {
            MigrationOracle.thereAndBack(new OprwToWvr8(), new Wvr8ToOprw(source.model().version()), source.model());
        } catch (MapWriteException refused) {
            checkBinarizeRefusal("binarize refused the de-binarized world of an OPRW", source.conforms(),
                    source.model().materials().size(), refused);
        }
    }

    /** Binarize may refuse a world only when its reader found an error in it, or it has 65535 materials and more. */
    private static void checkBinarizeRefusal(String what, boolean conforms, int materials, MapWriteException refused) {
        if (conforms && materials < 0xFFFF) {
            throw new AssertionError(what + " its reader finds no error in: " + refused.getMessage(), refused);
        }
    }

    /** The cheap stage of a migration that may refuse what the target cannot hold: applied, nothing written. */
    private static <A extends MapModel, B extends MapModel> void unlessRefused(Migration<A, B> migration, A a) {
        try {
            MigrationOracle.apply(migration, a);
        } catch (MapWriteException refused) {
            // what the target format cannot hold
        }
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

    /**
     * The nightly's version differential on a world the fuzzer made: written as every version and read back,
     * the versions may differ only where the version table says they do. A version that cannot hold the
     * world is the migration's concern (its loss report), so only divergences between versions that were
     * written and read are judged.
     */
    static void checkVersionsAgree(OprwWorld world) {
        int[] versions = IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION).toArray();
        DifferentialResult d = VersionDifferential.run(world, versions);
        // past the limit some are only counted, but the list is full first
        if (!d.unexpected().isEmpty()) {
            LabelledDivergence first = d.unexpected().get(0);
            throw new AssertionError("OPRW: written as every version, the world differs at " + first.path()
                    + " where the version table says the versions agree: " + first.values());
        }
    }
}
