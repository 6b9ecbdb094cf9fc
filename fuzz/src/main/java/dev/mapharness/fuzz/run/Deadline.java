package dev.mapharness.fuzz.run;

import java.time.Duration;

/**
 * A point in time on {@link System#nanoTime()}'s clock by which something must be over: the night's
 * end, or one child JVM's.
 *
 * @param nanos the point, on {@code System.nanoTime()}'s scale
 */
public record Deadline(long nanos) {
    /** No deadline: nothing is ever stopped by it. */
    public static final Deadline NONE = new Deadline(Long.MAX_VALUE);

    /** The point {@code d} from now (a negative {@code d} is already past). */
    public static Deadline after(Duration d) {
        long now = System.nanoTime();
        // far deadlines must not wrap around
        if (d.compareTo(Duration.ofDays(365)) > 0) {
            return NONE;
        }
        return new Deadline(now + d.toNanos());
    }

    /** The time left, zero once it has passed. */
    public Duration left() {
        if (this.equals(NONE)) {
            return Duration.ofSeconds(Long.MAX_VALUE / 1_000_000_000L);
        }
        long left = nanos - System.nanoTime();
        return left <= 0 ? Duration.ZERO : Duration.ofNanos(left);
    }

    public boolean passed() {
        return left().isZero();
    }

    /** The earlier of the two. */
    public Deadline orEarlier(Deadline other) {
        if (this.equals(NONE)) {
            return other;
        }
        if (other.equals(NONE)) {
            return this;
        }
        // compare as nanoTime values are meant to be compared: by their difference
        return other.nanos - nanos < 0 ? other : this;
    }
}
