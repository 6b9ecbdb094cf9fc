package dev.mapharness.fuzz;

import java.util.List;

/**
 * What Jazzer instruments in a fuzzing JVM: mapharness's own code, except the parts whose coverage
 * tells the fuzzer nothing while tracing them costs most of every execution.
 *
 * <p>Jazzer reports every comparison of instrumented code to libFuzzer through a native call. The
 * loops of the byte core and of the checksums compare an index with a length once per byte, so
 * traced they cost far more than the parsing around them, and they flood libFuzzer's table of recent
 * comparisons (where it looks for values to put into inputs) with loop bounds. Their branches are
 * the same for every caller ("enough bytes left" or a {@code MapFormatException}), which the
 * callers' own edges already tell apart. The fuzzing harness is not under test at all. Left out,
 * {@code wwd-decode} ran 3.4 times as many inputs per second (4,732 → 16,018 in a 30 s run each).
 */
public final class Instrumentation {
    /** The classes Jazzer instruments, as its {@code --instrumentation_includes} takes them. */
    public static final List<String> INCLUDES = List.of("dev.mapharness.**");

    /** Left out of {@link #INCLUDES}: the byte core, the checksums and the fuzzing harness itself. */
    public static final List<String> EXCLUDES = List.of(
            "dev.mapharness.bytes.**",
            "dev.mapharness.compress.ByteSums",
            "dev.mapharness.wwd.WwdChecksum**",
            "dev.mapharness.fuzz.**");

    private Instrumentation() {
    }

    /** A list as Jazzer's list options take it: joined by {@code :} (a {@code ,} is taken as part of a name). */
    public static String joined(List<String> patterns) {
        return String.join(":", patterns);
    }
}
