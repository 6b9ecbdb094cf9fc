package dev.mapharness.migrate;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.wwd.WwdLevel;

/**
 * A WWD level with its main block compressed (a zlib stream after the header, as the editors'
 * "Compress" option saves it) or stored as is. Only the header's compress bit changes; the writer
 * derives the decompressed-size field and the checksum, so nothing is lost either way.
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
        WwdLevel level = new WwdLevel(source.header().withCompressed(compressed), source.planes(),
                source.tilePropertiesHeader(), source.tileProperties(), source.trailing());
        LossReport report = new LossReport.Builder().derived("header.flags", compressed
                ? "compress bit set: the main block is written as a zlib stream, with its decompressed size"
                : "compress bit cleared: the main block is written as is, decompressed size 0").build();
        return new Migrated<>(level, report);
    }
}
