package dev.mapharness.corpus;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.wwd.WwdHeader;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdObject;
import dev.mapharness.wwd.WwdObjectField;
import dev.mapharness.wwd.WwdPlane;
import dev.mapharness.wwd.WwdPlaneReserved;
import dev.mapharness.wwd.WwdRect;
import dev.mapharness.wwd.WwdTileProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plausible, valid Claw-style levels built from a seed: a wrapping background plane, a main action
 * plane with ground, platforms and ladders, a front plane of decoration; enemies, treasure and
 * checkpoints on the main plane; tile properties of all three types (single, double and mask).
 */
final class WwdLevels {
    private static final int TILE = 64;
    /** Tile ids on the action plane, each described by the tile property of the same index. */
    private static final int EMPTY = 0;
    private static final int GROUND = 1;
    private static final int GROUND_TOP = 2;
    private static final int PLATFORM = 3;
    private static final int LADDER = 4;
    private static final int SPIKES = 5;
    private static final int SLOPE = 6;
    private static final String[][] OBJECTS = {
        {"Officer", "Officer", "LEVEL_OFFICER", "LEVEL_OFFICER_WALK"},
        {"Soldier", "Soldier", "LEVEL_SOLDIER", ""},
        {"", "TreasurePowerup", "GAME_TREASURE_COINS", ""},
        {"Checkpoint", "Checkpoint", "GAME_CHECKPOINTFLAG", ""},
        {"", "BehindCandy", "LEVEL_TORCH", "LEVEL_TORCH_BURN"},
        {"Rat", "Rat", "LEVEL_RAT", ""},
    };

    private WwdLevels() {
    }

    /**
     * A level whose action plane is {@code wide × high} tiles with {@code objects} objects and
     * {@code tileProperties} properties (at least 7: the ids the action plane uses).
     */
    static WwdLevel level(Random random, boolean compressed, int wide, int high, int objects, int tileProperties) {
        WwdHeader blank = WwdHeader.blank(0);
        int flags = compressed ? WwdHeader.FLAG_COMPRESSED : 0;
        String name = "Level " + (1 + random.nextInt(14));
        WwdHeader header = new WwdHeader(0, flags | WwdHeader.FLAG_USE_Z, 0, FixedString.padded(name, 64),
                FixedString.padded("mapharness corpus", 64), FixedString.padded("seed " + random.nextInt(1000), 64),
                FixedString.padded("C:\\Claw\\Claw.rez", 256), FixedString.padded("\\LEVEL1\\TILES", 128),
                FixedString.padded("\\LEVEL1\\PALETTES\\MAIN.PAL", 128), TILE * 2 + 32, TILE * (high - 3), 0, 0,
                blank.launchApp(),
                List.of(FixedString.padded("\\LEVEL1\\IMAGES", 128), FixedString.padded("\\CLAW", 128),
                        FixedString.padded("\\GAME\\IMAGES", 128), blank.imageSets().get(3)),
                List.of(FixedString.padded("LEVEL", 32), FixedString.padded("CLAW", 32), FixedString.padded("GAME", 32),
                        blank.prefixes().get(3)));
        WwdPlane back = new WwdPlane(WwdPlane.FLAG_X_WRAP | WwdPlane.FLAG_Y_WRAP, FixedString.padded("Background", 64),
                8 * TILE, 4 * TILE, TILE, TILE, 50, 50, 0x40, 0, WwdPlaneReserved.ZERO, background(random),
                List.of(RawString.of("BACK")), List.of());
        WwdPlane action = new WwdPlane(WwdPlane.FLAG_MAIN, FixedString.padded("Action", 64), wide * TILE, high * TILE, TILE,
                TILE, 100, 100, 0, 1000, WwdPlaneReserved.ZERO, action(random, wide, high),
                List.of(RawString.of("ACTION")), objects(random, wide, high, objects));
        WwdPlane front = new WwdPlane(WwdPlane.FLAG_AUTO_TILE_SIZE, FixedString.padded("Front", 64), wide * TILE,
                high * TILE, TILE, TILE, 120, 100, 0, 5000, WwdPlaneReserved.ZERO, front(random, wide, high),
                List.of(RawString.of("FRONT"), RawString.of("ACTION")), List.of());
        return new WwdLevel(header, List.of(back, action, front), tileProperties(random, tileProperties), Blob.EMPTY);
    }

