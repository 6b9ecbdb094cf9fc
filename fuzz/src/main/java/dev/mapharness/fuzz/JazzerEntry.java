package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;

/**
 * The class Jazzer runs for every target: {@code --target_class=dev.mapharness.fuzz.JazzerEntry}
 * with the target's name in the system property {@value #TARGET_PROPERTY}
 * ({@code --jvm_args=-Dmapharness.fuzz.target=oprw-lzss-decode} under OSS-Fuzz's driver), and the stage
 * in {@value Stage#PROPERTY}: the runner explores with {@code explore} and checks what libFuzzer keeps
 * in another JVM; without it (OSS-Fuzz, libFuzzer's crash minimiser) every input runs the full oracle.
 */
public final class JazzerEntry {
    public static final String TARGET_PROPERTY = "mapharness.fuzz.target";

    private static FuzzTarget target;
    private static Stage stage;

    private JazzerEntry() {
    }

    public static void fuzzerInitialize() {
        String name = System.getProperty(TARGET_PROPERTY);
        if (name == null || name.isBlank()) {
            throw new IllegalStateException("set -D" + TARGET_PROPERTY + "=NAME; targets: " + FuzzTargets.names());
        }
        target = FuzzTargets.byName(name).orElseThrow(() -> new IllegalStateException(
                "no fuzz target '" + name + "'; targets: " + FuzzTargets.names()));
        stage = Stage.of(System.getProperty(Stage.PROPERTY));
    }

    public static void fuzzerTestOneInput(FuzzedDataProvider data) {
        target.run(data, stage);
    }
}
