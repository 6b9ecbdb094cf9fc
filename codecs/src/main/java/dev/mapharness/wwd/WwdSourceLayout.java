package dev.mapharness.wwd;

import dev.mapharness.format.Format;
import dev.mapharness.format.SourceLayout;
import java.util.List;
import java.util.Map;

/**
 * How a WWD file lays its level out, as the reader found it: where each section lies and in which
 * order, the bytes between sections, the uncompressed image, the zlib stream and its level, the
 * stored decompressed size and checksum and which editor's formula the checksum follows, and the
 * raw words the model derives (offsets of empty sections, header sizes). Given back to
 * {@link WwdWriter#write(WwdLevel, WwdSourceLayout)}, it lets an unchanged level come out as the
 * file's own bytes and a changed one keep its section order (docs/wwd.md).
 *
 * <p>Kept beside the model, never inside it: two levels are equal whatever their layouts.
 */
public final class WwdSourceLayout implements SourceLayout {
    /** Raw words of one plane header that the model derives. */
    record PlaneWords(long blockSize, long tilesOffset, long imageSetsOffset, long objectsOffset) {
    }

    /** The header's words the model derives, as stored. */
    record HeaderWords(long planesOffset, long tilePropertiesOffset, long decompressedSize, int checksum,
                       long tilePropertiesSize) {
    }

    /** The header and the main block, uncompressed, without what follows a zlib stream or WapMap's metadata. */
    final byte[] image;
    /** The zlib stream as the file holds it, or null if the file was not compressed. */
    final byte[] stream;
    final int deflateLevel;
    final WwdChecksum.Formula formula;
    final HeaderWords header;
    final List<PlaneWords> planes;
    /** Every non-empty section but the header, in file order. */
    final List<WwdSections.Section> sections;
    /** Sizes of every section the file has (0 for an empty one), by id. */
    final Map<WwdSectionId, Long> sizes;
    final boolean overlapping;
    /** Where the last section ends: the model's trailing bytes start here. */
    final long sectionsEnd;
    /**
     * The level as read and the file it came from: an equal level is written as these bytes, whatever
     * its sections do; null in a layout {@link #forEdits() for edits}.
     */
    final WwdLevel source;
    final byte[] file;

    WwdSourceLayout(byte[] image, byte[] stream, int deflateLevel, WwdChecksum.Formula formula, HeaderWords header,
                    List<PlaneWords> planes, List<WwdSections.Section> sections, Map<WwdSectionId, Long> sizes,
                    boolean overlapping, long sectionsEnd, WwdLevel source, byte[] file) {
        this.source = source;
        this.file = file;
        this.image = image;
        this.stream = stream;
        this.deflateLevel = deflateLevel;
        this.formula = formula;
        this.header = header;
        this.planes = List.copyOf(planes);
        this.sections = List.copyOf(sections);
        this.sizes = Map.copyOf(sizes);
        this.overlapping = overlapping;
        this.sectionsEnd = sectionsEnd;
    }

    @Override
    public Format format() {
        return Format.WWD;
    }

    /** The same layout without the file to give back for the level as read: its sections are placed. */
    @Override
    public WwdSourceLayout forEdits() {
        return new WwdSourceLayout(image, stream, deflateLevel, formula, header, planes, sections, sizes, overlapping,
                sectionsEnd, null, file);
    }

    /** The non-empty sections in the order the file holds them, by field path ({@code planes[1].tiles}, …). */
    public List<String> sectionOrder() {
        return sections.stream().map(s -> s.id().path()).toList();
    }

    /**
     * True if the file held every plane's tiles, then every plane's image sets, then every plane's
     * objects (WapMap's order, and that of every level found in the wild), not plane by plane.
     */
    public boolean groupedByKind() {
        int last = -1;
        for (WwdSections.Section s : sections) {
            int k = s.id().kind().ordinal();
            if (s.id().plane() >= 0) {
                if (k < last) {
                    return false;
                }
                last = k;
            }
        }
        return true;
    }

    /** True if the file held its main block as a zlib stream. */
    public boolean compressed() {
        return stream != null;
    }

    /** The checksum formula the file's checksum follows ({@link WwdChecksum.Formula#SEED} if none). */
    public WwdChecksum.Formula checksumFormula() {
        return formula;
    }

    /** Bytes between sections (not counting trailing bytes): what a canonical rewrite would drop. */
    public long gapBytes() {
        long gap = 0;
        long end = WwdHeader.SIZE;
        for (WwdSections.Section s : sections) {
            if (s.start() > end) {
                gap += s.start() - end;
            }
            end = Math.max(end, s.end());
        }
        return gap;
    }
}