    private static IntGrid background(Random random) {
        int[] cells = new int[8 * 4];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = 1 + random.nextInt(12);
        }
        return IntGrid.wrap(8, 4, cells);
    }

    /** Solid ground with a grassy top at a wandering height, floating platforms, ladders, a spike pit. */
    private static IntGrid action(Random random, int wide, int high) {
        int[] cells = new int[wide * high];
        java.util.Arrays.fill(cells, WwdPlane.TILE_INVISIBLE);
        int ground = high - 3;
        for (int x = 0; x < wide; x++) {
            if (x > 2 && random.nextInt(6) == 0) {
                ground = Math.max(high / 2, Math.min(high - 2, ground + random.nextInt(3) - 1));
            }
            boolean pit = x > 4 && x < wide - 2 && random.nextInt(25) == 0;
            for (int y = ground; y < high; y++) {
                cells[y * wide + x] = y == ground ? (pit ? SPIKES : GROUND_TOP) : GROUND;
            }
            if (x % 7 == 3 && ground > 4) {
                int y = ground - 3 - random.nextInt(Math.max(1, ground - 4));
                for (int dx = 0; dx < 3 && x + dx < wide; dx++) {
                    cells[y * wide + x + dx] = PLATFORM;
                }
                for (int ly = y + 1; ly < ground; ly++) {
                    cells[ly * wide + x] = LADDER;
                }
            }
        }
        cells[(high - 1) * wide] = EMPTY;
        cells[wide - 1] = WwdPlane.TILE_FILLED;
        cells[Math.min(cells.length - 1, wide + 1)] = SLOPE;
        return IntGrid.wrap(wide, high, cells);
    }

    private static IntGrid front(Random random, int wide, int high) {
        int[] cells = new int[wide * high];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = random.nextInt(40) == 0 ? 20 + random.nextInt(8) : WwdPlane.TILE_INVISIBLE;
        }
        return IntGrid.wrap(wide, high, cells);
    }

    private static List<WwdObject> objects(Random random, int wide, int high, int n) {
        List<WwdObject> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String[] kind = OBJECTS[random.nextInt(OBJECTS.length)];
            int x = TILE / 2 + random.nextInt(wide * TILE - TILE);
            int y = TILE / 2 + random.nextInt(high * TILE - TILE);
            boolean enemy = kind[1].equals("Officer") || kind[1].equals("Soldier") || kind[1].equals("Rat");
            WwdObject.Builder b = WwdObject.builder().set(WwdObjectField.ID, i + 1)
                    .set(WwdObjectField.LOCATION_X, x).set(WwdObjectField.LOCATION_Y, y)
                    .set(WwdObjectField.LOCATION_Z, kind[1].equals("BehindCandy") ? 990 : 1000)
                    .set(WwdObjectField.FLAGS_DRAW, random.nextInt(4) == 0 ? 0x2 : 0)
                    .set(WwdObjectField.OBJECT_TYPE, enemy ? 0x4 : 0x1)
                    .set(WwdObjectField.FLAGS_HIT_TYPE, enemy ? 0x2 : 0)
                    .name(RawString.of(kind[0])).logic(RawString.of(kind[1])).imageSet(RawString.of(kind[2]))
                    .animation(RawString.of(kind[3]));
            if (enemy) {
                int range = TILE * (2 + random.nextInt(4));
                b.set(WwdObjectField.MIN_X, x - range).set(WwdObjectField.MAX_X, x + range)
                        .set(WwdObjectField.RECT_MOVE_LEFT, x - range).set(WwdObjectField.RECT_MOVE_RIGHT, x + range)
                        .set(WwdObjectField.DAMAGE, 10).set(WwdObjectField.HEALTH, 20 + random.nextInt(40))
                        .set(WwdObjectField.SPEED_X, 1 + random.nextInt(4)).set(WwdObjectField.DIRECTION, random.nextInt(2) * 2 - 1);
            } else if (kind[1].equals("TreasurePowerup")) {
                b.set(WwdObjectField.POWERUP, 33).set(WwdObjectField.SCORE, 100 * (1 + random.nextInt(5)))
                        .set(WwdObjectField.USER1, random.nextInt(10)).set(WwdObjectField.USER2, random.nextInt(10));
            }
            out.add(b.build());
        }
        return out;
    }

    /** Ids 0..6 as the action plane uses them; the rest fillers of every type. */
    private static List<WwdTileProperty> tileProperties(Random random, int n) {
        List<WwdTileProperty> out = new ArrayList<>(n);
        out.add(new WwdTileProperty.Single(TILE, TILE, 0, 0));
        out.add(new WwdTileProperty.Single(TILE, TILE, 0, 1));
        out.add(new WwdTileProperty.Double(TILE, TILE, 0, 0, 1, new WwdRect(0, 8, 63, 63)));
        out.add(new WwdTileProperty.Double(TILE, TILE, 0, 0, 2, new WwdRect(0, 0, 63, 7)));
        out.add(new WwdTileProperty.Single(TILE, TILE, 0, 3));
        out.add(new WwdTileProperty.Double(TILE, TILE, 0, 0, 4, new WwdRect(0, 40, 63, 63)));
        out.add(slope());
        while (out.size() < n) {
            int kind = random.nextInt(8);
            if (kind == 0) {
                out.add(slope());
            } else if (kind < 4) {
                out.add(new WwdTileProperty.Single(TILE, TILE, 0, random.nextInt(5)));
            } else {
                int top = random.nextInt(TILE);
                out.add(new WwdTileProperty.Double(TILE, TILE, 0, 0, 1 + random.nextInt(4), new WwdRect(0, top, 63, 63)));
            }
        }
        return out;
    }

    /** A diagonal: ground below the line from bottom left to top right, clear above it. */
    private static WwdTileProperty slope() {
        byte[] mask = new byte[TILE * TILE];
        for (int y = 0; y < TILE; y++) {
            for (int x = 0; x < TILE; x++) {
                mask[y * TILE + x] = (byte) (x + y >= TILE - 1 ? 2 : 0);
            }
        }
        return new WwdTileProperty.Mask(TILE, TILE, 0, Blob.of(mask));
    }
}
