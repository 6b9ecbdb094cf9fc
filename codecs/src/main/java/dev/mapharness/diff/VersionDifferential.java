package dev.mapharness.diff;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.Violation;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The same world written as several OPRW versions and read back strictly must agree everywhere
 * except where the version table says the versions differ. Every pair of versions is compared, so
 * a field where only 24 and 25 disagree is found too; each divergence lists every version's value.
 *
 * <p>A version that cannot be laid out, written or read back is a finding, never an exception.
 */
public final class VersionDifferential {
    /** LZSS with and without the random array, the first LZO version, road connection types, appId. */
    public static final int[] DEFAULT_VERSIONS = {18, 20, 23, 24, 25};

    private VersionDifferential() {
    }

    public static DifferentialResult run(OprwWorld world) {
        return run(world, DEFAULT_VERSIONS);
    }

    public static DifferentialResult run(OprwWorld world, int... versions) {
        return run(world, OprwRoundTrip.CODEC, versions);
    }

    /** Runs the differential with {@code roundTrip} as the writer and reader. */
    public static DifferentialResult run(OprwWorld world, OprwRoundTrip roundTrip, int... versions) {
        if (versions.length == 0 || Arrays.stream(versions).distinct().count() != versions.length) {
            throw new IllegalArgumentException("versions must be distinct and at least one: " + Arrays.toString(versions));
        }
        List<String> sides = Arrays.stream(versions).mapToObj(VersionDifferential::label).toList();
        List<SideFailure> failures = new ArrayList<>();
        OprwWorld[] readBack = new OprwWorld[versions.length];
        for (int i = 0; i < versions.length; i++) {
            readBack[i] = roundTrip(world, versions[i], sides.get(i), roundTrip, failures);
        }
        DivergenceMerger merger = new DivergenceMerger(sides, ModelComparator.DEFAULT_LIMIT);
        for (int i = 0; i < versions.length; i++) {
            for (int j = i + 1; j < versions.length; j++) {
                if (readBack[i] != null && readBack[j] != null) {
                    int a = versions[i];
                    int b = versions[j];
                    merger.compare(i, j, readBack[i], readBack[j], path -> FeatureFields.explain(path, a, b));
                }
            }
        }
        return merger.result(failures);
    }

    /** How a version is named on its side of the differential. */
    public static String label(int version) {
        return "OPRW " + version;
    }

    private static OprwWorld roundTrip(OprwWorld world, int version, String side, OprwRoundTrip roundTrip,
                                       List<SideFailure> failures) {
        OprwWorld laidOut;
        try {
            laidOut = world.withVersion(version);
        } catch (RuntimeException e) {
            failures.add(new SideFailure(side, SideFailure.Stage.LAY_OUT, message(e)));
            return null;
        }
        byte[] bytes;
        try {
            bytes = roundTrip.write(laidOut);
        } catch (MapWriteException e) {
            failures.add(new SideFailure(side, SideFailure.Stage.WRITE, e.getMessage()));
            return null;
        } catch (RuntimeException e) {
            failures.add(new SideFailure(side, SideFailure.Stage.WRITE, "the writer failed with " + e));
            return null;
        }
        Decoded<OprwWorld> decoded;
        try {
            decoded = roundTrip.readStrict(bytes);
        } catch (MapFormatException e) {
            failures.add(new SideFailure(side, SideFailure.Stage.READ_BACK, e.getMessage()));
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            failures.add(new SideFailure(side, SideFailure.Stage.READ_BACK, "the reader failed with " + e));
            return null;
        }
        if (!decoded.violations().isEmpty()) {
            // our own output must conform; the model is still compared, since it did decode
            List<Violation> v = decoded.violations();
            failures.add(new SideFailure(side, SideFailure.Stage.VIOLATIONS,
                    v.size() + (v.size() == 1 ? " violation, first " : " violations, first ") + v.get(0)));
        }
        return decoded.model();
    }

    private static String message(RuntimeException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
