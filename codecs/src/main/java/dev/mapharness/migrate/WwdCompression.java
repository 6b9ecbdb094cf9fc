package dev.mapharness.migrate;

import dev.mapharness.bytes.Blob;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.wwd.WwdLevel;

/**
 * A WWD level with its main block compressed (a zlib stream after the header, as the editors'
 * "Compress" option saves it) or stored as is. Only the header's compress bit changes; the writer
 * derives the decompressed-size field and the checksum, so nothing is lost either way. Written in
 * the layout of the file it came from, the level keeps its sections where they were: the
 * uncompressed file is the inflated image with the derived header words set. Bytes a compressed
 * file held after its zlib stream have no stream to follow in an uncompressed one: they move to the
 * end of the trailing bytes, and are reported.
 */
public final class WwdCompression implements Migration<WwdLevel, WwdLevel> {
    private final boolean compressed;

    public WwdCompression(boolean compressed) {
        this.compressed = compressed;
    }

    @Override
    public Format from() {
        return Format.WWD;
    }

    @Override
    public Format to() {
        return Format.WWD;
    }

    @Override
    public Class<WwdLevel> sourceType() {
        return WwdLevel.class;
    }

    @Override
    public MigrationTarget target() {
        return MigrationTarget.of(Format.WWD, compressed ? MapModel.COMPRESSED : MapModel.UNCOMPRESSED);
    }

    @Override
    public Migrated<WwdLevel> apply(WwdLevel source) {
        if (source.compressed() == compressed) {
            return new Migrated<>(source, LossReport.NONE);
        }
        WwdLevel level = source.withHeader(source.header().withCompressed(compressed));
        LossReport.Builder report = new LossReport.Builder().derived(MigrationRules.COMPRESSION_CHANGED, "header.flags", compressed
                ? "compress bit set: the main block is written as a zlib stream, with its decompressed size"
                : "compress bit cleared: the main block is written as is, decompressed size 0");
        if (!compressed && !source.afterStream().isEmpty()) {
            // an uncompressed level has no stream to follow: the bytes stay, after the main block
            byte[] trailing = source.trailing().bytes();
            byte[] after = source.afterStream().bytes();
            byte[] joined = java.util.Arrays.copyOf(trailing, trailing.length + after.length);
            System.arraycopy(after, 0, joined, trailing.length, after.length);
            level = level.withEnd(Blob.of(joined), Blob.EMPTY, source.wapMapMeta());
            report.derived(MigrationRules.COMPRESSION_CHANGED, "trailing", after.length + " bytes that followed the zlib stream now follow the trailing bytes")
                    .derived(MigrationRules.COMPRESSION_CHANGED, "afterStream", "an uncompressed level has no zlib stream for bytes to follow");
        }
        return new Migrated<>(level, report.build());
    }
}
