package dev.mapharness.fuzz.reduce;

import java.time.Duration;
import java.util.Objects;

/**
 * How much a reduction may spend: replays of candidate inputs, and wall time. Whichever runs out
 * first ends the reduction, which then returns the smallest input found so far.
 *
 * @param maxAttempts candidate inputs run against the predicate at most (the first check of the
 *                    original input included)
 * @param maxTime     wall time at most
 */
public record ReduceLimits(int maxAttempts, Duration maxTime) {
    public ReduceLimits {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("a reduction needs at least one attempt, to check the input; not " + maxAttempts);
        }
        Objects.requireNonNull(maxTime, "maxTime");
        if (maxTime.isNegative() || maxTime.isZero()) {
            throw new IllegalArgumentException("a reduction needs some time, not " + maxTime);
        }
    }

    /** What the nightly runner and {@code mapharness repro --minimize} use: 5000 attempts, one minute. */
    public static ReduceLimits standard() {
        return new ReduceLimits(5000, Duration.ofSeconds(60));
    }

    /** A limit of attempts only (the time limit is a day), for runs that must not depend on the machine's speed. */
    public static ReduceLimits attempts(int maxAttempts) {
        return new ReduceLimits(maxAttempts, Duration.ofDays(1));
    }
}
