package dev.mapharness.wwd;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.bytes.RawString;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The metadata the community editor WapMap appends after a level's main block (after the zlib
 * stream of a compressed level): docs/wwd.md, from WapMap's own description of it.
 *
 * <pre>
 * "&lt;wm_meta&gt;" (9 bytes, no NUL)
 * block: u8 id; u32 length; length bytes of data
 *   id 0 MetaInfo, length 4: u32 size of the whole metadata, tags included   (always first)
 *   … any blocks: 2 Header, 3 Guides, 4 Favourite locations, others skipped by id …
 *   id 1 MetaEndInfo, length 4: the same u32 size                            (always last)
 * "&lt;/wm_meta&gt;" (10 bytes, no NUL)
 * </pre>
 *
 * WapMap finds the metadata from the end of the file: the size word just before the end tag. The
 * model keeps the blocks between MetaInfo and MetaEndInfo as they are (id and raw data); the two
 * size blocks and the tags are derived, so a reader recognises metadata only when they agree, and
 * keeps anything else as unexplained bytes.
 *
 * @param blocks the blocks between MetaInfo and MetaEndInfo, in file order
 */
public record WwdWapMapMeta(List<Block> blocks) {
    static final byte[] START_TAG = "<wm_meta>".getBytes(StandardCharsets.US_ASCII);
    static final byte[] END_TAG = "</wm_meta>".getBytes(StandardCharsets.US_ASCII);
    public static final int ID_META_INFO = 0;
    public static final int ID_META_END_INFO = 1;
    public static final int ID_HEADER = 2;
    public static final int ID_GUIDES = 3;
    public static final int ID_FAVOURITES = 4;
    private static final int BLOCK_HEADER = 5;
    private static final int SIZE_BLOCK = BLOCK_HEADER + 4;
    /** Tags and the two size blocks: the smallest metadata. */
    static final int MIN_SIZE = 9 + 2 * SIZE_BLOCK + 10;

    public WwdWapMapMeta {
        blocks = List.copyOf(blocks);
    }

    /**
     * One block: its id (0–255) and its data.
     */
    public record Block(int id, Blob data) {
        public Block {
            Objects.requireNonNull(data, "data");
        }
    }

    /** WapMap's Header block (id 2), read when its data has exactly that shape. */
    public record Header(int wapMapBuild, RawString wapMapVersion, int mapBuild, RawString mapVersion,
                         RawString description) {
    }

    /** The metadata as it is stored. */
    public byte[] encode() {
        long size = encodedSize();
        ByteOutput out = ByteOutput.exactly((int) size);
        out.bytes(START_TAG);
        out.u8(ID_META_INFO).u32(4).u32(size);
        for (Block b : blocks) {
            out.u8(b.id()).u32(b.data().length()).bytes(b.data().bytes());
        }
        out.u8(ID_META_END_INFO).u32(4).u32(size);
        out.bytes(END_TAG);
        return out.toByteArray();
    }

    /** Bytes of {@link #encode()}. */
    public long encodedSize() {
        long size = MIN_SIZE;
        for (Block b : blocks) {
            size += BLOCK_HEADER + (long) b.data().length();
        }
        return size;
    }

    /** The Header block's fields, if there is one and it has the shape WapMap writes. */
    public Optional<Header> header() {
        for (Block b : blocks) {
            if (b.id() == ID_HEADER) {
                return parseHeader(b.data().bytes());
            }
        }
        return Optional.empty();
    }

    /** What a finding says about it: WapMap's build and version, and the map's, when the Header block reads. */
    public String describe() {
        return header().map(h -> "saved by WapMap build " + h.wapMapBuild() + " (" + h.wapMapVersion().text()
                        + "), map build " + h.mapBuild() + (h.mapVersion().isEmpty() ? "" : ", version " + h.mapVersion().text()))
                .orElse(blocks.size() + (blocks.size() == 1 ? " block" : " blocks"));
    }

    /**
     * The metadata at the end of {@code bytes[from, to)}, if the bytes there end with it: the size
     * word before the end tag names its start, and the tags, the block chain and both size blocks
     * all agree.
     *
     * @return the metadata and where it starts
     */
    static Optional<Found> findAtEnd(byte[] bytes, int from, int to) {
        int length = to - from;
        if (length < MIN_SIZE || !startsWith(bytes, to - END_TAG.length, END_TAG)) {
            return Optional.empty();
        }
        long size = u32(bytes, to - END_TAG.length - 4);
        if (size < MIN_SIZE || size > length) {
            return Optional.empty();
        }
        int start = to - (int) size;
        if (!startsWith(bytes, start, START_TAG)) {
            return Optional.empty();
        }
        int at = start + START_TAG.length;
        int end = to - END_TAG.length;
        if (!sizeBlock(bytes, at, ID_META_INFO, size) || !sizeBlock(bytes, end - SIZE_BLOCK, ID_META_END_INFO, size)) {
            return Optional.empty();
        }
        at += SIZE_BLOCK;
        int blocksEnd = end - SIZE_BLOCK;
        List<Block> blocks = new ArrayList<>();
        while (at < blocksEnd) {
            if (blocksEnd - at < BLOCK_HEADER) {
                return Optional.empty();
            }
            long n = u32(bytes, at + 1);
            if (n > blocksEnd - at - BLOCK_HEADER) {
                return Optional.empty();
            }
            int dataAt = at + BLOCK_HEADER;
            blocks.add(new Block(bytes[at] & 0xFF, Blob.of(Arrays.copyOfRange(bytes, dataAt, dataAt + (int) n))));
            at = dataAt + (int) n;
        }
        return Optional.of(new Found(new WwdWapMapMeta(blocks), start));
    }

    /** Metadata found at the end of some bytes, and the offset where it starts. */
    record Found(WwdWapMapMeta meta, int start) {
    }

    private static boolean sizeBlock(byte[] b, int at, int id, long size) {
        return (b[at] & 0xFF) == id && u32(b, at + 1) == 4 && u32(b, at + BLOCK_HEADER) == size;
    }

    private static Optional<Header> parseHeader(byte[] d) {
        if (d.length < 4) {
            return Optional.empty();
        }
        int build = (int) u32(d, 0);
        int versionEnd = nul(d, 4);
        if (versionEnd < 0 || versionEnd + 5 > d.length) {
            return Optional.empty();
        }
        int mapBuild = (int) u32(d, versionEnd + 1);
        int mapVersionAt = versionEnd + 5;
        int mapVersionEnd = nul(d, mapVersionAt);
        int descriptionEnd = mapVersionEnd < 0 ? -1 : nul(d, mapVersionEnd + 1);
        if (descriptionEnd != d.length - 1) {
            return Optional.empty();
        }
        return Optional.of(new Header(build, RawString.ofRange(d, 4, versionEnd), mapBuild,
                RawString.ofRange(d, mapVersionAt, mapVersionEnd), RawString.ofRange(d, mapVersionEnd + 1, descriptionEnd)));
    }

    private static int nul(byte[] d, int from) {
        for (int i = from; i < d.length; i++) {
            if (d[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] b, int at, byte[] tag) {
        return at >= 0 && at + tag.length <= b.length && Arrays.equals(b, at, at + tag.length, tag, 0, tag.length);
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (long) (b[at + 3] & 0xFF) << 24;
    }
}
