package dev.mapharness.wwd;

/** Offsets of the header words a reader looks at before it parses the header, and a writer fills in last. */
final class WwdLayout {
    static final int FLAGS = 0x8;
    static final int DECOMPRESSED_SIZE = 0x2E8;
    static final int CHECKSUM = 0x2EC;

    private WwdLayout() {
    }
}
