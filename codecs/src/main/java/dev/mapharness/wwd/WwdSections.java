package dev.mapharness.wwd;

import dev.mapharness.format.Violations;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where each section of a WWD file lies, so a reader can tell overlapping sections, bytes no
 * section holds, and where the last section ends (what follows is trailing bytes).
 *
 * <p>Sections may come in any order. Image-set name lists of different planes may share bytes
 * (real files do this), so only they may overlap each other.
 */
final class WwdSections {
    /** A section as the file holds it: {@code [start, end)} of the uncompressed image. */
    record Section(WwdSectionId id, long start, long end) {
        String name() {
            return switch (id.kind()) {
                case PLANE_HEADERS -> "plane headers";
                case TILE_PROPERTIES -> "tile properties";
                default -> id.path();
            };
        }

        boolean imageSets() {
            return id.kind() == WwdSectionId.Kind.IMAGE_SETS;
        }
    }

    private final List<Section> sections = new ArrayList<>();

    /** Records a section; an empty one holds no bytes and is not recorded. */
    void add(WwdSectionId id, long start, long end) {
        if (end > start) {
            sections.add(new Section(id, start, end));
        }
    }

    /** The sections in file order (by start, then end). */
    List<Section> inFileOrder() {
        List<Section> sorted = new ArrayList<>(sections);
        sorted.sort(Comparator.comparingLong(Section::start).thenComparingLong(Section::end));
        return sorted;
    }

    /** True if some sections share bytes (image-set lists may; others overlapping is an error). */
    boolean overlapping() {
        long end = 0;
        for (Section s : inFileOrder()) {
            if (s.start() < end) {
                return true;
            }
            end = Math.max(end, s.end());
        }
        return false;
    }

    /**
     * Reports overlaps and gaps, and returns where the last section ends.
     */
    long check(Violations violations) {
        List<Section> sorted = inFileOrder();
        long end = 0;
        Section last = null;
        int overlaps = 0;
        String firstOverlap = null;
        long firstOverlapAt = 0;
        long gapBytes = 0;
        int gaps = 0;
        long firstGapAt = 0;
        for (Section s : sorted) {
            if (last != null && s.start() < end && !(s.imageSets() && last.imageSets())) {
                if (overlaps++ == 0) {
                    firstOverlap = s.name() + " starts inside " + last.name();
                    firstOverlapAt = s.start();
                }
            } else if (s.start() > end) {
                if (gaps++ == 0) {
                    firstGapAt = end;
                }
                gapBytes += s.start() - end;
            }
            if (s.end() > end) {
                end = s.end();
                last = s;
            }
        }
        if (overlaps > 0) {
            violations.add(WwdRules.SECTION_OVERLAP, firstOverlapAt, "", overlaps + (overlaps == 1 ? " section overlaps" : " sections overlap")
                    + " another (first: " + firstOverlap + ")");
        }
        if (gaps > 0) {
            violations.add(WwdRules.SECTION_GAP, firstGapAt, "", gapBytes + " bytes in " + gaps + (gaps == 1 ? " gap" : " gaps")
                    + " between sections belong to no section; a rewrite in the file's layout keeps them, a canonical"
                    + " one drops them");
        }
        return end;
    }
}
