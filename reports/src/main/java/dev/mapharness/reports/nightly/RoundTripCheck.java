package dev.mapharness.reports.nightly;

/**
 * One corpus file read, written and read back: the model must come back equal and a canonical
 * file byte for byte.
 *
 * @param file   the file, relative to the corpus directory
 * @param format the format's display name
 * @param passed true if the round trip held
 * @param detail what broke (the first differing field, or the failure); empty when passed
 */
public record RoundTripCheck(String file, String format, boolean passed, String detail) {
}
