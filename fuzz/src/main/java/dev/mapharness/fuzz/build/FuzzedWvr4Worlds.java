package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedParts.shortGrid;
import static dev.mapharness.fuzz.build.FuzzedParts.slot;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** Small 4WVR worlds from fuzzer data, with now and then something the writer must refuse. */
public final class FuzzedWvr4Worlds {
    private FuzzedWvr4Worlds() {
    }

    public static Wvr4World build(FuzzedDataProvider data) {
        int w = data.consumeInt(1, 6);
        int h = data.consumeInt(1, 6);
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
        return new Wvr4World(shortGrid(data, w, h), shortGrid(data, w, h), names, objects, terminator,
                FuzzedParts.trailing(data));
    }

    private static Wvr4Object object(FuzzedDataProvider data) {
        return new Wvr4Object(FuzzedParts.transform(data), data.consumeInt(), slot(data, Wvr4Object.NAME_LENGTH));
    }
}
