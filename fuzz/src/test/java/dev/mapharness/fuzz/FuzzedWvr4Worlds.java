package dev.mapharness.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Small 4WVR worlds from fuzzer data. Slots are usually the format's length but sometimes not,
 * and names may be empty, unterminated or carry garbage, so the writer's refusals get exercised too.
 */
final class FuzzedWvr4Worlds {
    private FuzzedWvr4Worlds() {
    }

    static Wvr4World build(FuzzedDataProvider data) {
        int w = data.consumeInt(1, 6);
        int h = data.consumeInt(1, 6);
        ShortGrid heights = ShortGrid.of(w, h, shorts(data, w * h));
        ShortGrid textures = ShortGrid.of(w, h, shorts(data, w * h));
        List<FixedString> names = new ArrayList<>(Collections.nCopies(Wvr4World.TEXTURE_SLOTS,
                FixedString.padded("", Wvr4World.TEXTURE_NAME_LENGTH)));
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            names.set(data.consumeInt(0, Wvr4World.TEXTURE_SLOTS - 1), slot(data, Wvr4World.TEXTURE_NAME_LENGTH));
        }
        if (data.consumeInt(0, 15) == 0) {
            names.remove(names.size() - 1);
        }
        List<Wvr4Object> objects = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            objects.add(object(data));
        }
        Optional<Wvr4Object> terminator = data.consumeBoolean() ? Optional.of(object(data)) : Optional.empty();
        Blob trailing = Blob.of(data.consumeBytes(data.consumeInt(0, 8)));
        return new Wvr4World(heights, textures, names, objects, terminator, trailing);
    }

    private static Wvr4Object object(FuzzedDataProvider data) {
        int[] bits = new int[Transform.FLOATS];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = data.consumeInt();
        }
        return new Wvr4Object(Transform.ofBits(bits), data.consumeInt(), slot(data, Wvr4Object.NAME_LENGTH));
    }

    /** A slot of the expected length one time in eight less often than not, holding the fuzzer's bytes. */
    private static FixedString slot(FuzzedDataProvider data, int length) {
        int size = data.consumeInt(0, 7) == 0 ? data.consumeInt(0, length + 2) : length;
        byte[] slot = new byte[size];
        byte[] content = data.consumeBytes(size);
        System.arraycopy(content, 0, slot, 0, content.length);
        return FixedString.ofSlot(slot);
    }

    private static short[] shorts(FuzzedDataProvider data, int n) {
        short[] s = new short[n];
        for (int i = 0; i < n; i++) {
            s[i] = data.consumeShort();
        }
        return s;
    }
}
