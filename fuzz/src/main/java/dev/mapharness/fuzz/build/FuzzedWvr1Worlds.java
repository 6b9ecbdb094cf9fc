package dev.mapharness.fuzz.build;

import static dev.mapharness.fuzz.build.FuzzedParts.anyFloat;
import static dev.mapharness.fuzz.build.FuzzedParts.shortGrid;
import static dev.mapharness.fuzz.build.FuzzedParts.slot;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.wvr1.Wvr1Model;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Small 1WVR worlds from fuzzer data. Model names usually end in ".p3d" and net names are
 * usually a road texture, because that is how a reader tells models, nets and the end apart.
 */
public final class FuzzedWvr1Worlds {
    private FuzzedWvr1Worlds() {
    }

    public static Wvr1World build(FuzzedDataProvider data) {
        int w = data.consumeInt(1, 4);
        int h = data.consumeInt(1, 4);
        List<FixedString> names = new ArrayList<>(Collections.nCopies(Wvr1World.TEXTURE_SLOTS,
                FixedString.padded("", Wvr1World.TEXTURE_NAME_LENGTH)));
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            names.set(data.consumeInt(0, Wvr1World.TEXTURE_SLOTS - 1), slot(data, Wvr1World.TEXTURE_NAME_LENGTH));
        }
        List<Wvr1Model> models = new ArrayList<>();
        for (int i = data.consumeInt(0, 4); i > 0; i--) {
            models.add(new Wvr1Model(anyFloat(data), anyFloat(data), anyFloat(data), anyFloat(data),
                    FuzzedParts.slotOrName(data, "data3d\\dum" + i + ".p3d", Wvr1Model.NAME_LENGTH)));
        }
        List<Wvr1Net> nets = new ArrayList<>();
        for (int i = data.consumeInt(0, 3); i > 0; i--) {
            List<Wvr1Subnet> subnets = new ArrayList<>();
            for (int j = data.consumeInt(0, 3); j > 0; j--) {
                subnets.add(new Wvr1Subnet(anyFloat(data), anyFloat(data), anyFloat(data), anyFloat(data),
                        anyFloat(data), anyFloat(data), data.consumeInt(), data.consumeInt()));
            }
            int endX = endBits(data);
            int endY = endBits(data);
            nets.add(new Wvr1Net(header(data, "LandText\\Silnice.pac"), subnets, endX, endY));
        }
        return new Wvr1World(shortGrid(data, w, h), shortGrid(data, w, h), names, models, nets,
                header(data, Wvr1NetHeader.END_OF_NETS), FuzzedParts.trailing(data));
    }

    /**
     * One coordinate of the record that ends a net's segments: mostly +0.0, often -0.0 (the reader ends
     * a segment list on both), now and then any bits, which the writer must refuse.
     */
    private static int endBits(FuzzedDataProvider data) {
        int kind = data.consumeInt(0, 15);
        return kind == 0 ? data.consumeInt() : kind <= 4 ? 0x8000_0000 : 0;
    }

    private static Wvr1NetHeader header(FuzzedDataProvider data, String name) {
        return new Wvr1NetHeader(FuzzedParts.slotOrName(data, name, Wvr1NetHeader.NAME_LENGTH),
                data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(), data.consumeInt(),
                data.consumeInt(), anyFloat(data), anyFloat(data), anyFloat(data), anyFloat(data));
    }
}
