package dev.mapharness.wmp;

import dev.mapharness.format.MapWriteException;
import dev.mapharness.text.BlockBody;
import dev.mapharness.text.BlockWriter;
import dev.mapharness.text.FaceBody;
import dev.mapharness.text.PathReader;
import dev.mapharness.text.TextPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes text WMP as {@link WmpReader} reads it: one item after another, one value or list per
 * line, tabs for indentation, CR LF line ends, counts derived from the lists, no comments.
 */
public final class WmpWriter {
    private WmpWriter() {
    }

    public static byte[] write(WmpLevel level) {
        if (level.items().isEmpty()) {
            throw new MapWriteException("items", "a WMP with no items would be an empty file, which reads as no level");
        }
        TextPrinter p = new TextPrinter();
        int blocks = 0;
        int objects = 0;
        int groups = 0;
        for (WmpItem item : level.items()) {
            String field = item instanceof WmpBlock ? "blocks[" + blocks++ + "]"
                    : item instanceof WmpGroup ? "groups[" + groups++ + "]" : "objects[" + objects++ + "]";
            p.open(item.keyword() + " " + item.number());
            body(p, item, field);
            p.close();
        }
        return p.toByteArray();
    }

    private static void body(TextPrinter p, WmpItem item, String field) {
        if (item instanceof WmpBlock b) {
            List<FaceBody> faces = new ArrayList<>(b.faces().size());
            b.faces().forEach(f -> faces.add(new FaceBody(f.vertices(), f.texture(), f.t1(), f.t2(),
                    Optional.of(f.transform()), f.surface())));
            BlockWriter.write(p, new BlockBody(b.vertices(), faces, b.trailer()), field);
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
                p.numbers(m.skills(), field + ".skills").endLine();
            }
            p.flags(m.flags()).endLine();
            p.number(m.ambient(), field + ".ambient").endLine();
            p.number(m.albedo(), field + ".albedo").endLine();
            p.word(m.string1(), field + ".string1").endLine();
            p.word(m.string2(), field + ".string2").endLine();
        } else if (item instanceof WmpPath path) {
            PathReader.write(p, path.path(), field);
        } else {
            // WmpItem is sealed: what is neither a block nor an object is a group
            group(p, (WmpGroup) item, field);
        }
    }

    private static void group(TextPrinter p, WmpGroup g, String field) {
        p.parenthesised(g.position(), field + ".position").parenthesised(g.angles(), field + ".angles")
                .parenthesised(g.scale(), field + ".scale").endLine();
        for (int i = 0; i < g.memberLists().size(); i++) {
            WmpMembers m = g.memberLists().get(i);
            if (m.numbers().isEmpty()) {
                throw new MapWriteException(field + ".memberLists[" + i + "]",
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
