package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mapharness.bytes.Blob;
import dev.mapharness.compress.Compression;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.migrate.Migrations;
import dev.mapharness.migrate.OprwToOprw;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A river compressed by another writer takes another size than mapharness's encoder gives it, so
 * after a change of compression only the file knows where the records after it started: with the
 * file's layout, the map-info offsets move from the file's positions.
 */
class OprwLayoutMapInfoOffsetsTest {
    /** 300 points (2400 bytes, compressed) of a slowly bending line. */
    private static final OprwMapInfo RIVER = river();
    /** A position record (type 0) after the river. */
    private static final OprwMapInfo AFTER = OprwSamples.mapInfo(0);

    private static OprwMapInfo river() {
        int[] bits = new int[600];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = Float.floatToRawIntBits(i / 2 * 3.5f + (i % 2) * 0.25f);
        }
        return new OprwMapInfo(44, 77, bits, Blob.EMPTY);
    }

    private static byte[] points(OprwMapInfo river) {
        ByteBuffer b = ByteBuffer.allocate(4 * river.floatCount()).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(river.floatBits());
        return b.array();
    }

    /** BIS LZSS of literals only: another parse than mapharness's encoder makes. */
    private static byte[] literalsOnly(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int sum = 0;
        for (int i = 0; i < data.length; i++) {
            if (i % 8 == 0) {
                out.write(Math.min(8, data.length - i) == 8 ? 0xFF : (1 << (data.length - i)) - 1);
            }
            out.write(data[i]);
            sum += data[i] & 0xFF;
        }
        for (int k = 0; k < 4; k++) {
            out.write(sum >>> 8 * k);
        }
        return out.toByteArray();
    }

    /** Version 20's sample world with only the river and the record after it; cell 0 points at the river, the others at the record after it. */
    private static OprwWorld world(int afterAt) {
        OprwWorld w = OprwSamples.world(20);
        return new OprwWorld(w.version(), w.appId(), w.landCellSize(), w.geography(), w.soundMap(), w.peaks(),
                w.materialIndex(), w.random(), w.grass(), w.primaryTexture(), w.elevation(), w.materials(), w.models(),
                w.entities(), w.objectOffsets(), IntGrid.of(3, 2, new int[] {0, afterAt, afterAt, afterAt, afterAt, afterAt}),
                w.persistent(), w.subdivisionHints(), w.maxObjectId(), w.roads(), w.objects(), List.of(RIVER, AFTER),
                Blob.EMPTY, Blob.EMPTY);
    }

    @Test
    void offsetsAfterAForeignRiverMoveFromTheFilesPositions() {
        byte[] foreignPoints = literalsOnly(points(RIVER));
        int foreignAfter = 8 + 4 + foreignPoints.length;
        OprwWorld source = world(foreignAfter);
        byte[] file = OprwCodec.INSTANCE.write(source, OprwSourceLayout.empty(20).withRiver(0, RIVER, foreignPoints));
        Decoded<OprwWorld> d = OprwCodec.INSTANCE.read(file, ReadOptions.STRICT);
        assertEquals(source, d.model());
        assertArrayEquals(file, OprwCodec.INSTANCE.write(d.model(), d.layout().orElseThrow()));

        int lzoAfter = 8 + 4 + Compression.LZO.encode(points(RIVER)).length;
        OprwWorld migrated = new OprwToOprw(24).apply(d.model(), d.layout()).model();
        assertEquals(IntGrid.of(3, 2, new int[] {0, lzoAfter, lzoAfter, lzoAfter, lzoAfter, lzoAfter}), migrated.mapInfoOffsets(),
                "the record after the river is where the LZO file puts it");
        assertEquals(migrated, Migrations.migrate(d.model(), MigrationTarget.oprw(24), d.layout()).model(),
                "a chain's first step takes the file's layout");
        assertEquals(migrated, Migrations.migrate(d.model(), MigrationTarget.oprw(24), d.layout(), "world").model());

        // without the layout the file's positions are unknown: the foreign offset is taken for one inside the river
        OprwWorld guessed = new OprwToOprw(24).apply(d.model()).model();
        assertNotEquals(migrated.mapInfoOffsets(), guessed.mapInfoOffsets());

        // a layout of other records is not used
        OprwWorld other = new OprwToOprw(24).apply(d.model(), Optional.of(OprwSourceLayout.empty(20))).model();
        assertEquals(guessed.mapInfoOffsets(), other.mapInfoOffsets());
    }
}
