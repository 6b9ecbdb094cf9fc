package dev.mapharness.gamestudio;

/**
 * Whether a block's textures move with it: the one place that reads it from the block flags.
 *
 * <p>The seed gives the flags of a locked block as {@code 00000000000000010000000000000000}, binary
 * digits most significant first, so the lock is bit 16. WED's manual says a locked texture "stays
 * aligned while moving the block" (and the group); an unlocked one "stays aligned to the level
 * origin". So when groups move a block, a locked block's texture vectors follow it
 * ({@link TextureVectors#movedWith}) and an unlocked block's stay as they are.
 */
public final class TextureLock {
    /** Bit 16 of the block flags, counted from the last digit. */
    public static final int BIT = 16;

    private TextureLock() {
    }

    public static boolean isLocked(BlockTrailer trailer) {
        return trailer.flags().bit(BIT);
    }
}
