package dev.mapharness.wwd;

/** What a WWD's first bytes say before the level is read: enough for a batch to plan its memory. */
public final class WwdHead {
    /** zlib's deflate cannot make more than about 1032 bytes of one byte of stream. */
    private static final long MAX_INFLATE_RATIO = 1032;

    private WwdHead() {
    }

    /**
     * How many bytes the level is once inflated: the decompressed size a compressed level's header
     * claims (never more than its stream could inflate to), otherwise the file's size.
     *
     * @param head     the file's first bytes (at least the header's first 0x2EC, or the answer is the size)
     * @param fileSize the whole file's size
     */
    public static long decodedSize(byte[] head, long fileSize) {
        if (head.length < WwdHeaderOffsets.DECOMPRESSED_SIZE + 4 || u32(head, 0) != WwdHeader.SIZE
                || (u32(head, WwdHeaderOffsets.FLAGS) & WwdHeader.FLAG_COMPRESSED) == 0) {
            return fileSize;
        }
        long claimed = u32(head, WwdHeaderOffsets.DECOMPRESSED_SIZE);
        return Math.max(fileSize, Math.min(claimed, fileSize * MAX_INFLATE_RATIO));
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }
}
