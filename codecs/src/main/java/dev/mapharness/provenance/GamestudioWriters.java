package dev.mapharness.provenance;

import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who wrote a Gamestudio level: WED 6 (text WMP), WED 7/8 through wmpio (WMPB, {@code $$M}),
 * MapBuilder ({@code $$M}) or mapharness. docs/provenance.md gives the evidence for each habit.
 */
final class GamestudioWriters {
    private static final Pattern WMPIO = Pattern.compile("wmpio \\(([0-9][0-9.]{0,11})\\)");
    private static final Pattern ACKWED = Pattern.compile("ACKWED V ([0-9]{1,3})((?:\\.[0-9]{1,6}){0,3})");
    /** How far into a WMPB file its comment may lie: the header and the first chunk's tag and size come first. */
    private static final int WMPB_COMMENT_WITHIN = 256;

    private GamestudioWriters() {
    }

    /** MapBuilder's {@code $$M}: its signed header, or its exporter's entity habits. */
    static Optional<Provenance> mapBuilder(FileFacts f) {
        List<String> traits = new ArrayList<>();
        List<String> evidence = new ArrayList<>();
        Confidence c = Confidence.NONE;
        Optional<String> header = HeaderComments.starting(HeaderComments.of(f.bytes()), "Exported by MapBuilder");
        if (header.isPresent()) {
            traits.add("header comment");
            evidence.add("the header comment \"// " + header.get() + "\" is the one MapBuilder's exporter writes"
                    + " (MBsaveaswmb.c)");
            c = Confidence.CERTAIN;
        }
        MapBuilderHabits h = MapBuilderHabits.of(f.bytes());
        if (h.shadowLines() > 0) {
            traits.add("entity trailing shadow line");
            evidence.add(h.shadowLines() + " of " + h.entities() + " extended entities have a line after their"
                    + " material (first at byte " + h.firstShadowLine() + ": \"" + h.firstShadowName() + "\"), where"
                    + " MapBuilder writes an entity's shadow sprite; wmpio ends the entity with its material");
            c = c == Confidence.NONE ? Confidence.LIKELY : c;
        }
        if (h.terrainActions() > 0) {
            traits.add("terrain actions");
            evidence.add(h.terrainActions() + " entities have the action TerrHmp_GroundAction or TerrHmp_WaterAction"
                    + " (first at byte " + h.firstTerrainAction() + "), which MapBuilder gives its terrains");
            c = c == Confidence.NONE ? Confidence.LIKELY : c;
        }
        if (h.flags16() > 0) {
            traits.add("16-digit flags");
            evidence.add(h.flags16() + " of " + h.entities() + " extended entities have flags of 16 binary digits with"
                    + " FLAG8 set (first at byte " + h.firstFlags16() + "): MapBuilder writes 16 digits when no lower"
                    + " flag is set and always sets FLAG8; wmpio sets FLAG8 only where the level does");
            c = c == Confidence.NONE ? Confidence.POSSIBLE : c;
        }
        return c == Confidence.NONE ? Optional.empty()
                : Optional.of(new Provenance(Editors.MAPBUILDER, String.join(", ", traits), c, evidence));
    }

    /** WED 7/8's level library, wmpio, signs {@code $$M} headers and WMPB comments with its version. */
    static Optional<Provenance> wmpio(FileFacts f) {
        String where;
        Matcher m;
        if (f.format() == Format.WMPB) {
            String head = new String(f.bytes(), 0, Math.min(f.bytes().length, WMPB_COMMENT_WITHIN),
                    StandardCharsets.ISO_8859_1);
            m = WMPIO.matcher(head);
            if (!m.find()) {
                return Optional.empty();
            }
            where = "the level's comment chunk (at byte " + m.start() + ") says \"" + printable(head, m.start()) + "\"";
        } else {
            Optional<String> header = HeaderComments.of(f.bytes()).stream().filter(l -> WMPIO.matcher(l).lookingAt())
                    .findFirst();
            if (header.isEmpty()) {
                return Optional.empty();
            }
            m = WMPIO.matcher(header.get());
            m.lookingAt();
            where = "the header comment \"// " + header.get() + "\"";
        }
        String version = m.group(1);
        List<String> evidence = new ArrayList<>();
        evidence.add(where + ": WED 7 and 8 save through their level library wmpio, which signs each file with its"
                + " version and the date");
        if (f.format() == Format.WMPB) {
            evidence.add("mapharness writes a level with this comment to the same bytes (WMPB has one encoding per"
                    + " level, and mapharness's converters sign with wmpio's comment), so a level it wrote looks the same");
        } else if (f.canonical()) {
            evidence.add("mapharness's $$M writer prints this level to these same bytes (it follows wmpio's layout and"
                    + " keeps the header), so a level mapharness rewrote looks the same");
        }
        return Optional.of(new Provenance(Editors.WED + " 8 / wmpio " + version, "header comment", Confidence.LIKELY,
                evidence));
    }

