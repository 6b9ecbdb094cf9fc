package dev.mapharness.migrate;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.FaceSurface;
import dev.mapharness.gamestudio.TextureTransform;
import dev.mapharness.gamestudio.TextureVectors;
import dev.mapharness.gamestudio.WedTextureMapping;
import dev.mapharness.migrate.WmpGroupChains.Tally;
import dev.mapharness.wmpb.WmpbBlock;
import dev.mapharness.wmpb.WmpbFaceRecord;
import java.util.List;
import java.util.Optional;

/**
 * A binary block's faces as the text forms write them: each face's record found by its number, the
 * surface flags' low 16 bits, and for a face without a record the texture WED gives it
 * (docs/wmpb.md, "Migrations").
 */
final class WmpbFaces {
    /** What WED writes for a material, a block function or a missing name. */
    static final RawString UNDEFINED = RawString.of(WmpToMm.UNDEFINED);
    /** The bits of a face's or block's flags that the text forms hold. */
    static final long TEXT_FLAG_BITS = 0xFFFF;

    /**
     * One face's texturing, as both text forms hold it: {@code $$M} with the transform folded into the
     * vectors ({@link TextureTransform#IDENTITY}), text WMP with both as stored.
     */
    record Face(RawString texture, Optional<List<Double>> uvs, TextureVectors vectors, TextureTransform transform,
                FaceSurface surface) {
    }

    private final Tally highFlags = new Tally();
    private final Tally defaulted = new Tally();
    private final Tally unfoldable = new Tally();
    private final Tally folded = new Tally();

    /** The record of each face of {@code b} by face number; null where a face has none (or a number repeats). */
    static WmpbFaceRecord[] records(WmpbBlock b) {
        WmpbFaceRecord[] out = new WmpbFaceRecord[b.faces().size()];
        for (WmpbFaceRecord r : b.faceRecords()) {
            if (r.face() >= 0 && r.face() < out.length && out[(int) r.face()] == null) {
                out[(int) r.face()] = r;
            }
        }
        return out;
    }

    /**
     * The face's texture with its offsets, rotation and scales folded into the vectors (the
     * {@code $$M} form): a face of scale 0.25 and axis (1 0 0 0) has the vector ( 4 0 0 0 ).
     */
    Face folded(WmpbFaceRecord r, String field) {
        noteHighBits(r, field);
        TextureVectors vectors = r.axes();
        TextureTransform t = r.transform();
        if (!WedTextureMapping.isIdentity(t)) {
            if (WedTextureMapping.foldable(t) && WedTextureMapping.fold(vectors, t).isFinite()) {
                vectors = WedTextureMapping.fold(vectors, t);
                folded.add(field);
            } else {
                unfoldable.add(field + " " + t);
            }
        }
        return new Face(r.texture(), r.textureCoordinates(), vectors, TextureTransform.IDENTITY, surface(r));
    }

    /** The face's texture as stored: axes, offsets, rotation and scales apart (the text WMP form). */
    Face asStored(WmpbFaceRecord r, String field) {
        noteHighBits(r, field);
        return new Face(r.texture(), r.textureCoordinates(), r.axes(), r.transform(), surface(r));
    }

    /** A face without a record: what WED is taken to give it (a guess: no paired block lacks a record). */
    Face missing(int face, String field) {
        defaulted.add(field + ".faces[" + face + "]");
        return new Face(UNDEFINED, Optional.empty(), new TextureVectors(1, 0, 0, 0, 0, 1, 0, 0), TextureTransform.IDENTITY,
                new FaceSurface(WmpbValues.flags(0), 0, WmpToMm.WED_ALBEDO, UNDEFINED));
    }

    private static FaceSurface surface(WmpbFaceRecord r) {
        return new FaceSurface(WmpbValues.flags(r.flags() & TEXT_FLAG_BITS), r.ambient(), r.albedo(), UNDEFINED);
    }

    private void noteHighBits(WmpbFaceRecord r, String field) {
        if ((r.flags() & ~TEXT_FLAG_BITS) != 0) {
            highFlags.add(field + ".flags 0x" + Long.toHexString(r.flags()));
        }
    }

    void finish(LossReport.Builder report) {
        highFlags.report(report, MigrationRules.FLAG_BITS_DROPPED, "faceRecords", "face flags with bits above bit 15 (bit 28 marks faces with texture"
                + " coordinates): the text forms hold the low 16 bits only");
        unfoldable.report(report, MigrationRules.TEXTURE_NOT_FOLDED, "faceRecords", "faces whose texture scale is zero or a number is not finite: offsets,"
                + " rotation and scales dropped, vectors kept as stored");
        folded.reportDerived(report, MigrationRules.TEXTURE_FOLDED, "faceRecords", "faces with offsets, rotation or scales folded into their texture vectors");
        defaulted.reportDerived(report, MigrationRules.VALUE_DEFAULTED, "faces", "faces without a face record, written with WED's default texture");
    }
}
