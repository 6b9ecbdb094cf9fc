package dev.mapharness.wmpb;

/**
 * A colour of the level settings: a first byte (the fog colour's number 0–3, 0 for the sun and
 * ambient colours), then red, green and blue.
 */
public record WmpbColour(int first, int red, int green, int blue) {
    public WmpbColour {
        if ((first | red | green | blue) >>> 8 != 0) {
            throw new IllegalArgumentException("colour parts are bytes: " + first + " " + red + " " + green + " " + blue);
        }
    }
}
