package dev.mapharness.wwd;

/**
 * Offsets of the header words a reader looks at before it parses the header or reports on by
 * offset, and a writer fills in last (decompressed size and checksum).
 */
final class WwdHeaderOffsets {
    static final int FLAGS = 0x8;
    static final int UNKNOWN3 = 0x2D8;
    static final int DECOMPRESSED_SIZE = 0x2E8;
    static final int CHECKSUM = 0x2EC;

    private WwdHeaderOffsets() {
    }
}
