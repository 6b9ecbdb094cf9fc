package dev.mapharness.bench.codec;

import dev.mapharness.corpus.ScaledWorlds;
import dev.mapharness.format.MapCodec;
import dev.mapharness.wwd.WwdCodec;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdPlane;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/**
 * WWD read and write of Claw-style levels with a {@code side} × {@code side} action plane: one plane
 * (action), two (action and a front plane of the same size) or three (a small wrapping background
 * first, as Claw's levels have it), stored plainly or with the main block as a zlib stream. A
 * compressed level's payload is its header plus the inflated main block.
 */
public class WwdBenchmark extends CodecBenchmark<WwdLevel> {
    /** Where the header keeps the inflated size of a compressed main block (0 when not compressed). */
    static final int DECOMPRESSED_SIZE_AT = 0x2E8;
    /** Tile properties of a level: Claw's tilesets have a few hundred tiles. */
    static final int TILE_PROPERTIES = 300;

    @Param({"1", "2", "3"})
    public int planes;

    @Param({"500", "1000", "2000"})
    public int side;

    @Param({"false", "true"})
    public boolean compressed;

    /** One object per 200 tiles of the action plane: about the density of Claw's own levels. */
    static WwdLevel level(int planes, int side, boolean compressed) {
        WwdLevel full = ScaledWorlds.wwd(side * 7L, compressed, side, side, side * side / 200, TILE_PROPERTIES);
        // the generator's planes are background, action, front; every plane count keeps the same action plane
        List<WwdPlane> all = full.planes();
        List<WwdPlane> kept = switch (planes) {
            case 1 -> List.of(all.get(1));
            case 2 -> List.of(all.get(1), all.get(2));
            case 3 -> all;
            default -> throw new IllegalArgumentException("1 to 3 planes, not " + planes);
        };
        return new WwdLevel(full.header(), kept, full.tilePropertiesHeader(), full.tileProperties(), full.trailing());
    }

    /** The header and the main block as it is after inflating, for a compressed level. */
    static long payload(byte[] file) {
        long inflated = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).getInt(DECOMPRESSED_SIZE_AT) & 0xFFFF_FFFFL;
        return inflated == 0 ? file.length : WwdHeader.SIZE + inflated;
    }

    @Override
    protected MapCodec<WwdLevel> codec() {
        return WwdCodec.INSTANCE;
    }

    @Override
    protected WwdLevel build() {
        return level(planes, side, compressed);
    }

    @Override
    protected long payloadBytes(WwdLevel model, byte[] file) {
        return model.compressed() ? payload(file) : file.length;
    }
}
