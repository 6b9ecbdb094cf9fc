package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.quicktheories.core.Gen;

/**
 * 4WVR worlds the 4WVR → 8WVR migration calls lossless: no bytes after the NUL of any name, slot 0
 * holding the engine writer's name or used by some cell, an all-zero terminator, nothing after it,
 * texture indices below 512.
 *
 * <p>Made from {@link Wvr4Gens#representable} by dropping what such a world may not hold (leftovers
 * after a NUL, terminator leftovers, trailing bytes) and folding indices into the table, so the
 * worlds keep every other edge of that generator: unterminated names, holes, duplicate ids, any
 * transform bits, any heights, large grids. A slot 0 that is neither the engine's name nor used by a
 * cell becomes the engine's name.
 */
public final class LosslessWvr4Gens {
    private LosslessWvr4Gens() {
    }

    /** Every lossless world, names that fill their slot with no NUL and an empty slot 0 that cells use included. */
    public static Gen<Wvr4World> worlds() {
        return worlds(MigrationGridSizes.mixed(), true, true);
    }

    /**
     * Lossless worlds, less two shapes on request.
     *
     * @param sizes              grid sizes
     * @param unterminatedNames  whether names may fill their slot with no NUL (else they lose their last byte)
     * @param emptySlotZeroInUse whether slot 0 may be empty while cells use it (else it gets the engine's name)
     */
    public static Gen<Wvr4World> worlds(Gen<GridSize> sizes, boolean unterminatedNames, boolean emptySlotZeroInUse) {
        return Wvr4Gens.representable(sizes).map(w -> {
            Wvr4World l = lossless(w);
            l = unterminatedNames ? l : terminate(l);
            return emptySlotZeroInUse ? l : nameSlotZero(l);
        }).describedAs(Wvr4Gens::describe);
    }

    /** The all-zero empty-name record the engine's writer ends the model list with. */
    public static Wvr4Object zeroTerminator() {
        return new Wvr4Object(Transform.ofBits(new int[Transform.FLOATS]), 0,
                FixedString.ofSlot(new byte[Wvr4Object.NAME_LENGTH]));
    }

    static Wvr4World lossless(Wvr4World w) {
        short[] cells = w.textureIndices().toArray();
        boolean slotZeroUsed = false;
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (short) ((cells[i] & 0xFFFF) % Wvr4World.TEXTURE_SLOTS);
            slotZeroUsed |= cells[i] == 0;
        }
        List<FixedString> names = new ArrayList<>(w.textureNames().size());
        for (FixedString n : w.textureNames()) {
            names.add(withoutLeftovers(n, Wvr4World.TEXTURE_NAME_LENGTH));
        }
        if (!slotZeroUsed && !names.get(0).value().text().equals(Wvr4World.SLOT_ZERO_NAME)) {
            names.set(0, FixedString.padded(Wvr4World.SLOT_ZERO_NAME, Wvr4World.TEXTURE_NAME_LENGTH));
        }
        List<Wvr4Object> objects = new ArrayList<>(w.objects().size());
        for (Wvr4Object o : w.objects()) {
            objects.add(new Wvr4Object(o.transform(), o.id(), withoutLeftovers(o.name(), Wvr4Object.NAME_LENGTH)));
        }
        return new Wvr4World(w.heights(), ShortGrid.wrap(w.width(), w.height(), cells), names, objects,
                Optional.of(zeroTerminator()), Blob.EMPTY);
    }

    static Wvr4World nameSlotZero(Wvr4World w) {
        if (!w.textureNames().get(0).isEmpty()) {
            return w;
        }
        List<FixedString> names = new ArrayList<>(w.textureNames());
        names.set(0, FixedString.padded(Wvr4World.SLOT_ZERO_NAME, Wvr4World.TEXTURE_NAME_LENGTH));
        return new Wvr4World(w.heights(), w.textureIndices(), names, w.objects(), w.terminator(), w.trailing());
    }

    /** Names that fill their slot lose their last byte, so every name ends with a NUL. */
    static Wvr4World terminate(Wvr4World w) {
        List<FixedString> names = w.textureNames().stream().map(LosslessWvr4Gens::terminated).toList();
        List<Wvr4Object> objects = w.objects().stream()
                .map(o -> new Wvr4Object(o.transform(), o.id(), terminated(o.name()))).toList();
        return new Wvr4World(w.heights(), w.textureIndices(), names, objects, w.terminator(), w.trailing());
    }

    private static FixedString withoutLeftovers(FixedString n, int slot) {
        return FixedString.padded(n.value(), slot);
    }

    private static FixedString terminated(FixedString n) {
        if (n.isTerminated()) {
            return n;
        }
        byte[] slot = n.slot();
        slot[slot.length - 1] = 0;
        return FixedString.ofSlot(slot);
    }
}
