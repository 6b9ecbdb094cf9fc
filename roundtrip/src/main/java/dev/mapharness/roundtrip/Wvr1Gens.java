package dev.mapharness.roundtrip;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;

/**
 * 1WVR worlds. The format has no counts, so what a reader can tell apart shapes what is generated:
 * <ul>
 *   <li>a model record is recognised only by its name ending in ".p3d" (any case), so every model
 *       name does and no net header, read as a model record, does;</li>
 *   <li>segments end at an 8-byte record with x == y == 0, so no segment has both zero (negative
 *       zero counts as zero);</li>
 *   <li>a header named "EndOfNets" ends the file, so no net is named that.</li>
 * </ul>
 * Floats of models, headers and segments are record components compared by value, so they use
 * {@link FloatGens#values()} (negative zero, infinities and the canonical NaN; no payloads).
 */
public final class Wvr1Gens {
    private static final String[] SUFFIXES = {".p3d", ".P3D", ".P3d", ".p3D"};

    private Wvr1Gens() {
    }

    /** Worlds of the engine's size, 128 × 128, with terminated names and texture indices into named slots. */
    public static Gen<Wvr1World> conforming() {
        return worlds(GridSizes.of(Wvr1World.ENGINE_SIZE, Wvr1World.ENGINE_SIZE), true);
    }

    /** Worlds of any size (128 × 128 often), unterminated names, any texture index, trailing bytes. */
    public static Gen<Wvr1World> representable() {
        return worlds(Generate.frequency(Pair.of(1, GridSizes.of(Wvr1World.ENGINE_SIZE, Wvr1World.ENGINE_SIZE)),
                Pair.of(3, GridSizes.mixed())), false);
    }

