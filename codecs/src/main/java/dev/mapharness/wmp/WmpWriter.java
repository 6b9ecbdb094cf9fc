package dev.mapharness.wmp;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockWriter;
import dev.mapharness.text.FaceBody;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.TextNumbers;
import dev.mapharness.text.TextPrinter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Writes text WMP as WED 6 does and {@link WmpReader} reads it: the header comments, the version
 * line, the count lines, the {@code wed} section and the items, each followed by a blank line; one
 * value or list a line, tabs for indentation, CR LF line ends. Counts are written as the model
 * holds them ({@link WmpLevel#derivedCounts()} gives them from the lists).
 *
 * <p>The file is a sequence of parts (the header, the count lines, each section, each item);
 * {@link #write(WmpLevel, TextLayout)} copies the bytes of every part a read file had unchanged
 * and prints only the others.
 */
public final class WmpWriter {
    /** The part before everything else: comment lines and the version line. */
    record Header(List<RawString> comments, OptionalInt version) {
    }

    /** A run of count lines, one part of the file. */
    record Counts(List<WmpCount> counts) {
        Counts {
            counts = List.copyOf(counts);
        }
    }

    private WmpWriter() {
    }

    public static byte[] write(WmpLevel level) {
        check(level);
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 12);
        for (TextLayout.Part part : parts(level)) {
            out.writeBytes(print(part, level.wed().isPresent()));
        }
        return out.toByteArray();
    }

    /** The level in the layout it was read with: unchanged parts keep their bytes. */
    public static byte[] write(WmpLevel level, TextLayout layout) {
        check(level);
        boolean wed = level.wed().isPresent();
        return layout.write(level, parts(level), part -> print(part, wed));
    }

    private static void check(WmpLevel level) {
        if (level.items().isEmpty() && level.version().isEmpty() && level.counts().isEmpty() && level.wed().isEmpty()
                && level.sections().isEmpty()) {
            throw new MapWriteException(WmpWriteRules.EMPTY_LEVEL, "items", "a WMP with nothing in it would be an empty file, which reads as no level");
        }
    }

    private static List<TextLayout.Part> parts(WmpLevel level) {
        List<TextLayout.Part> parts = new ArrayList<>(level.items().size() + 4);
        parts.add(new TextLayout.Part(new Header(level.comments(), level.version()), "comments"));
        if (!level.counts().isEmpty()) {
            parts.add(new TextLayout.Part(new Counts(level.counts()), "counts"));
        }
        level.wed().ifPresent(w -> parts.add(new TextLayout.Part(w, "wed")));
        for (int i = 0; i < level.sections().size(); i++) {
            parts.add(new TextLayout.Part(level.sections().get(i), "sections[" + i + "]"));
        }
        int blocks = 0;
        int objects = 0;
        int groups = 0;
        for (int i = 0; i < level.items().size(); i++) {
            WmpItem item = level.items().get(i);
            String field = item instanceof WmpBlock ? "blocks[" + blocks++ + "]"
                    : item instanceof WmpGroup ? "groups[" + groups++ + "]"
                    : item instanceof WmpObject ? "objects[" + objects++ + "]" : "items[" + i + "]";
            parts.add(new TextLayout.Part(item, field));
        }
        return parts;
    }

    /** One part; {@code wed}: the level has WED's own section, printed before every other section. */
    private static byte[] print(TextLayout.Part part, boolean wed) {
        TextPrinter p = new TextPrinter();
        Object value = part.value();
        String field = part.field();
        if (value instanceof Header h) {
            for (int i = 0; i < h.comments().size(); i++) {
                p.comment(h.comments().get(i), "comments[" + i + "]");
            }
            if (!h.comments().isEmpty()) {
                p.blankLine();
            }
            if (h.version().isPresent()) {
                p.text("version").integer(h.version().getAsInt()).endLine().blankLine();
            }
        } else if (value instanceof Counts c) {
            for (int i = 0; i < c.counts().size(); i++) {
                WmpCount count = c.counts().get(i);
                countKeyword(count.keyword(), "counts[" + i + "].keyword");
                p.word(count.keyword(), "counts[" + i + "].keyword").integer(count.value()).endLine();
            }
            p.blankLine();
        } else if (value instanceof WmpWed w) {
            wed(p, w);
            p.blankLine();
        } else if (value instanceof WmpSection s) {
            section(p, s, field, wed);
            p.blankLine();
        } else if (value instanceof WmpGroup g && g.comment().isPresent()) {
            p.text(g.keyword()).integer(g.number()).text("{").gap(2).comment(g.comment().get(), field + ".comment");
            p.indent(1);
            group(p, g, field);
            p.close().blankLine();
        } else {
            WmpItem item = (WmpItem) value;
            item(p, item, field, false);
            if (keptRaw(item)) {
                if (item instanceof WmpModel && readBackProblem(item, p.toByteArray(), field).isPresent()) {
                    // values appended to a model can make a number printed as digits read as its flags
                    // ("1 10 0 50 a b c": a skill and flags 10); with points only the flags are digits
                    p = new TextPrinter();
                    item(p, item, field, true);
                }
                Optional<MapWriteException> problem = readBackProblem(item, p.toByteArray(), field);
                if (problem.isPresent()) {
                    throw problem.get();
                }
            }
        }
        return p.toByteArray();
    }

    private static void item(TextPrinter p, WmpItem item, String field, boolean pointed) {
        if (item instanceof WmpUnknown u) {
            // the keyword's own bytes: text() would turn bytes CP1252 lacks into '?'
            itemKeyword(u, field);
            p.word(u.word(), field + ".word").integer(u.number()).line("{").indent(1);
        } else {
            p.open(item.keyword() + " " + item.number());
        }
        body(p, item, field, pointed);
        if (!item.extra().isEmpty()) {
            p.raw(item.extra(), field + ".extra").endLine();
        }
        p.close().blankLine();
    }

    /** True if the item holds raw tokens in a place where they could read back as something else. */
    private static boolean keptRaw(WmpItem item) {
        return !item.extra().isEmpty()
                || item instanceof WmpUnknown u && WmpMemberKind.byKeyword(u.word().text()).isPresent();
    }

    /** Values kept raw must read back where they were: the item, printed alone, must read back equal. */
    private static Optional<MapWriteException> readBackProblem(WmpItem item, byte[] printed, String field) {
        WmpItem back;
        try {
            List<WmpItem> items = WmpReader.read(printed, ReadOptions.LENIENT).model().items();
            back = items.size() == 1 ? items.get(0) : null;
        } catch (MapFormatException e) {
            return Optional.of(new MapWriteException(WmpWriteRules.ITEM_NOT_READ_BACK, field, "the item does not read back (" + e.getMessage() + ")"));
        }
        if (!item.equals(back)) {
            return Optional.of(new MapWriteException(item instanceof WmpUnknown ? WmpWriteRules.RAW_TOKENS_READ_TYPED
                    : WmpWriteRules.EXTRA_VALUES_MISREAD, field, item instanceof WmpUnknown
                    ? "these raw tokens would read back as a " + item.keyword() + " in its layout"
                    : "the values kept after the known ones would read back as other fields"));
        }
        return Optional.empty();
    }

    /** A count keyword must read back as a count line, not as the version line, a section or an item. */
    private static void countKeyword(RawString keyword, String field) {
        TextPrinter.checkWord(keyword, field);
        String k = keyword.text();
        if (k.equals("version") || TextNumbers.isNumber(k)) {
            throw new MapWriteException(WmpWriteRules.COUNT_KEYWORD_MISREAD, field, "a count line \"" + k + "\" would read back as "
                    + (k.equals("version") ? "the version line" : "a number, which starts nothing"));
        }
    }

    /** An unknown item's keyword must not be one mapharness reads as a known item. */
    private static void itemKeyword(WmpUnknown u, String field) {
        TextPrinter.checkWord(u.word(), field + ".word");
        String k = u.word().text();
        Optional<WmpMemberKind> known = WmpMemberKind.byKeyword(k);
        if (known.isPresent() && (known.get() == WmpMemberKind.BLOCK || known.get() == WmpMemberKind.GROUP)
                || TextNumbers.isNumber(k) || k.equals("version")) {
            throw new MapWriteException(WmpWriteRules.UNKNOWN_ITEM_WORD_MISREAD, field + ".word", "\"" + k + "\" would not read back as an item kept as tokens");
        }
    }

    private static void wed(TextPrinter p, WmpWed w) {
        p.open("wed");
        boolean first = true;
        if (w.palette().isPresent()) {
            p.open("palette");
            palette(p, w.palette().get());
            p.close();
            first = false;
        }
        if (w.wad().isPresent()) {
            if (!first) {
                p.blankLine();
            }
            WmpWad wad = w.wad().get();
            p.open("wad");
            if (!wad.settings().isEmpty()) {
                p.numbers(wad.settings(), "wed.wad.settings").endLine();
            }
            for (int i = 0; i < wad.files().size(); i++) {
                WmpWad.File f = wad.files().get(i);
                p.fileName(f.path(), "wed.wad.files[" + i + "].path").number(f.value(), "wed.wad.files[" + i + "].value")
                        .endLine();
            }
            p.close();
            first = false;
        }
        for (int i = 0; i < w.others().size(); i++) {
            if (!first) {
                p.blankLine();
            }
            WmpSection s = w.others().get(i);
            // the reader takes the first palette and the first wad as WED's own and keeps a second one as
            // an unknown section (docs/gamestudio-text.md, "Text WMP": WED writes each once); printed
            // after WED's own, which come first, such a section reads back as itself. Only without WED's
            // own would it read back as that
            if (s.name().text().equals("palette") && w.palette().isEmpty()
                    || s.name().text().equals("wad") && w.wad().isEmpty()) {
                throw new MapWriteException(WmpWriteRules.WED_SECTION_NAME_TAKEN, "wed.others[" + i + "].name", "\"" + s.name() + "\" would read back as WED's own "
                        + s.name() + ", not as an unknown section");
            }
            section(p, s, "wed.others[" + i + "]", false);
            first = false;
        }
        p.close();
    }

    /** 16 colours a line, each as three two-digit hex values, two spaces after each colour (as WED). */
    private static void palette(TextPrinter p, List<Integer> values) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            int v = values.get(i);
            if (v < 0 || v > 255) {
                throw new MapWriteException(WmpWriteRules.PALETTE_VALUE_OUT_OF_RANGE, "wed.palette[" + i + "]", "a colour value from 0 to 255, not " + v);
            }
            line.append(Character.forDigit(v >> 4, 16)).append(Character.forDigit(v & 15, 16));
            line.append(i % 3 == 2 ? "  " : " ");
            if (i % 48 == 47 || i == values.size() - 1) {
                p.line(line.toString());
                line.setLength(0);
            }
        }
    }

    /**
     * A section kept as tokens, at the top level or inside {@code wed} ({@code field} says which).
     * At the top level a number or {@code version} starts no section, and a section named {@code wed}
     * reads back as one only after WED's own ({@code wedBefore}: the reader takes the first {@code wed}
     * as WED's own and keeps a later one as a section). Inside {@code wed} any word names a section
     * ({@link #wed} checks {@code palette} and {@code wad}).
     */
    private static void section(TextPrinter p, WmpSection s, String field, boolean wedBefore) {
        TextPrinter.checkWord(s.name(), field + ".name");
        String name = s.name().text();
        boolean topLevel = !field.startsWith("wed.");
        if (topLevel && (TextNumbers.isNumber(name) || name.equals("version") || name.equals("wed") && !wedBefore)) {
            throw new MapWriteException(WmpWriteRules.SECTION_NAME_MISREAD, field + ".name", "a section named \"" + name + "\" would not read back as an"
                    + " unknown section");
        }
        p.word(s.name(), field + ".name").line("{").indent(1);
        if (!s.body().isEmpty()) {
            p.raw(s.body(), field + ".body").endLine();
        }
        p.close();
    }

    private static void body(TextPrinter p, WmpItem item, String field, boolean pointed) {
        if (item instanceof WmpBlock b) {
            List<FaceBody> faces = new ArrayList<>(b.faces().size());
            b.faces().forEach(f -> faces.add(new FaceBody(f.vertices(), f.texture(), f.uvs(), f.t1(), f.t2(),
                    Optional.of(f.transform()), f.surface())));
            BlockWriter.write(p, new BlockBody<>(b.vertices(), faces, b.trailer()), field);
        } else if (item instanceof WmpLevelSettings l) {
            p.fileName(l.wad(), field + ".wad").endLine();
            p.fileName(l.palette(), field + ".palette").endLine();
            p.vec(l.sunAngles(), field + ".sunAngles").endLine();
            p.fileName(l.script(), field + ".script").endLine();
            p.vec(l.sunColor(), field + ".sunColor").endLine();
            p.vec(l.ambientColor(), field + ".ambientColor").endLine();
            for (int i = 0; i < l.fogColors().size(); i++) {
                p.vec(l.fogColors().get(i), field + ".fogColors[" + i + "]").endLine();
            }
        } else if (item instanceof WmpStart s) {
            p.word(s.name(), field + ".name").endLine();
            if (!s.angles().isEmpty()) {
                p.numbers(s.angles(), field + ".angles").endLine();
            }
        } else if (item instanceof WmpLight l) {
            p.vec(l.color(), field + ".color").number(l.range(), field + ".range").endLine();
        } else if (item instanceof WmpSound s) {
            p.fileName(s.file(), field + ".file").endLine();
            p.flags(s.flags()).endLine();
            p.number(s.volume(), field + ".volume").number(s.pitch(), field + ".pitch")
                    .number(s.time(), field + ".time").number(s.range(), field + ".range").endLine();
        } else if (item instanceof WmpModel m) {
            p.vec(m.scale(), field + ".scale").endLine();
            p.fileName(m.file(), field + ".file").endLine();
            p.word(m.name(), field + ".name").endLine();
            p.word(m.action(), field + ".action").endLine();
            if (!m.skills().isEmpty()) {
                p.numbers(m.skills(), field + ".skills", pointed).endLine();
            }
            p.flags(m.flags()).endLine();
            p.number(m.ambient(), field + ".ambient", pointed).endLine();
            p.number(m.albedo(), field + ".albedo", pointed).endLine();
            p.word(m.string1(), field + ".string1").endLine();
            p.word(m.string2(), field + ".string2").endLine();
        } else if (item instanceof WmpPath path) {
            PathReader.write(p, path.path(), field);
        } else if (item instanceof WmpUnknown u) {
            if (!u.body().isEmpty()) {
                p.raw(u.body(), field + ".body").endLine();
            }
        } else {
            // WmpItem is sealed: what is none of the above is a group
            group(p, (WmpGroup) item, field);
        }
    }

    private static void group(TextPrinter p, WmpGroup g, String field) {
        p.parenthesised(g.position(), field + ".position").parenthesised(g.angles(), field + ".angles")
                .parenthesised(g.scale(), field + ".scale").endLine();
        for (int i = 0; i < g.memberLists().size(); i++) {
            WmpMembers m = g.memberLists().get(i);
            if (m.numbers().isEmpty()) {
                throw new MapWriteException(WmpWriteRules.MEMBER_LINE_EMPTY, field + ".memberLists[" + i + "]",
                        "a member line needs at least one number; \"" + m.kind().keyword() + "\" alone does not read back");
            }
            p.text(m.kind().keyword());
            for (int k = 0; k < m.numbers().size(); k++) {
                if (k > 0) {
                    p.attach(",");
                }
                p.integer(m.numbers().get(k));
            }
            p.endLine();
        }
    }
}
