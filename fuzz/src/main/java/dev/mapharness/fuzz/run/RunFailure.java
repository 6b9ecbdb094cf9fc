package dev.mapharness.fuzz.run;

/** A run that cannot start or go on (no corpus, a directory that is not writable); nothing was written. */
public final class RunFailure extends Exception {
    public RunFailure(String message) {
        super(message);
    }

    public RunFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
