package dev.mapharness.fuzz.run;

/** What a long fuzzing run tells the person watching it. */
public interface Progress {
    /** A target starts: {@code index} of {@code count}, with {@code seconds} of fuzzing. */
    void targetStarted(int index, int count, String target, long seconds);

    /** libFuzzer printed a status line for the running target. */
    void status(String target, long elapsedMillis, LibFuzzerStatus status, int findings);

    /** A target's run, triage included, is over. */
    void targetFinished(TargetSummary summary);

    /** Anything else worth a line (replaying the corpus, minimising a finding). */
    void note(String message);
}
