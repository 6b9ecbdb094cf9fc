package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Every target is also a Jazzer {@code @FuzzTest}, for fuzzing from an IDE or Maven:
 * <pre>
 * JAZZER_FUZZ=1 ./mvnw -B -pl fuzz -am test -Dtest='DecoderFuzzTests#oprwLzssDecode' -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * Each method is named after its target ({@link #methodName}). The nightly runner and OSS-Fuzz run the
 * same oracles through {@link JazzerEntry}, with the committed seeds and dictionaries.
 */
final class FuzzTestNames {
    /** The classes that hold the {@code @FuzzTest} methods, one per group of targets. */
    static final List<Class<?>> CLASSES = List.of(DecoderFuzzTests.class, WriterFuzzTests.class, StageFuzzTests.class,
            MigrationFuzzTests.class, AnalysisFuzzTests.class);

    private FuzzTestNames() {
    }

    /** {@code 8wvr-to-oprw} → {@code wvr8ToOprw}: dashes become camel case, a leading number moves behind its word. */
    static String methodName(String target) {
        String[] words = target.split("-");
        StringBuilder name = new StringBuilder(words[0].replaceFirst("^([0-9]+)([a-z]+)$", "$2$1"));
        for (int i = 1; i < words.length; i++) {
            name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return name.toString();
    }

    /** Every {@code @FuzzTest} method name in {@link #CLASSES}. */
    static Set<String> fuzzTestMethods() {
        return CLASSES.stream().flatMap(c -> Arrays.stream(c.getDeclaredMethods()))
                .filter(m -> m.isAnnotationPresent(FuzzTest.class)).map(m -> m.getName())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    static void run(String target, FuzzedDataProvider data) {
        FuzzTargets.byName(target).orElseThrow(() -> new IllegalArgumentException("no target " + target)).run(data);
    }
}
