package dev.mapharness.compress;

import java.util.Locale;

/**
 * How hard the encoders look for matches: the trade between encoding speed and stream size. Every
 * level writes a stream any decoder of the format accepts; only the parse differs.
 */
public enum CompressionLevel {
    /**
     * One probe of a hash table per position and ever sparser probes through incompressible
     * stretches, as liblzo2's LZO1X-1 and LZ4 do: the fastest, at a ratio like LZO1X-1's.
     */
    FAST,
    /**
     * Greedy matches from short hash chains: the streams mapharness has always written (the corpus
     * and its golden files hold them, so this level's bytes never change).
     */
    DEFAULT,
    /**
     * A cost-based parse over deep hash chains: every position's cheapest way to be reached, by a
     * literal or by a copy of any length the chains found, priced in the format's own instruction
     * bytes. The smallest streams, several times slower than {@link #DEFAULT}.
     */
    BEST;

    /** The level's name as the command line spells it: {@code fast}, {@code default}, {@code best}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code id} ({@code fast}, {@code default} or {@code best}, any case). */
    public static CompressionLevel of(String id) {
        for (CompressionLevel level : values()) {
            if (level.id().equalsIgnoreCase(id)) {
                return level;
            }
        }
        throw new IllegalArgumentException("a compression level is fast, default or best, not '" + id + "'");
    }
}
