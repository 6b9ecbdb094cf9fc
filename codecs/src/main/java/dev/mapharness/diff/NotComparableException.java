package dev.mapharness.diff;

/** Two models a differential cannot compare: files of different formats. */
public final class NotComparableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NotComparableException(String message) {
        super(message);
    }
}
