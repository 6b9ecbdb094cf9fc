package dev.mapharness.migrate;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.PathNode;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbColour;
import dev.mapharness.wmpb.WmpbData;
import dev.mapharness.wmpb.WmpbEdge;
import dev.mapharness.wmpb.WmpbEntity;
import dev.mapharness.wmpb.WmpbHeader;
import dev.mapharness.wmpb.WmpbLevel;
import dev.mapharness.wmpb.WmpbLevelSettings;
import dev.mapharness.wmpb.WmpbLight;
import dev.mapharness.wmpb.WmpbObject;
import dev.mapharness.wmpb.WmpbPath;
import dev.mapharness.wmpb.WmpbRawChunk;
import dev.mapharness.wmpb.WmpbStart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a binary level holds that the text forms do not, reported field by field. Values of unknown
 * meaning are reported only where they differ from what every real file holds there (the header's
 * 2, an entity's 3, …): a value every file has carries nothing a text form could lose.
 */
final class WmpbLosses {
    /** The palette file every real level names. */
    static final String PALETTE_FILE = "palette.pcx";
    /** The library that signs binary levels and {@code $$M} files. */
    static final String WMPIO = "wmpio (1.30)";
    private static final Pattern DATE = Pattern.compile("\\d{2}\\.\\d{2}\\.\\d{4}");
    /** The skill count a path node has in both text forms. */
    private static final int NODE_SKILLS = PathNode.SKILLS;

    private WmpbLosses() {
    }

    /** The header's words of unknown meaning and WED's own settings chunk. */
    static void editorData(WmpbLevel level, LossReport.Builder report) {
        headerWords(level.header(), report);
        if (!level.settings().palette().isEmpty()) {
            report.lost(MigrationRules.SECTION_DROPPED, "settings.palette", "WED's palette (" + level.settings().palette().length() + " bytes)");
        }
        for (int i = 0; i < level.settings().wads().size(); i++) {
            report.lost(MigrationRules.SECTION_DROPPED, "settings.wads[" + i + "]", "the WAD file " + level.settings().wads().get(i));
        }
        textureFolders(level, report);
    }

    /** The header's words of unknown meaning, where they differ from what every real file holds. */
    static void headerWords(WmpbHeader h, LossReport.Builder report) {
        differs(report, "header.revision", h.revision(), 2);
        differs(report, "header.reserved", h.reserved(), 0);
    }

    /** WED's texture folders, which neither text form holds. */
    static void textureFolders(WmpbLevel level, LossReport.Builder report) {
        for (int i = 0; i < level.settings().textureFolders().size(); i++) {
            report.lost(MigrationRules.SECTION_DROPPED, "settings.textureFolders[" + i + "]", "the texture folder " + level.settings().textureFolders().get(i));
        }
    }

    /**
     * The {@code $$M} header comment WED writes, {@code wmpio (1.30), <date>}, with the date of the
     * binary level's own comment (in all three real pairs the two dates are the same day).
     */
    static RawString mmComment(WmpbHeader h, LossReport.Builder report) {
        Matcher m = DATE.matcher(h.comment().text());
        if (!m.find()) {
            report.derived(MigrationRules.COMMENT_DERIVED, "header.comment", "no date in the level's comment: the $$M comment names " + WMPIO + " only");
            return RawString.of(" " + WMPIO);
        }
        return RawString.of(" " + WMPIO + ", " + m.group());
    }

    /** The level settings' script, colours and words that no text item holds (the sun and palette file carry over). */
    static void levelSettings(WmpbLevelSettings l, String field, LossReport.Builder report) {
        levelWords(l, field, report);
        if (l.sunNumber() != 0) {
            report.lost(MigrationRules.VALUE_DROPPED, field + ".sunNumber", "the level's first sun number (" + l.sunNumber() + ") has no place in"
                    + " $$M: wmpio's sun item holds two numbers");
        }
        if (l.script().isPresent()) {
            report.lost(MigrationRules.VALUE_DROPPED, field + ".script", "the level script " + l.script().get() + " has no place in $$M");
        }
        for (int i = 0; i < l.fog().size(); i++) {
            colour(report, field + ".fog[" + i + "]", "fog colour " + (i + 1), l.fog().get(i));
        }
        colour(report, field + ".sun", "sun colour", l.sun());
        colour(report, field + ".ambient", "ambient colour", l.ambient());
    }

    /** The level settings' words of unknown meaning, where they differ from what every real file holds. */
    static void levelWords(WmpbLevelSettings l, String field, LossReport.Builder report) {
        differs(report, field + ".reserved0", l.reserved0(), 0);
        differs(report, field + ".reserved1", l.reserved1(), 0);
        differs(report, field + ".word", l.word(), 0);
    }

    private static void colour(LossReport.Builder report, String field, String what, WmpbColour c) {
        report.lost(MigrationRules.VALUE_DROPPED, field, "the " + what + " (" + c.first() + ": " + c.red() + " " + c.green() + " " + c.blue()
                + ") has no place in $$M");
    }

    /** An object's prefix words, class name and name where a text item does not carry them. */
    static void object(WmpbObject o, String field, LossReport.Builder report) {
        objectWords(o, field, report);
        if (o.name().isPresent() && !namedInData(o)) {
            report.lost(MigrationRules.VALUE_DROPPED, field + ".name", "the " + WmpbObject.typeName(o.type()) + " name " + o.name().get());
        }
    }

    /** An object's prefix words and class name, where they differ from what WED writes. */
    static void objectWords(WmpbObject o, String field, LossReport.Builder report) {
        differs(report, field + ".reserved", o.reserved(), 0);
        String expected = className(o.type());
        if (!expected.isEmpty() && !o.className().text().equals(expected)) {
            report.lost(MigrationRules.VALUE_DROPPED, field + ".class", "the class name " + o.className() + " (WED writes " + expected + ")");
        }
        if (o.variant() != 0) {
            report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, field + ".variant", "the " + WmpbObject.typeName(o.type()) + "'s variant " + o.variant()
                    + " (meaning unknown)");
        }
    }

    /** True if the object's data repeats its name, so the text item carries it. */
    static boolean namedInData(WmpbObject o) {
        WmpbData d = o.data().orElse(null);
        RawString n = o.name().orElseThrow();
        return d instanceof WmpbEntity e && e.name().equals(n) || d instanceof WmpbStart s && s.name().equals(n)
                || d instanceof WmpbPath p && p.name().equals(n);
    }

    private static String className(int type) {
        return switch (type) {
            case WmpbObject.LEVEL -> "level";
            case WmpbObject.GROUP -> "object";
            case WmpbObject.BLOCK -> "block";
            case WmpbObject.START -> "start";
            case WmpbObject.LIGHT -> "light";
            case WmpbObject.STATIC_ENTITY, WmpbObject.EXTENDED_ENTITY -> "model";
            case WmpbObject.PATH -> "path";
            case WmpbObject.REGION -> "region";
            default -> "";
        };
    }

    static void block(WmpbBlock b, String field, LossReport.Builder report) {
        if ((b.flags() & ~WmpbFaces.TEXT_FLAG_BITS) != 0) {
            report.lost(MigrationRules.FLAG_BITS_DROPPED, field + ".flags", "block flags 0x" + Long.toHexString(b.flags()) + ": the text forms hold"
                    + " the low 16 bits only (bit 16's meaning is unknown)");
        }
    }

    static void start(WmpbStart s, String field, LossReport.Builder report) {
        differs(report, field + ".type", s.typeWord(), 1);
        differs(report, field + ".reserved", s.reserved(), 0);
    }

    static void light(WmpbLight l, String field, LossReport.Builder report) {
        differs(report, field + ".type", l.typeWord(), 2);
    }

    /** An entity's words of unknown meaning, the parts a static entity has no place for, its path and strings. */
    static void entity(WmpbObject o, WmpbEntity e, String field, LossReport.Builder report) {
        entityWords(o, e, field, report);
        if (o.type() == WmpbObject.STATIC_ENTITY) {
            if (e.albedo() != WmpToMm.WED_ALBEDO) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".albedo", "the albedo " + e.albedo() + ": a static entity in $$M has none");
            }
            e.material().ifPresent(m -> report.lost(MigrationRules.VALUE_DROPPED, field + ".material", "the material " + m
                    + ": a static entity in $$M has none"));
        }
        entityLinks(e, field, report);
    }

    /** An entity's words of unknown meaning, where they differ from what every real file holds. */
    static void entityWords(WmpbObject o, WmpbEntity e, String field, LossReport.Builder report) {
        differs(report, field + ".type", e.typeWord(), 3);
        differs(report, field + ".variant", e.variant(), (long) o.variant() << 8);
    }

    /** The path an entity follows and its chunk 15, which neither text form holds. */
    static void entityLinks(WmpbEntity e, String field, LossReport.Builder report) {
        e.path().ifPresent(p -> report.lost(MigrationRules.VALUE_DROPPED, field + ".path", "the path " + p + " the entity follows: $$M names"
                + " paths by a number whose counting no real file shows"));
        e.strings().ifPresent(s -> report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, field + ".strings", "chunk 15 (" + s.length() + " bytes, meaning"
                + " unknown)"));
    }

    static void path(WmpbPath p, String field, LossReport.Builder report) {
        path(p, field, false, report);
    }

    /** @param weightsKept true where the target keeps an edge's weight (text WMP's third edge number) */
    static void path(WmpbPath p, String field, boolean weightsKept, LossReport.Builder report) {
        differs(report, field + ".type", p.typeWord(), 6);
        differs(report, field + ".reserved", p.reserved(), 0);
        if (p.skillsPerNode() != NODE_SKILLS) {
            report.lost(MigrationRules.SKILLS_CUT, field + ".nodeSkills", p.skillsPerNode() + " skills per node: the text forms hold "
                    + NODE_SKILLS + " (missing ones written as 0)");
        }
        if (p.nodeSkills().size() != p.nodes().size()) {
            report.lost(MigrationRules.SKILLS_CUT, field + ".nodeSkills", p.nodeSkills().size() + " skill lists for " + p.nodes().size()
                    + " nodes: the text forms hold one per node (missing ones written as 0)");
        }
        for (int i = 0; i < p.edges().size() && !weightsKept; i++) {
            WmpbEdge e = p.edges().get(i);
            if (Double.doubleToRawLongBits(e.weight()) != Double.doubleToRawLongBits(1.0)) {
                report.lost(MigrationRules.VALUE_DROPPED, field + ".edges[" + i + "].weight", "the weight " + e.weight() + " (every real file has 1;"
                        + " the text forms hold the edge's length there)");
            }
        }
    }

    /** Node {@code i}'s skills, six of them: cut or filled with 0 (reported by {@link #path}). */
    static List<Double> sixSkills(WmpbPath p, int i, String field, LossReport.Builder report) {
        List<Double> own = i < p.nodeSkills().size() ? p.nodeSkills().get(i) : List.of();
        if (own.size() == NODE_SKILLS) {
            return own;
        }
        List<Double> out = new ArrayList<>(own.subList(0, Math.min(own.size(), NODE_SKILLS)));
        out.addAll(Collections.nCopies(NODE_SKILLS - out.size(), 0.0));
        return out;
    }

    /** An object with no place in the target: a region, a type no real file holds, a data chunk kept raw. */
    static void dropped(WmpbObject o, String field, String target, LossReport.Builder report) {
        String why = o.data().orElse(null) instanceof WmpbRawChunk r
                ? " with a raw data chunk [" + r.id() + "." + r.kind() + "]"
                : o.data().isEmpty() ? " without data" : " holding " + o.data().get().getClass().getSimpleName();
        report.lost(MigrationRules.OBJECT_DROPPED, field, WmpbObject.typeName(o.type()) + " object" + why + " dropped: " + target
                + " has no item for it" + (o.children().isEmpty() ? "" : " (its " + o.children().size()
                + " members are kept)"));
    }

    private static void differs(LossReport.Builder report, String field, long value, long always) {
        if (value != always) {
            report.lost(MigrationRules.UNKNOWN_VALUE_DROPPED, field, value + " where every real file has " + always + " (meaning unknown)");
        }
    }
}
