package dev.mapharness.mm;

import dev.mapharness.format.MapWriteException;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockWriter;
import dev.mapharness.text.FaceBody;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.TextPrinter;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code $$M} as {@link MmReader} reads it: the version line if the model has one, then
 * each item in braces, one value or list per line, tabs and CR LF, no comments.
 */
public final class MmWriter {
    private MmWriter() {
    }

    public static byte[] write(MmLevel level) {
        if (level.version().isEmpty() && level.items().isEmpty()) {
            throw new MapWriteException("items", "a $$M with no version line and no items would be an empty file");
        }
        TextPrinter p = new TextPrinter();
        level.version().ifPresent(v -> p.text("version").integer(v).endLine());
        for (int i = 0; i < level.items().size(); i++) {
            MmItem item = level.items().get(i);
            String field = "items[" + i + "]";
            p.line("{").indent(1);
            p.integer(item.type()).endLine();
            body(p, item, field);
            p.indent(-1).line("}");
        }
        return p.toByteArray();
    }

    private static void body(TextPrinter p, MmItem item, String field) {
        if (item instanceof MmWorld w) {
            p.word(w.wad(), field + ".wad").endLine();
            p.word(w.palette(), field + ".palette").endLine();
            for (int b = 0; b < w.blocks().size(); b++) {
                MmBlock block = w.blocks().get(b);
                List<FaceBody> faces = new ArrayList<>(block.faces().size());
                block.faces().forEach(f -> faces.add(new FaceBody(f.vertices(), f.texture(), f.t1(), f.t2(),
                        f.transform(), f.surface())));
                p.line("{").indent(1);
                BlockWriter.write(p, new BlockBody(block.vertices(), faces, block.trailer()), field + ".blocks[" + b + "]");
                p.indent(-1).line("}");
            }
        } else if (item instanceof MmPosition s) {
            p.vec(s.position(), field + ".position").endLine();
            p.vec(s.angles(), field + ".angles").endLine();
            p.word(s.name(), field + ".name").endLine();
        } else if (item instanceof MmLight l) {
            p.vec(l.position(), field + ".position").endLine();
            p.vec(l.color(), field + ".color").number(l.range(), field + ".range").endLine();
        } else if (item instanceof MmStaticEntity e) {
            transform(p, e.position(), e.angles(), e.scale(), field);
            p.word(e.file(), field + ".file").endLine();
            p.word(e.name(), field + ".name").endLine();
            if (e.action().isPresent()) {
                p.word(e.action().get(), field + ".action").endLine();
                if (!e.skills().isEmpty()) {
                    p.numbers(e.skills(), field + ".skills").endLine();
                }
            } else if (!e.skills().isEmpty()) {
                throw new MapWriteException(field + ".skills", "skills are only written after an action;"
                        + " without one they would read as the action");
            }
            p.flags(e.flags()).endLine();
            p.number(e.ambient(), field + ".ambient").endLine();
            p.number(e.albedo(), field + ".albedo").endLine();
        } else if (item instanceof MmSound s) {
            p.vec(s.position(), field + ".position").endLine();
            p.word(s.file(), field + ".file").endLine();
            p.flags(s.flags()).endLine();
            p.number(s.volume(), field + ".volume").number(s.pitch(), field + ".pitch")
                    .number(s.time(), field + ".time").number(s.range(), field + ".range").endLine();
        } else if (item instanceof MmSun s) {
            p.vec(s.angles(), field + ".angles").endLine();
            raw(p, s.rest(), field + ".rest");
        } else if (item instanceof MmPath path) {
            PathReader.write(p, path.path(), field + ".path");
        } else if (item instanceof MmEntity e) {
            transform(p, e.position(), e.angles(), e.scale(), field);
            p.word(e.file(), field + ".file").endLine();
            p.word(e.name(), field + ".name").endLine();
            p.word(e.action(), field + ".action").endLine();
            if (!e.skills().isEmpty()) {
                p.numbers(e.skills(), field + ".skills").endLine();
            }
            p.flags(e.flags()).endLine();
            p.number(e.ambient(), field + ".ambient").endLine();
            p.number(e.albedo(), field + ".albedo").endLine();
            p.number(e.target(), field + ".target").endLine();
            p.number(e.path(), field + ".path").endLine();
        } else if (item instanceof MmRegion r) {
            p.word(r.name(), field + ".name").endLine();
            raw(p, r.rest(), field + ".rest");
        } else {
            MmUnknown u = (MmUnknown) item;
            if (u.type() >= MmWorld.TYPE && u.type() <= MmRegion.TYPE) {
                throw new MapWriteException(field + ".type", "type " + u.type() + " is a known type; it would not"
                        + " read back as raw tokens");
            }
            raw(p, u.tokens(), field + ".tokens");
        }
    }

    private static void transform(TextPrinter p, dev.mapharness.gamestudio.Vec3 position,
            dev.mapharness.gamestudio.Vec3 angles, dev.mapharness.gamestudio.Vec3 scale, String field) {
        p.vec(position, field + ".position").endLine();
        p.vec(angles, field + ".angles").endLine();
        p.vec(scale, field + ".scale").endLine();
    }

    private static void raw(TextPrinter p, List<dev.mapharness.text.RawToken> tokens, String field) {
        if (!tokens.isEmpty()) {
            p.raw(tokens, field).endLine();
        }
    }
}
