package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * 4WVR worlds over the format's whole range.
 *
 * <p>What the writer refuses (see {@code Wvr4Writer.validate}): a texture table that is not exactly
 * 512 slots of 32 bytes; model names not in 76-byte slots; an object whose name is empty (it would
 * end the model list); a terminator whose name is not empty; trailing bytes with no terminator
 * before them (they would be read as models). {@link #representable} never makes those;
 * {@link #refused} makes exactly one of them.
 *
 * <p>What a strict read reports or refuses: names with no NUL in their slot (refused), bytes after
 * the terminator (refused), duplicate object ids and texture indices past the usable table
 * (violations). {@link #conforming} makes none of those.
 */
public final class Wvr4Gens {
    private Wvr4Gens() {
    }

    /** Worlds a strict read accepts with no violation, on the mixed grid sizes. */
    public static Gen<Wvr4World> conforming() {
        return conforming(GridSizes.mixed());
    }

    public static Gen<Wvr4World> conforming(Gen<GridSize> sizes) {
        return worlds(sizes, true);
    }

    /** Every world the writer accepts: unterminated and garbage names, any texture index, duplicate ids, trailing bytes. */
    public static Gen<Wvr4World> representable() {
        return representable(GridSizes.mixed());
    }

    public static Gen<Wvr4World> representable(Gen<GridSize> sizes) {
        return worlds(sizes, false);
    }

    private static Gen<Wvr4World> worlds(Gen<GridSize> sizes, boolean conforming) {
        Gen<Integer> usedSlots = Generate.frequency(
                Pair.of(10, Generate.constant(0)),
                Pair.of(50, Generate.range(1, 8, 1)),
                Pair.of(30, Generate.range(0, 64, 0)),
                Pair.of(5, Generate.constant(Wvr4World.TEXTURE_SLOTS)));
        // with holes, empty slots occur among the used ones (the usable table ends at the first)
        Gen<Boolean> holes = Generate.booleans();
        Gen<FixedString> textureName = conforming
                ? FixedStringGens.terminated(Wvr4World.TEXTURE_NAME_LENGTH, false)
                : FixedStringGens.any(Wvr4World.TEXTURE_NAME_LENGTH, false);
        Gen<FixedString> textureNameOrHole = conforming
                ? FixedStringGens.terminated(Wvr4World.TEXTURE_NAME_LENGTH, true)
                : FixedStringGens.any(Wvr4World.TEXTURE_NAME_LENGTH, true);
        Gen<Boolean> leftoversInUnusedSlots = Generate.frequency(Pair.of(9, Generate.constant(false)),
                Pair.of(1, Generate.constant(true)));
        Gen<FixedString> unusedSlot = FixedStringGens.emptyValue(Wvr4World.TEXTURE_NAME_LENGTH);
        Gen<Integer> objectCount = ObjectCounts.mixed();
        Gen<FixedString> objectName = conforming
                ? FixedStringGens.terminated(Wvr4Object.NAME_LENGTH, false)
                : FixedStringGens.any(Wvr4Object.NAME_LENGTH, false);
        Gen<Integer> anyId = Generate.oneOf(Generate.range(0, 4, 0), ObjectCounts.ids());
        Gen<Boolean> hasTerminator = Generate.booleans();
        Gen<FixedString> terminatorName = FixedStringGens.emptyValue(Wvr4Object.NAME_LENGTH);
        Gen<Blob> trailing = Generate.oneOf(Generate.constant(Blob.EMPTY), ByteGens.blobs(1, 300));
        Gen<Short> anyTextureIndex = Generate.oneOf(Generate.range(0, 600, 0).map(i -> (short) (int) i),
                GridGens.anyShort());

        return ((Gen<Wvr4World>) rs -> {
            GridSize size = sizes.generate(rs);

            int used = usedSlots.generate(rs);
            Gen<FixedString> usedName = holes.generate(rs) ? textureNameOrHole : textureName;
            boolean leftovers = leftoversInUnusedSlots.generate(rs);
            List<FixedString> names = new ArrayList<>(Wvr4World.TEXTURE_SLOTS);
            FixedString zeros = FixedString.ofSlot(new byte[Wvr4World.TEXTURE_NAME_LENGTH]);
            for (int i = 0; i < Wvr4World.TEXTURE_SLOTS; i++) {
                names.add(i < used ? usedName.generate(rs) : leftovers ? unusedSlot.generate(rs) : zeros);
            }
            int usable = usableSlots(names);

            ShortGrid heights = GridGens.shortGrid(size, GridGens.anyShort(), rs);
            Gen<Short> inTable = Generate.range(0, usable - 1, 0).map(i -> (short) (int) i);
            ShortGrid textures = GridGens.shortGrid(size, conforming ? inTable : Generate.oneOf(inTable, anyTextureIndex), rs);

            int n = objectCount.generate(rs);
            int[] ids = conforming ? ObjectCounts.distinctIds(n, rs) : null;
            List<Wvr4Object> objects = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                objects.add(new Wvr4Object(TransformGens.any().generate(rs),
                        conforming ? ids[i] : anyId.generate(rs), objectName.generate(rs)));
            }

            Optional<Wvr4Object> terminator = hasTerminator.generate(rs)
                    ? Optional.of(new Wvr4Object(TransformGens.any().generate(rs), ObjectCounts.ids().generate(rs),
                            terminatorName.generate(rs)))
                    : Optional.empty();
            Blob tail = !conforming && terminator.isPresent() ? trailing.generate(rs) : Blob.EMPTY;
            return new Wvr4World(heights, textures, names, objects, terminator, tail);
        }).describedAs(Wvr4Gens::describe);
    }

    /** Slot 0 is never used by the engine; the first empty slot after it ends the usable table. */
    static int usableSlots(List<FixedString> names) {
        int usable = 1;
        while (usable < names.size() && !names.get(usable).isEmpty()) {
            usable++;
        }
        return usable;
    }

    /**
     * Worlds the writer must refuse, each with one defect: a texture table of the wrong size, a
     * slot of the wrong length, an object with an empty name, a terminator with a name, trailing
     * bytes without a terminator.
     */
    public static Gen<Refusal<Wvr4World>> refused() {
        Gen<Wvr4World> base = representable(GridSizes.small(6));
        Gen<Integer> defect = Generate.range(0, 6, 0);
        Gen<Integer> wrongSlot = Generate.pick(List.of(0, 31, 33, 75, 77, 128));
        Gen<FixedString> emptyName = FixedStringGens.emptyValue(Wvr4Object.NAME_LENGTH);
        Gen<FixedString> someName = FixedStringGens.any(Wvr4Object.NAME_LENGTH, false);
        Gen<Integer> position = Generate.range(0, 1_000_000, 0);
        return rs -> {
            Wvr4World w = base.generate(rs);
            int d = defect.generate(rs);
            int at = position.generate(rs);
            List<FixedString> names = new ArrayList<>(w.textureNames());
            List<Wvr4Object> objects = new ArrayList<>(w.objects());
            switch (d) {
                case 0 -> {
                    boolean shorter = at % 2 == 0;
                    if (shorter) {
                        names.remove(names.size() - 1);
                    } else {
                        names.add(names.get(0));
                    }
                    return new Refusal<>(with(w, names, objects, w.terminator(), w.trailing()), "textureNames",
                            "texture table of " + names.size() + " slots");
                }
                case 1 -> {
                    int i = at % names.size();
                    int len = wrongSlot.generate(rs);
                    names.set(i, FixedString.ofSlot(new byte[len == Wvr4World.TEXTURE_NAME_LENGTH ? 0 : len]));
                    return new Refusal<>(with(w, names, objects, w.terminator(), w.trailing()),
                            "textureNames[" + i + "]", "texture slot " + i + " of " + len + " bytes");
                }
                case 2 -> {
                    int i = at % (objects.size() + 1);
                    int len = wrongSlot.generate(rs);
                    byte[] slot = new byte[len == Wvr4Object.NAME_LENGTH ? 0 : len];
                    java.util.Arrays.fill(slot, (byte) 'm');
                    objects.add(i, new Wvr4Object(dev.mapharness.grid.Transform.IDENTITY, 1, FixedString.ofSlot(slot)));
                    return new Refusal<>(with(w, names, objects, w.terminator(), w.trailing()),
                            "objects[" + i + "].name", "object " + i + " with a " + slot.length + "-byte name slot");
                }
                case 3 -> {
                    int i = at % (objects.size() + 1);
                    objects.add(i, new Wvr4Object(dev.mapharness.grid.Transform.IDENTITY, 7, emptyName.generate(rs)));
                    return new Refusal<>(with(w, names, objects, w.terminator(), w.trailing()),
                            "objects[" + i + "].name", "object " + i + " with an empty name");
                }
                case 4 -> {
                    Wvr4Object t = new Wvr4Object(dev.mapharness.grid.Transform.IDENTITY, 0, someName.generate(rs));
                    return new Refusal<>(with(w, names, objects, Optional.of(t), w.trailing()), "terminator.name",
                            "a terminator named " + t.name());
                }
                default -> {
                    Blob tail = Blob.of(new byte[] {1, 2, 3, (byte) (at & 0xFF)});
                    return new Refusal<>(with(w, names, objects, Optional.empty(), tail), "trailing",
                            "trailing bytes with no terminator");
                }
            }
        };
    }

    private static Wvr4World with(Wvr4World w, List<FixedString> names, List<Wvr4Object> objects,
                                  Optional<Wvr4Object> terminator, Blob trailing) {
        return new Wvr4World(w.heights(), w.textureIndices(), names, objects, terminator, trailing);
    }

    /** A summary first (sizes, counts), so a shrunk failure reads at a glance; then the fields that differ from empty. */
    public static String describe(Wvr4World w) {
        StringBuilder sb = new StringBuilder("Wvr4World ").append(w.width()).append('×').append(w.height())
                .append(" heights=").append(w.heights()).append(" textures=").append(w.textureIndices());
        sb.append(" textureNames={");
        boolean first = true;
        for (int i = 0; i < w.textureNames().size(); i++) {
            FixedString n = w.textureNames().get(i);
            if (!java.util.Arrays.equals(n.slot(), new byte[n.slotLength()])) {
                sb.append(first ? "" : ", ").append(i).append(": ").append(FixedStringGens.describe(n));
                first = false;
            }
        }
        sb.append("} objects=").append(w.objects().size()).append(' ');
        w.objects().stream().limit(8).forEach(o -> sb.append("{id ").append(o.id()).append(' ')
                .append(FixedStringGens.describe(o.name())).append(' ').append(o.transform()).append("} "));
        w.terminator().ifPresent(t -> sb.append("terminator{id ").append(t.id()).append(' ')
                .append(FixedStringGens.describe(t.name())).append("} "));
        if (!w.trailing().isEmpty()) {
            sb.append("trailing=").append(w.trailing());
        }
        return sb.toString();
    }
}
