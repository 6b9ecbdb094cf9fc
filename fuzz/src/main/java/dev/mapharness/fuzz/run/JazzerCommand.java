package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.FuzzCorpus;
import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.Instrumentation;
import dev.mapharness.fuzz.JazzerEntry;
import dev.mapharness.fuzz.Stage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place a Jazzer command line for a target is made, for the fuzzing runs and for
 * libFuzzer's crash minimiser alike: the entry class and the target's property, what is
 * instrumented, the longest input, and then each use's own flags and inputs.
 */
final class JazzerCommand {
    /** The least {@code -max_len}: room for any format's header and a little content. */
    static final int MIN_MAX_LEN = 4096;
    /** The most: what OSS-Fuzz runs the targets with ({@code oss-fuzz/build.sh}). */
    static final int MAX_MAX_LEN = 64 * 1024;

    private final List<String> args = new ArrayList<>();

    private JazzerCommand(int maxLen) {
        args.add("com.code_intelligence.jazzer.Jazzer");
        args.add("--target_class=" + JazzerEntry.class.getName());
        args.add("--instrumentation_includes=" + Instrumentation.joined(Instrumentation.INCLUDES));
        args.add("--instrumentation_excludes=" + Instrumentation.joined(Instrumentation.EXCLUDES));
        args.add("-max_len=" + maxLen);
    }

    /** A command for fuzzing {@code target}: its seeds size its inputs ({@link #maxLen}). */
    static JazzerCommand fuzzing(FuzzTarget target, FuzzCorpus corpus) {
        return new JazzerCommand(maxLen(corpus.seeds(target)));
    }

    /** A command that runs {@code input} (a crash to minimise): its inputs may be as long as it, never cut. */
    static JazzerCommand running(Path input) throws IOException {
        return new JazzerCommand((int) Math.max(MIN_MAX_LEN, Math.min(Integer.MAX_VALUE, Files.size(input))));
    }

    /**
     * libFuzzer's longest input for a target: twice its largest committed seed, so a mutation may
     * grow one, within {@value #MIN_MAX_LEN}..{@value #MAX_MAX_LEN}. Without it libFuzzer takes the
     * largest file of the working corpus, which earlier runs grow: inputs then get ever larger and
     * slower to read, and what finds bugs in a reader is small.
     */
    static int maxLen(Path seeds) {
        long largest = 0;
        for (Path p : FuzzCorpus.filesIn(seeds)) {
            try {
                largest = Math.max(largest, Files.size(p));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return (int) Math.max(MIN_MAX_LEN, Math.min(MAX_MAX_LEN, 2 * largest));
    }

    /**
     * What helps libFuzzer past comparisons: the target's dictionary if the corpus has one, and the
     * value profile if asked for ({@link RunOptions#valueProfile}).
     */
    JazzerCommand withSearchAids(FuzzTarget target, FuzzCorpus corpus, boolean valueProfile) {
        Path dict = corpus.dictionary(target);
        if (Files.isRegularFile(dict)) {
            with("-dict=" + dict.toAbsolutePath());
        }
        return valueProfile ? with("-use_value_profile=1") : this;
    }

    /** Adds flags or inputs, in order. */
    JazzerCommand with(String... more) {
        args.addAll(List.of(more));
        return this;
    }

    /** The child JVM's command line: the target's property, then Jazzer and the arguments; every input runs the full oracle. */
    List<String> on(ChildJvm child, FuzzTarget target) {
        return on(child, target, Stage.FULL);
    }

    /** {@link #on(ChildJvm, FuzzTarget)} with the stage each input runs. */
    List<String> on(ChildJvm child, FuzzTarget target, Stage stage) {
        return child.command(List.of("-D" + JazzerEntry.TARGET_PROPERTY + "=" + target.name(),
                "-D" + Stage.PROPERTY + "=" + stage.word()), args);
    }
}
