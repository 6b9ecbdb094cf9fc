package dev.mapharness.fuzz.reduce;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Runs candidate inputs against the predicate within the limits, and keeps the smallest input that
 * reproduced. A candidate already tried is answered from memory (passes often meet the same bytes
 * again, and a replay is the expensive part), so only real runs count as attempts.
 */
final class Trials {
    /** Thrown out of {@link #test} when the attempts or the time are used up; the reducer returns the best so far. */
    static final class LimitReached extends RuntimeException {
        LimitReached(String message) {
            super(message, null, false, false);
        }
    }

    private final Predicate<byte[]> reproduces;
    private final ReduceLimits limits;
    private final long deadlineNanos;
    private final Map<ByteBuffer, Boolean> answered = new HashMap<>();
    private final MessageDigest digest;
    private int attempts;
    private byte[] best;

    Trials(Predicate<byte[]> reproduces, ReduceLimits limits) {
        this.reproduces = reproduces;
        this.limits = limits;
        // a year is as good as forever here, and keeps the deadline arithmetic far from overflow
        long nanos = limits.maxTime().compareTo(java.time.Duration.ofDays(365)) > 0 ? java.time.Duration.ofDays(365).toNanos()
                : limits.maxTime().toNanos();
        this.deadlineNanos = System.nanoTime() + nanos;
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * True if {@code candidate} fails the same way. A predicate that throws is taken as "does not
     * reproduce": predicates decode candidates, and most candidates are not valid files.
     *
     * @throws LimitReached if the candidate is new and no attempt or no time is left
     */
    boolean test(byte[] candidate) {
        ByteBuffer key = ByteBuffer.wrap(digest.digest(candidate));
        Boolean known = answered.get(key);
        if (known != null) {
            return known;
        }
        if (attempts >= limits.maxAttempts()) {
            throw new LimitReached("attempt limit " + limits.maxAttempts() + " reached");
        }
        checkTime();
        attempts++;
        boolean result;
        try {
            result = reproduces.test(candidate.clone());
        } catch (RuntimeException e) {
            result = false;
        }
        answered.put(key, result);
        return result;
    }

    /**
     * Ends the reduction if its time is up; called between attempts too, where a pass builds many
     * candidates that the writer refuses before it runs one.
     */
    void checkTime() {
        if (System.nanoTime() - deadlineNanos > 0) {
            throw new LimitReached("time limit " + limits.maxTime() + " reached after " + attempts + " attempts");
        }
    }

    /**
     * Takes a reproducing input as the best so far unless it is longer: every pass only offers
     * inputs it made simpler, so an equally long one (a byte set to zero) is progress too.
     */
    void offer(byte[] reproducing) {
        if (best == null || reproducing.length <= best.length) {
            best = reproducing;
        }
    }

    byte[] best() {
        return best;
    }

    int attempts() {
        return attempts;
    }
}
