package dev.mapharness.diff;

import java.util.Objects;

/**
 * A side that could not take part in a differential: a version the world cannot be laid out as,
 * a writer's refusal, output that does not read back. Always an unexpected finding.
 */
public record SideFailure(String side, Stage stage, String message) {
    public enum Stage {
        LAY_OUT("lay out"),
        WRITE("write"),
        READ_BACK("read back"),
        VIOLATIONS("read back with violations");

        private final String text;

        Stage(String text) {
            this.text = text;
        }

        /** What was being done, for people and JSON ({@code read back}). */
        public String text() {
            return text;
        }
    }

    public SideFailure {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(message, "message");
    }

    public String line() {
        return side + ": " + stage.text() + " failed: " + message;
    }
}
