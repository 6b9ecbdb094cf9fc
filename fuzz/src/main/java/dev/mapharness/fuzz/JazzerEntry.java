package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;

/**
 * The class Jazzer runs for every target: {@code --target_class=dev.mapharness.fuzz.JazzerEntry}
 * with the target's name in the system property {@value #TARGET_PROPERTY}
 * ({@code --jvm_args=-Dmapharness.fuzz.target=oprw-lzss-decode} under OSS-Fuzz's driver).
 */
public final class JazzerEntry {
    public static final String TARGET_PROPERTY = "mapharness.fuzz.target";

    private static FuzzTarget target;

    private JazzerEntry() {
    }

    public static void fuzzerInitialize() {
        String name = System.getProperty(TARGET_PROPERTY);
        if (name == null || name.isBlank()) {
            throw new IllegalStateException("set -D" + TARGET_PROPERTY + "=NAME; targets: " + FuzzTargets.names());
        }
        target = FuzzTargets.byName(name).orElseThrow(() -> new IllegalStateException(
                "no fuzz target '" + name + "'; targets: " + FuzzTargets.names()));
    }

    public static void fuzzerTestOneInput(FuzzedDataProvider data) {
        target.run(data);
    }
}
