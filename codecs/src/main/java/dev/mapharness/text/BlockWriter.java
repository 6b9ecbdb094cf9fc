package dev.mapharness.text;

import dev.mapharness.format.MapWriteException;
import dev.mapharness.gamestudio.BlockTrailer;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Optional;

/**
 * Writes a block's inside as {@link BlockReader} reads it, in WED's line structure: the two count
 * lines, three vertices a line three spaces apart, one face a line with two spaces after its vertex
 * count, then the trailer in its own braces.
 */
public final class BlockWriter {
    /** Vertices on one line, as WED writes them. */
    static final int VERTICES_PER_LINE = 3;

    private BlockWriter() {
    }

    /** The lines between the block's braces; {@code field} is the block's path. */
    public static void write(TextPrinter p, BlockBody<FaceBody> b, String field) {
        p.text("vertices").integer(b.vertices().size()).endLine();
        p.text("faces").integer(b.faces().size()).endLine();
        for (int i = 0; i < b.vertices().size(); i++) {
            if (i % VERTICES_PER_LINE != 0) {
                p.gap(3);
            }
            p.vec(b.vertices().get(i), field + ".vertices[" + i + "]");
            if (i % VERTICES_PER_LINE == VERTICES_PER_LINE - 1 || i == b.vertices().size() - 1) {
                p.endLine();
            }
        }
        for (int i = 0; i < b.faces().size(); i++) {
            face(p, b.faces().get(i), b.vertices(), field + ".faces[" + i + "]");
        }
        BlockTrailer t = b.trailer();
        p.line("{").indent(1);
        p.flags(t.flags()).endLine();
        p.word(t.function(), field + ".trailer.function").endLine();
        p.integer(t.index()).endLine();
        p.indent(-1).line("}");
    }

    private static void face(TextPrinter p, FaceBody f, List<Vec3> vertices, String field) {
        p.integer(f.vertices().size()).gap(2);
        for (int k = 0; k < f.vertices().size(); k++) {
            int v = f.vertices().get(k);
            if (v < 0 || v >= vertices.size()) {
                throw new MapWriteException(TextWriteRules.FACE_VERTEX_MISSING, field + ".vertices[" + k + "]", "vertex " + v + " of a block with "
                        + vertices.size() + " vertices");
            }
            p.integer(v);
        }
        p.text(":").word(f.texture(), field + ".texture");
        if (f.uvs().isPresent()) {
            p.text("[").numbers(f.uvs().get(), field + ".uvs").text("]");
        }
        p.axis(f.t1(), field + ".t1").axis(f.t2(), field + ".t2");
        Optional<TextureTransform> tt = f.transform();
        if (tt.isPresent()) {
            TextureTransform t = tt.get();
            p.number(t.offsetX(), field + ".offsetX").number(t.offsetY(), field + ".offsetY")
                    .number(t.rotation(), field + ".rotation").number(t.scaleX(), field + ".scaleX")
                    .number(t.scaleY(), field + ".scaleY");
        }
        FaceSurface s = f.surface();
        p.text(":").flags(s.flags()).number(s.ambient(), field + ".ambient").number(s.albedo(), field + ".albedo")
                .word(s.material(), field + ".material").endLine();
    }
}