    /** WED 6 signs text levels with {@code // WMP2}, {@code // ACKWED V <version>} and {@code // Created <date>}. */
    static Optional<Provenance> wed6(FileFacts f) {
        List<String> header = HeaderComments.of(f.bytes());
        Optional<String> ackwed = header.stream().filter(l -> ACKWED.matcher(l).lookingAt()).findFirst();
        if (ackwed.isEmpty()) {
            return Optional.empty();
        }
        Matcher m = ACKWED.matcher(ackwed.get());
        m.lookingAt();
        List<String> traits = new ArrayList<>(List.of("ACKWED header"));
        List<String> evidence = new ArrayList<>();
        evidence.add("the header comment \"// " + ackwed.get() + "\" names WED " + m.group(1) + m.group(2)
                + (header.contains("WMP2") ? ", after \"// WMP2\" as WED 6 writes them" : ""));
        long fixed = firstFixedFraction(f.bytes());
        Confidence c;
        if (fixed >= 0) {
            traits.add("six-decimal numbers");
            evidence.add("numbers are written with fixed fractions (first at byte " + fixed + "), as WED 6 writes them"
                    + " (-0.000000); mapharness writes the shortest form");
            c = Confidence.CERTAIN;
        } else if (f.canonical()) {
            evidence.add("but every number is in mapharness's shortest form and the file is exactly mapharness's print of"
                    + " the level: WED 6 writes six decimals (-0.000000 in every level's colour lines)");
            c = Confidence.POSSIBLE;
        } else {
            c = Confidence.LIKELY;
        }
        return Optional.of(new Provenance(Editors.WED + " " + m.group(1), String.join(", ", traits), c, evidence));
    }

    /**
     * mapharness's own text levels: its canonical print, where no editor's signature is (a header-less
     * level, as WmpToMm writes {@code $$M}), or where the signature is one no editor writes alone
     * ({@code // WMP2} without {@code // ACKWED}, as WmpbToWmp writes it).
     */
    static Optional<Provenance> mapharnessText(FileFacts f) {
        if (!f.canonical()) {
            return Optional.empty();
        }
        List<String> header = HeaderComments.of(f.bytes());
        List<String> evidence = new ArrayList<>();
        evidence.add("the file is exactly mapharness's canonical print of the level it holds (spacing, line ends,"
                + " number spellings)");
        boolean wed6 = header.stream().anyMatch(l -> ACKWED.matcher(l).lookingAt());
        boolean signed = header.stream().anyMatch(l -> WMPIO.matcher(l).lookingAt() || l.startsWith("Exported by MapBuilder"));
        String traits;
        Confidence c = Confidence.LIKELY;
        if (signed) {
            evidence.add("its header is an editor's, which mapharness keeps when it rewrites a level");
            traits = "canonical print under an editor's header";
            c = Confidence.POSSIBLE;
        } else if (wed6) {
            evidence.add("under WED 6's header, numbers are in the shortest form, where WED 6 writes six decimals"
                    + " (-0.000000)");
            traits = "canonical print, shortest numbers";
        } else if (header.isEmpty()) {
            evidence.add("no header comment: WED 6, wmpio and MapBuilder sign every file they write");
            traits = "canonical print, no header";
        } else if (f.format() == Format.WMP_TEXT && header.contains("WMP2")) {
            evidence.add("\"// WMP2\" without \"// ACKWED\": the header mapharness's binary-to-text conversion writes;"
                    + " WED 6 always names itself");
            traits = "canonical print, WMP2 header without ACKWED";
        } else {
            evidence.add("its header comments are no known editor's");
            traits = "canonical print";
            c = Confidence.POSSIBLE;
        }
        return Optional.of(new Provenance(MapharnessBuild.name(), traits, c, evidence));
    }

    /** The offset of the first number spelled with a fixed fraction ending in 0, or -1. */
    private static long firstFixedFraction(byte[] bytes) {
        TextWords w = new TextWords(bytes);
        while (w.next()) {
            if (w.fixedFraction()) {
                return w.start();
            }
        }
        return -1;
    }

    /** The comment from {@code from} to its first control byte, at most 80 characters. */
    private static String printable(String head, int from) {
        int start = head.lastIndexOf("file created", from);
        start = start < 0 || from - start > 40 ? from : start;
        int end = start;
        while (end < head.length() && end - start < 80 && head.charAt(end) >= ' ') {
            end++;
        }
        return head.substring(start, end);
    }
}
