package dev.mapharness.fuzz.reduce;

import java.time.Duration;

public record ReduceLimits(int maxAttempts, Duration maxTime) {
    public static ReduceLimits standard() {
        return new ReduceLimits(5000, Duration.ofSeconds(60));
    }
}