    public static Gen<Wvr1World> worlds(Gen<GridSize> sizes, boolean conforming) {
        Gen<Integer> usedSlots = Generate.frequency(Pair.of(50, Generate.range(1, 8, 1)),
                Pair.of(30, Generate.range(1, 64, 1)), Pair.of(5, Generate.constant(Wvr1World.TEXTURE_SLOTS)));
        Gen<FixedString> textureName = conforming
                ? FixedStringGens.terminated(Wvr1World.TEXTURE_NAME_LENGTH, true)
                : FixedStringGens.any(Wvr1World.TEXTURE_NAME_LENGTH, true);
        Gen<FixedString> firstName = conforming
                ? FixedStringGens.terminated(Wvr1World.TEXTURE_NAME_LENGTH, false)
                : textureName;
        Gen<Integer> modelCount = ObjectCounts.mixed();
        Gen<Integer> netCount = Generate.frequency(Pair.of(3, Generate.constant(0)), Pair.of(5, Generate.range(1, 3, 1)),
                Pair.of(2, Generate.range(0, 12, 0)));
        Gen<Integer> segmentCount = Generate.frequency(Pair.of(1, Generate.constant(0)), Pair.of(5, Generate.range(1, 6, 1)),
                Pair.of(1, Generate.range(0, 60, 0)));
        Gen<FixedString> modelName = modelNames(conforming);
        Gen<Float> value = FloatGens.values();
        Gen<Blob> trailing = Generate.oneOf(Generate.constant(Blob.EMPTY), ByteGens.blobs(1, 200));

        return ((Gen<Wvr1World>) rs -> {
            GridSize size = sizes.generate(rs);
            int used = usedSlots.generate(rs);
            List<FixedString> names = new ArrayList<>(Wvr1World.TEXTURE_SLOTS);
            FixedString zeros = FixedString.ofSlot(new byte[Wvr1World.TEXTURE_NAME_LENGTH]);
            List<Integer> named = new ArrayList<>();
            for (int i = 0; i < Wvr1World.TEXTURE_SLOTS; i++) {
                FixedString n = i == 0 ? firstName.generate(rs) : i < used ? textureName.generate(rs) : zeros;
                names.add(n);
                if (!n.isEmpty()) {
                    named.add(i);
                }
            }
            ShortGrid heights = GridGens.shortGrid(size, GridGens.anyShort(), rs);
            Gen<Short> intoNamed = Generate.pick(named.isEmpty() ? List.of(0) : named).map(i -> (short) (int) i);
            ShortGrid textures = GridGens.shortGrid(size,
                    conforming ? intoNamed : Generate.oneOf(intoNamed, GridGens.anyShort()), rs);

            int m = modelCount.generate(rs);
            List<Wvr1Model> models = new ArrayList<>(m);
            for (int i = 0; i < m; i++) {
                models.add(new Wvr1Model(value.generate(rs), value.generate(rs), value.generate(rs), value.generate(rs),
                        modelName.generate(rs)));
            }
            int n = netCount.generate(rs);
            List<Wvr1Net> nets = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                nets.add(net(rs, netName(conforming), segmentCount, value));
            }
            Wvr1NetHeader end = header(rs, endOfNetsName(), value);
            Blob tail = conforming ? Blob.EMPTY : trailing.generate(rs);
            return new Wvr1World(heights, textures, names, models, nets, end, tail);
        }).assuming(w -> w.nets().stream().noneMatch(n -> looksLikeModel(n.header())) && !looksLikeModel(w.endOfNets()))
                .describedAs(Wvr1Gens::describe);
    }

    /** 48-byte names whose value ends in ".p3d" in some case: short, maximal, unterminated, with leftovers. */
    public static Gen<FixedString> modelNames(boolean terminatedOnly) {
        int slot = Wvr1Model.NAME_LENGTH;
        Gen<Integer> valueLength = Generate.oneOf(Generate.range(4, 20, 4),
                Generate.pick(List.of(4, slot - 1, terminatedOnly ? slot - 1 : slot)), Generate.range(4, terminatedOnly ? slot - 1 : slot, 4));
        Gen<Byte> valueByte = ByteGens.nonNulByte();
        Gen<String> suffix = Generate.pick(List.of(SUFFIXES));
        Gen<Boolean> leftovers = Generate.booleans();
        Gen<Byte> garbage = ByteGens.anyByte();
        return ((Gen<FixedString>) rs -> {
            int len = valueLength.generate(rs);
            byte[] b = new byte[slot];
            for (int i = 0; i < len - 4; i++) {
                b[i] = valueByte.generate(rs);
            }
            System.arraycopy(suffix.generate(rs).getBytes(StandardCharsets.US_ASCII), 0, b, len - 4, 4);
            if (len + 1 < slot && leftovers.generate(rs)) {
                for (int i = len + 1; i < slot; i++) {
                    b[i] = garbage.generate(rs);
                }
            }
            return FixedString.ofSlot(b);
        }).describedAs(FixedStringGens::describe);
    }

    private static Gen<FixedString> netName(boolean conforming) {
        Gen<FixedString> any = conforming ? FixedStringGens.terminated(Wvr1NetHeader.NAME_LENGTH, false)
                : FixedStringGens.any(Wvr1NetHeader.NAME_LENGTH, false);
        return Generate.oneOf(any, Generate.constant(FixedString.padded("LandText\\Silnice.pac", Wvr1NetHeader.NAME_LENGTH)))
                .assuming(n -> !n.value().text().equals(Wvr1NetHeader.END_OF_NETS));
    }

    /** "EndOfNets", canonically padded or with leftovers after its NUL. */
    private static Gen<FixedString> endOfNetsName() {
        byte[] value = Wvr1NetHeader.END_OF_NETS.getBytes(StandardCharsets.US_ASCII);
        Gen<FixedString> withLeftovers = FixedStringGens.emptyValue(Wvr1NetHeader.NAME_LENGTH - value.length).map(rest -> {
            byte[] slot = new byte[Wvr1NetHeader.NAME_LENGTH];
            System.arraycopy(value, 0, slot, 0, value.length);
            System.arraycopy(rest.slot(), 0, slot, value.length, rest.slotLength());
            return FixedString.ofSlot(slot);
        });
        return Generate.oneOf(Generate.constant(FixedString.padded(RawString.of(value), Wvr1NetHeader.NAME_LENGTH)),
                withLeftovers);
    }

    private static Wvr1NetHeader header(RandomnessSource rs, Gen<FixedString> name, Gen<Float> value) {
        Gen<Integer> constant = Generate.oneOf(Generate.pick(List.of(0x00cd9100, 0x00bfd400, 0x47, 0, 0x0069fbb0)),
                ObjectCounts.ids());
        return new Wvr1NetHeader(name.generate(rs), constant.generate(rs), constant.generate(rs), constant.generate(rs),
                constant.generate(rs), constant.generate(rs), Generate.range(0, 3, 0).mix(ObjectCounts.ids()).generate(rs),
                value.generate(rs), value.generate(rs), value.generate(rs), value.generate(rs));
    }

    private static Wvr1Net net(RandomnessSource rs, Gen<FixedString> name, Gen<Integer> segmentCount, Gen<Float> value) {
        Wvr1NetHeader h = header(rs, name, value);
        int n = segmentCount.generate(rs);
        List<Wvr1Subnet> segments = new ArrayList<>(n);
        Gen<Integer> constant = ObjectCounts.ids();
        for (int i = 0; i < n; i++) {
            float x = value.generate(rs);
            float y = value.generate(rs);
            if (x == 0f && y == 0f) {
                // both zero would end the list: move the segment off the origin
                y = 1f;
            }
            segments.add(new Wvr1Subnet(x, y, value.generate(rs), value.generate(rs), value.generate(rs), value.generate(rs),
                    constant.generate(rs), constant.generate(rs)));
        }
        Gen<Integer> zeroBits = Generate.pick(List.of(0, 0x8000_0000));
        return new Wvr1Net(h, segments, zeroBits.generate(rs), zeroBits.generate(rs));
    }

    /** True if a reader would take this header's 64 bytes for a model record (name value ending in ".p3d"). */
    public static boolean looksLikeModel(Wvr1NetHeader h) {
        ByteBuffer b = ByteBuffer.allocate(Wvr1NetHeader.RECORD_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.put(h.name().slot());
        b.putInt(h.constant0()).putInt(h.constant1()).putInt(h.constant2()).putInt(h.constant3()).putInt(h.constant4());
        b.putInt(h.type()).putFloat(h.x()).putFloat(h.y()).putFloat(h.z()).putFloat(h.scale());
        byte[] name = new byte[Wvr1Model.NAME_LENGTH];
        System.arraycopy(b.array(), Wvr1Model.RECORD_SIZE - Wvr1Model.NAME_LENGTH, name, 0, name.length);
        return FixedString.ofSlot(name).value().endsWithIgnoreCase(".p3d");
    }

    public static String describe(Wvr1World w) {
        StringBuilder sb = new StringBuilder("Wvr1World ").append(w.width()).append('×').append(w.height())
                .append(" heights=").append(w.heights()).append(" textures=").append(w.textureIndices())
                .append(" named slots=").append(w.textureNames().stream().filter(n -> !n.isEmpty()).count())
                .append(" models=").append(w.models().size()).append(' ');
        w.models().stream().limit(6).forEach(m -> sb.append(m).append(' '));
        sb.append(" nets=").append(w.nets().size()).append(' ');
        w.nets().stream().limit(4).forEach(n -> sb.append(n).append(' '));
        sb.append(" end=").append(w.endOfNets());
        if (!w.trailing().isEmpty()) {
            sb.append(" trailing=").append(w.trailing());
        }
        return sb.toString();
    }
}
