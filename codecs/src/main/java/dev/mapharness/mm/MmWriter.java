package dev.mapharness.mm;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockWriter;
import dev.mapharness.text.FaceBody;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TextLayout;
import dev.mapharness.text.TextNumbers;
import dev.mapharness.text.TextPrinter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Writes {@code $$M} as wmpio does and {@link MmReader} reads it: the header comments, a blank
 * line, the version line and two blank lines, then each item in braces with wmpio's label comment
 * after the opening brace ({@code { //model}), one value or list a line, tabs and CR LF.
 *
 * <p>The file is a sequence of parts (the header, then each item); {@link #write(MmLevel, TextLayout)}
 * copies the bytes of every part a read file had unchanged and prints only the others.
 */
public final class MmWriter {
    /** The part before the first item: comment lines and the version line. */
    record Header(List<RawString> comments, OptionalInt version) {
    }

    private MmWriter() {
    }

    public static byte[] write(MmLevel level) {
        check(level);
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 12);
        for (TextLayout.Part part : parts(level)) {
            out.writeBytes(print(part));
        }
        return out.toByteArray();
    }

    /** The level in the layout it was read with: unchanged parts keep their bytes. */
    public static byte[] write(MmLevel level, TextLayout layout) {
        check(level);
        return layout.write(level, parts(level), MmWriter::print);
    }

    private static void check(MmLevel level) {
        if (level.version().isEmpty() && level.items().isEmpty()) {
            throw new MapWriteException(MmWriteRules.EMPTY_LEVEL, "items", "a $$M with no version line and no items holds nothing a reader accepts");
        }
    }

    private static List<TextLayout.Part> parts(MmLevel level) {
        List<TextLayout.Part> parts = new ArrayList<>(level.items().size() + 1);
        parts.add(new TextLayout.Part(new Header(level.comments(), level.version()), "comments"));
        for (int i = 0; i < level.items().size(); i++) {
            parts.add(new TextLayout.Part(level.items().get(i), "items[" + i + "]"));
        }
        return parts;
    }

    private static byte[] print(TextLayout.Part part) {
        TextPrinter p = new TextPrinter();
        if (part.value() instanceof Header h) {
            for (int i = 0; i < h.comments().size(); i++) {
                p.comment(h.comments().get(i), "comments[" + i + "]");
            }
            if (h.version().isPresent()) {
                if (!h.comments().isEmpty()) {
                    p.blankLine();
                }
                p.text("version").integer(h.version().getAsInt()).endLine().blankLine().blankLine();
            }
        } else {
            item(p, (MmItem) part.value(), part.field());
        }
        return p.toByteArray();
    }

    /** wmpio's comment after an item's opening brace, by type; none for types it is not known to write. */
    static String label(MmItem item) {
        return switch (item.type()) {
            case MmWorld.TYPE -> "level";
            case MmPosition.TYPE -> "start";
            case MmLight.TYPE -> "light";
            case MmStaticEntity.TYPE, MmEntity.TYPE -> "model";
            case MmSound.TYPE -> "sound";
            case MmSun.TYPE -> "sun";
            case MmPath.TYPE -> "path";
            default -> "";
        };
    }

    private static void item(TextPrinter p, MmItem item, String field) {
        if (!keptRaw(item)) {
            print(p, item, field, false);
            return;
        }
        // values kept raw must read back where they were: print the item alone and read it back
        byte[] bytes = alone(item, field, false);
        Optional<MapWriteException> problem = readBackProblem(item, bytes, field);
        if (problem.isPresent() && (item instanceof MmStaticEntity || item instanceof MmEntity)) {
            // values appended to an entity can make a number printed as digits read as its flags
            // ("0 100000000000000000 0 5 0 0": a skill and flags); with points only the flags are digits
            bytes = alone(item, field, true);
            problem = readBackProblem(item, bytes, field);
        }
        if (problem.isPresent()) {
            throw problem.get();
        }
        p.lines(bytes);
    }

    private static byte[] alone(MmItem item, String field, boolean pointed) {
        TextPrinter alone = new TextPrinter();
        print(alone, item, field, pointed);
        return alone.toByteArray();
    }

    private static Optional<MapWriteException> readBackProblem(MmItem item, byte[] bytes, String field) {
        MmItem back;
        try {
            List<MmItem> items = MmReader.read(bytes, ReadOptions.LENIENT).model().items();
            back = items.size() == 1 ? items.get(0) : null;
        } catch (MapFormatException e) {
            return Optional.of(new MapWriteException(MmWriteRules.ITEM_NOT_READ_BACK, field, "the item does not read back (" + e.getMessage() + ")"));
        }
        if (!item.equals(back)) {
            return Optional.of(new MapWriteException(item instanceof MmUnknown ? MmWriteRules.RAW_TOKENS_READ_TYPED
                    : MmWriteRules.EXTRA_VALUES_MISREAD, field, item instanceof MmUnknown
                    ? "these raw tokens would read back as a typed item of type " + item.type()
                    : "the values kept after the known ones would read back as other fields"));
        }
        return Optional.empty();
    }

    /** True if the item holds values kept as raw tokens in a place where they could be read otherwise. */
    private static boolean keptRaw(MmItem item) {
        if (item instanceof MmUnknown u) {
            return u.type() >= MmWorld.TYPE && u.type() < MmRegion.TYPE;
        }
        return !item.extra().isEmpty();
    }

    private static void print(TextPrinter p, MmItem item, String field, boolean pointed) {
        String label = label(item);
        if (label.isEmpty() || item instanceof MmUnknown) {
            p.line("{");
        } else {
            p.text("{").comment(RawString.of(label), field);
        }
        p.indent(1);
        p.integer(item.type()).endLine();
        body(p, item, field, pointed);
        raw(p, item.extra(), field + ".extra");
        p.indent(-1).line("}");
    }

    private static void body(TextPrinter p, MmItem item, String field, boolean pointed) {
        if (item instanceof MmWorld w) {
            p.word(w.wad(), field + ".wad").endLine();
            p.word(w.palette(), field + ".palette").endLine();
            for (int b = 0; b < w.blocks().size(); b++) {
                MmBlock block = w.blocks().get(b);
                List<FaceBody> faces = new ArrayList<>(block.faces().size());
                block.faces().forEach(f -> faces.add(new FaceBody(f.vertices(), f.texture(), f.uvs(), f.t1(), f.t2(),
                        f.transform(), f.surface())));
                p.text("{").gap(3).comment(RawString.of(" " + b), field).indent(1);
                BlockWriter.write(p, new BlockBody<>(block.vertices(), faces, block.trailer()), field + ".blocks[" + b + "]");
                p.indent(-1).line("}");
            }
        } else if (item instanceof MmPosition s) {
            p.vec(s.position(), field + ".position").endLine();
            p.vec(s.angles(), field + ".angles").endLine();
            p.word(s.name(), field + ".name").endLine();
        } else if (item instanceof MmLight l) {
            p.vec(l.position(), field + ".position").endLine();
            p.vec(l.angles(), field + ".angles").endLine();
            p.vec(l.color(), field + ".color").number(l.range(), field + ".range").flags(l.flags()).endLine();
        } else if (item instanceof MmStaticEntity e) {
            staticEntity(p, e, field, pointed);
        } else if (item instanceof MmSound s) {
            p.vec(s.position(), field + ".position").endLine();
            p.word(s.file(), field + ".file").endLine();
            p.flags(s.flags()).endLine();
            p.number(s.volume(), field + ".volume").number(s.pitch(), field + ".pitch")
                    .number(s.time(), field + ".time").number(s.range(), field + ".range").endLine();
        } else if (item instanceof MmSun s) {
            for (int i = 0; i < s.values().size(); i++) {
                p.number(s.values().get(i), field + ".values[" + i + "]").endLine();
            }
        } else if (item instanceof MmPath path) {
            PathReader.write(p, path.path(), field + ".path");
        } else if (item instanceof MmEntity e) {
            entity(p, e, field, pointed);
        } else if (item instanceof MmRegion r) {
            p.word(r.name(), field + ".name").endLine();
            raw(p, r.rest(), field + ".rest");
        } else {
            MmUnknown u = (MmUnknown) item;
            if (u.type() == MmRegion.TYPE) {
                throw new MapWriteException(MmWriteRules.RAW_ITEM_REGION_TYPE, field + ".type", "type " + u.type() + " reads as a region, whatever"
                        + " its tokens; it would not read back as raw tokens");
            }
            raw(p, u.tokens(), field + ".tokens");
        }
    }

    private static void staticEntity(TextPrinter p, MmStaticEntity e, String field, boolean pointed) {
        transform(p, e.position(), e.angles(), e.scale(), field);
        p.word(e.file(), field + ".file").endLine();
        p.word(e.name(), field + ".name").endLine();
        p.word(e.action(), field + ".action").endLine();
        if (!e.skills().isEmpty()) {
            p.numbers(e.skills(), field + ".skills", pointed).endLine();
        }
        p.flags(e.flags()).endLine();
        p.number(e.ambient(), field + ".ambient", pointed).endLine();
    }

    /** An extended entity (type 7) starts with a static entity's lines and adds its own. */
    private static void entity(TextPrinter p, MmEntity e, String field, boolean pointed) {
        staticEntity(p, new MmStaticEntity(e.position(), e.angles(), e.scale(), e.file(), e.name(), e.action(),
                e.skills(), e.flags(), e.ambient()), field, pointed);
        p.number(e.albedo(), field + ".albedo", pointed).endLine();
        p.number(e.target(), field + ".target", pointed).endLine();
        p.number(e.path(), field + ".path", pointed).endLine();
        if (e.material().isPresent()) {
            RawString m = e.material().get();
            if (TextNumbers.isNumber(m.text())) {
                throw new MapWriteException(MmWriteRules.MATERIAL_SPELLED_AS_NUMBER, field + ".material", "a material spelled as a number (" + m
                        + ") would read back as the path number");
            }
            p.word(m, field + ".material").endLine();
        }
    }

    private static void transform(TextPrinter p, Vec3 position, Vec3 angles, Vec3 scale, String field) {
        p.vec(position, field + ".position").endLine();
        p.vec(angles, field + ".angles").endLine();
        p.vec(scale, field + ".scale").endLine();
    }

    private static void raw(TextPrinter p, List<RawToken> tokens, String field) {
        if (!tokens.isEmpty()) {
            p.raw(tokens, field).endLine();
        }
    }
}
