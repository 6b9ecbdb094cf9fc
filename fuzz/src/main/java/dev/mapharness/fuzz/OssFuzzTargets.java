package dev.mapharness.fuzz;

/**
 * What {@code oss-fuzz/build.sh} needs to make one fuzzer per target: prints one line per target,
 * in registry order, of three space-separated fields
 * <pre>
 * NAME DICTIONARY MAX_LEN INCLUDES EXCLUDES
 * </pre>
 * where DICTIONARY is the file name under {@code corpus/fuzz/dict/} without {@code .dict}, MAX_LEN
 * is libFuzzer's {@code max_len} for the target, and INCLUDES and EXCLUDES are what Jazzer instruments
 * and leaves out ({@link Instrumentation}, {@code :}-joined). No field holds a space.
 */
public final class OssFuzzTargets {
    /**
     * The longest input libFuzzer makes: the committed seeds are kept below 64 KiB, so none is cut
     * short, and the fuzzer spends its time on inputs of the sizes the seeds have.
     */
    public static final int MAX_LEN = 64 * 1024;

    private OssFuzzTargets() {
    }

    /** The line {@link #main} prints for {@code target}. */
    static String line(FuzzTarget target) {
        return String.join(" ", target.name(), target.dictionary(), Integer.toString(MAX_LEN),
                Instrumentation.joined(Instrumentation.INCLUDES), Instrumentation.joined(Instrumentation.EXCLUDES));
    }

    public static void main(String[] args) {
        FuzzTargets.all().forEach(t -> System.out.println(line(t)));
    }
}
