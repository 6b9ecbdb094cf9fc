package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteOutput;
import dev.mapharness.format.FileSize;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Lays a level's sections out into its uncompressed image (header, main block, trailing bytes).
 *
 * <ul>
 *   <li>Canonical: plane headers, then per plane its tiles, image-set names and objects, then the
 *       tile properties; an empty object list has offset 0, every other empty section the offset
 *       where it would start (GLE's habit, which the seed describes).</li>
 *   <li>In place ({@link #patched}): when every section of the level is as long as in the file it
 *       was read from, each goes back where it was, over a copy of the file's image, so the bytes
 *       between sections stay and an unchanged level gives its image back byte for byte (shared or
 *       overlapping sections included).</li>
 *   <li>In the file's order ({@link #inFileOrder}): when sizes changed, the sections follow one
 *       another in the order the file had them, each after the bytes that preceded it there; offsets
 *       before the first change stay, later ones move by what changed.</li>
 * </ul>
 */
final class WwdAssembly {
    /**
     * One section in a layout: the bytes to put before it, and whether, when empty, its offset is 0
     * rather than where it would start.
     */
    record Slot(WwdSectionId id, byte[] gapBefore, boolean zeroWhenEmpty) {
    }

    private static final byte[] NO_GAP = new byte[0];

    private WwdAssembly() {
    }

    /** Every section of a level with {@code planes} planes but the header, in canonical order. */
    static List<WwdSectionId> canonicalOrder(int planes) {
        List<WwdSectionId> ids = new ArrayList<>(3 * planes + 2);
        ids.add(WwdSectionId.PLANE_HEADERS);
        for (int i = 0; i < planes; i++) {
            ids.add(WwdSectionId.tiles(i));
            ids.add(WwdSectionId.imageSets(i));
            ids.add(WwdSectionId.objects(i));
        }
        ids.add(WwdSectionId.TILE_PROPERTIES);
        return ids;
    }

    /** WapMap's order: plane headers, every plane's tiles, every plane's image sets, every plane's objects, tile properties. */
    static List<WwdSectionId> groupedOrder(int planes) {
        List<WwdSectionId> ids = new ArrayList<>(3 * planes + 2);
        ids.add(WwdSectionId.PLANE_HEADERS);
        for (WwdSectionId.Kind kind : List.of(WwdSectionId.Kind.TILES, WwdSectionId.Kind.IMAGE_SETS,
                WwdSectionId.Kind.OBJECTS)) {
            for (int i = 0; i < planes; i++) {
                ids.add(new WwdSectionId(kind, i));
            }
        }
        ids.add(WwdSectionId.TILE_PROPERTIES);
        return ids;
    }

    /** The image of a new level in {@code style}: its order, and filler bytes before each non-empty section. */
    static byte[] inStyle(WwdLevel level, WwdWriteStyle style) {
        int n = level.planes().size();
        List<WwdSectionId> order = style.grouped() ? groupedOrder(n) : canonicalOrder(n);
        byte[] gap = new byte[style.gap()];
        Arrays.fill(gap, (byte) 0xCD);
        List<Slot> slots = order.stream().map(id -> new Slot(id, WwdSectionWriter.size(level, id) > 0 ? gap : NO_GAP,
                id.kind() == WwdSectionId.Kind.OBJECTS)).toList();
        return sequential(level, slots, WwdSectionWriter.Words.canonical(n));
    }

    private static List<Slot> slots(List<WwdSectionId> order) {
        return order.stream().map(id -> new Slot(id, NO_GAP, id.kind() == WwdSectionId.Kind.OBJECTS)).toList();
    }

    /** The sections one after another in {@code slots} order, each after its gap bytes, then the trailing bytes. */
    static byte[] sequential(WwdLevel level, List<Slot> slots, WwdSectionWriter.Words words) {
        Map<WwdSectionId, Long> at = new HashMap<>();
        long pos = WwdHeader.SIZE;
        for (Slot s : slots) {
            pos += s.gapBefore().length;
            long size = WwdSectionWriter.size(level, s.id());
            at.put(s.id(), size == 0 && s.zeroWhenEmpty() ? 0 : pos);
            pos += size;
        }
        // exactly: the offsets written in the header and plane headers are checked against the bytes on every write
        ByteOutput out = ByteOutput.exactly(FileSize.checked(pos + level.trailing().length(), WwdWriteRules.FILE_TOO_LARGE));
        WwdSectionWriter.header(out, level, at);
        for (Slot s : slots) {
            out.bytes(s.gapBefore());
            WwdSectionWriter.section(out, level, s.id(), at, words);
        }
        out.bytes(level.trailing().bytes());
        return out.toByteArray();
    }

    /**
     * The level over a copy of the file's image, every section where the file had it, if every
     * section is as long as it was there (and, where sections shared bytes, they still agree).
     */
    static Optional<byte[]> patched(WwdLevel level, WwdSourceLayout layout) {
        int n = level.planes().size();
        if (n != layout.planes.size() || layout.image.length - layout.sectionsEnd != level.trailing().length()) {
            return Optional.empty();
        }
        List<WwdSectionId> ids = canonicalOrder(n);
        for (WwdSectionId id : ids) {
            if (WwdSectionWriter.size(level, id) != layout.sizes.getOrDefault(id, 0L)) {
                return Optional.empty();
            }
        }
        Map<WwdSectionId, Long> at = rawOffsets(layout);
        WwdSectionWriter.Words words = words(level, layout);
        byte[] image = layout.image.clone();
        Map<WwdSectionId, byte[]> written = new HashMap<>();
        for (WwdSectionId id : ids) {
            if (layout.sizes.getOrDefault(id, 0L) > 0) {
                byte[] bytes = encode(level, id, at, words);
                System.arraycopy(bytes, 0, image, (int) (long) at.get(id), bytes.length);
                written.put(id, bytes);
            }
        }
        byte[] header = encode(level, WwdSectionId.HEADER, at, words);
        System.arraycopy(header, 0, image, 0, header.length);
        byte[] trailing = level.trailing().bytes();
        System.arraycopy(trailing, 0, image, (int) layout.sectionsEnd, trailing.length);
        if (layout.overlapping) {
            // sections that shared bytes in the file must still agree on them
            for (Map.Entry<WwdSectionId, byte[]> e : written.entrySet()) {
                int from = (int) (long) at.get(e.getKey());
                if (!Arrays.equals(image, from, from + e.getValue().length, e.getValue(), 0, e.getValue().length)) {
                    return Optional.empty();
                }
            }
            if (!Arrays.equals(image, 0, header.length, header, 0, header.length)) {
                return Optional.empty();
            }
        }
        return Optional.of(image);
    }

    /**
     * The level with its sections in the order of the file it was read from, each preceded by the
     * bytes that preceded it there. A section the file left empty goes where its offset pointed (or
     * at the end when that was nowhere); with planes added or removed, the file's order has no place
     * for them, and the sections follow WapMap's grouped order if the file did, else the canonical one.
     */
    static byte[] inFileOrder(WwdLevel level, WwdSourceLayout layout) {
        int n = level.planes().size();
        WwdSectionWriter.Words words = words(level, layout);
        if (n != layout.planes.size()) {
            return sequential(level, slots(layout.groupedByKind() ? groupedOrder(n) : canonicalOrder(n)), words);
        }
        Map<WwdSectionId, Long> raw = rawOffsets(layout);
        Map<WwdSectionId, WwdSections.Section> placed = new HashMap<>();
        layout.sections.forEach(s -> placed.put(s.id(), s));
        List<WwdSectionId> canonical = canonicalOrder(n);
        Map<WwdSectionId, Integer> index = new HashMap<>();
        canonical.forEach(id -> index.put(id, index.size()));
        List<WwdSectionId> order = new ArrayList<>(canonical);
        order.sort(Comparator.comparingLong((WwdSectionId id) -> key(id, placed, raw, layout))
                .thenComparingInt(id -> placed.containsKey(id) ? 1 : 0)
                .thenComparingInt(index::get));
        List<Slot> slots = new ArrayList<>(order.size());
        long oldEnd = WwdHeader.SIZE;
        for (WwdSectionId id : order) {
            long start = key(id, placed, raw, layout);
            byte[] gap = NO_GAP;
            if (start != Long.MAX_VALUE && start > oldEnd) {
                gap = Arrays.copyOfRange(layout.image, (int) oldEnd, (int) start);
                oldEnd = start;
            }
            WwdSections.Section s = placed.get(id);
            if (s != null) {
                oldEnd = Math.max(oldEnd, s.end());
            }
            slots.add(new Slot(id, gap, raw.get(id) == 0));
        }
        return sequential(level, slots, words);
    }

    /** Where a section sat in the file: its start, or for one the file left empty, where its offset pointed. */
    private static long key(WwdSectionId id, Map<WwdSectionId, WwdSections.Section> placed, Map<WwdSectionId, Long> raw,
                            WwdSourceLayout layout) {
        WwdSections.Section s = placed.get(id);
        if (s != null) {
            return s.start();
        }
        long r = raw.get(id);
        return r >= WwdHeader.SIZE && r <= layout.sectionsEnd ? r : Long.MAX_VALUE;
    }

    /** The offsets the file's header and plane headers held, by section. */
    private static Map<WwdSectionId, Long> rawOffsets(WwdSourceLayout layout) {
        Map<WwdSectionId, Long> at = new HashMap<>();
        at.put(WwdSectionId.PLANE_HEADERS, layout.header.planesOffset());
        at.put(WwdSectionId.TILE_PROPERTIES, layout.header.tilePropertiesOffset());
        for (int i = 0; i < layout.planes.size(); i++) {
            WwdSourceLayout.PlaneWords p = layout.planes.get(i);
            at.put(WwdSectionId.tiles(i), p.tilesOffset());
            at.put(WwdSectionId.imageSets(i), p.imageSetsOffset());
            at.put(WwdSectionId.objects(i), p.objectsOffset());
        }
        return at;
    }

    /** The file's header-size words for the planes it had; 160 for planes it did not. */
    private static WwdSectionWriter.Words words(WwdLevel level, WwdSourceLayout layout) {
        long[] sizes = new long[level.planes().size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = i < layout.planes.size() ? layout.planes.get(i).blockSize() : WwdPlane.HEADER_SIZE;
        }
        return new WwdSectionWriter.Words(sizes, layout.header.tilePropertiesSize());
    }

    private static byte[] encode(WwdLevel level, WwdSectionId id, Map<WwdSectionId, Long> at,
                                 WwdSectionWriter.Words words) {
        ByteOutput out = ByteOutput.exactly((int) WwdSectionWriter.size(level, id));
        WwdSectionWriter.section(out, level, id, at, words);
        return out.toByteArray();
    }
}
