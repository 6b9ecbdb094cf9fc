package dev.mapharness.wwd;

import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import java.util.List;
import java.util.Objects;

/**
 * One plane of a WWD level: its 160-byte header, its tiles, its image-set names and its objects.
 *
 * <pre>
 * u32 blockSize (160; derived); u32 unknown1; u32 flags; u32 unknown2; char name[64]
 * i32 widthPx, heightPx, tileWidth, tileHeight, tilesWide, tilesHigh; u32 unknown3, unknown4
 * i32 movementXPercent, movementYPercent, fillColor; u32 imageSetCount, objectCount
 * u32 tilesOffset, imageSetsOffset, objectsOffset (derived); i32 zCoord; u32 unknown5, unknown6, unknown7
 * tiles: u32[tilesHigh][tilesWide]; image sets: NUL-terminated names; objects: see {@link WwdObject}
 * </pre>
 *
 * <p>The pixel sizes are kept as the file has them: they should be tiles × tile size, and files
 * where they disagree are reported, not corrected. Tile cells are u32 tile ids or one of the
 * markers {@link #TILE_INVISIBLE} and {@link #TILE_FILLED}.
 *
 * @param flags      raw flag word: {@link #FLAG_MAIN}, {@link #FLAG_NO_DRAW}, {@link #FLAG_X_WRAP},
 *                   {@link #FLAG_Y_WRAP}, {@link #FLAG_AUTO_TILE_SIZE}
 * @param name       64-byte slot, kept whole
 * @param tiles      tilesWide × tilesHigh tile ids (at least 1 × 1)
 * @param imageSets  image-set names (GLE uses only the first), raw bytes without the NUL
 * @param objects    the plane's objects (GLE saves them for the main plane only)
 */
public record WwdPlane(int flags, FixedString name, int widthPx, int heightPx, int tileWidth, int tileHeight,
                       int movementXPercent, int movementYPercent, int fillColor, int zCoord, WwdPlaneReserved reserved,
                       IntGrid tiles, List<RawString> imageSets, List<WwdObject> objects) {
    /** Bytes of a plane header. */
    public static final int HEADER_SIZE = 160;
    public static final int NAME_LENGTH = 64;

    public static final int FLAG_MAIN = 0x1;
    public static final int FLAG_NO_DRAW = 0x2;
    public static final int FLAG_X_WRAP = 0x4;
    public static final int FLAG_Y_WRAP = 0x8;
    public static final int FLAG_AUTO_TILE_SIZE = 0x10;

    /** A tile cell that draws nothing. */
    public static final int TILE_INVISIBLE = 0xFFFF_FFFF;
    /** A tile cell filled with the plane's fill colour. */
    public static final int TILE_FILLED = 0xEEEE_EEEE;

    public WwdPlane {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(reserved, "reserved");
        Objects.requireNonNull(tiles, "tiles");
        imageSets = List.copyOf(imageSets);
        objects = List.copyOf(objects);
    }

    public int tilesWide() {
        return tiles.width();
    }

    public int tilesHigh() {
        return tiles.height();
    }

    public boolean isMain() {
        return (flags & FLAG_MAIN) != 0;
    }

    public boolean noDraw() {
        return (flags & FLAG_NO_DRAW) != 0;
    }

    public boolean xWrap() {
        return (flags & FLAG_X_WRAP) != 0;
    }

    public boolean yWrap() {
        return (flags & FLAG_Y_WRAP) != 0;
    }

    public boolean autoTileSize() {
        return (flags & FLAG_AUTO_TILE_SIZE) != 0;
    }

    /** True if the pixel sizes equal tiles × tile size, as the editor writes them. */
    public boolean pixelSizesAgree() {
        return (long) tilesWide() * tileWidth == widthPx && (long) tilesHigh() * tileHeight == heightPx;
    }

    /** True for a cell that is a tile id, not a marker. */
    public static boolean isTileId(int cell) {
        return cell != TILE_INVISIBLE && cell != TILE_FILLED;
    }

    public static boolean isInvisible(int cell) {
        return cell == TILE_INVISIBLE;
    }

    public static boolean isFilled(int cell) {
        return cell == TILE_FILLED;
    }
}
