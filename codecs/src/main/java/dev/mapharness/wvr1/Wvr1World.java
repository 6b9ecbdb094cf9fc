package dev.mapharness.wvr1;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.ShortGrid;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A 1WVR world (the Cold War Crisis demo island's format).
 *
 * <pre>
 * "1WVR"; u32 width, height                 (128 × 128 in the engine)
 * i16 heights[height][width]
 * u16 textureIndex[height][width]           into textureNames; index 0 is used
 * char textureNames[256][32]                names may repeat; empty slots are holes
 * 64-byte model records, no count and no terminator
 * nets: a header, segments, an 8-byte zero end; until a header named "EndOfNets", which ends the file
 * </pre>
 *
 * @param textureNames exactly 256 slots of 32 bytes, kept whole
 * @param endOfNets    the header named {@code EndOfNets}; its other fields are kept as read
 * @param trailing     bytes after {@code EndOfNets} (lenient mode only)
 */
public record Wvr1World(ShortGrid heights, ShortGrid textureIndices, List<FixedString> textureNames,
                        List<Wvr1Model> models, List<Wvr1Net> nets, Wvr1NetHeader endOfNets, Blob trailing)
        implements MapModel {
    public static final int TEXTURE_SLOTS = 256;
    public static final int TEXTURE_NAME_LENGTH = 32;
    /** The only size the engine loads. */
    public static final int ENGINE_SIZE = 128;

    public Wvr1World {
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(textureIndices, "textureIndices");
        textureNames = List.copyOf(textureNames);
        models = List.copyOf(models);
        nets = List.copyOf(nets);
        Objects.requireNonNull(endOfNets, "endOfNets");
        Objects.requireNonNull(trailing, "trailing");
        if (heights.width() != textureIndices.width() || heights.height() != textureIndices.height()) {
            throw new IllegalArgumentException("heights and texture indices must share one grid");
        }
    }

    public int width() {
        return heights.width();
    }

    public int height() {
        return heights.height();
    }

    @Override
    public Format format() {
        return Format.WVR1;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("grid", width() + " × " + height());
        s.put("heights (raw)", heights.min() + " .. " + heights.max());
        s.put("texture slots used", textureNames.stream().filter(n -> !n.isEmpty()).count());
        s.put("models", models.size());
        s.put("nets", nets.size());
        s.put("net segments", nets.stream().mapToInt(n -> n.subnets().size()).sum());
        if (!trailing.isEmpty()) {
            s.put("trailing bytes", trailing.length());
        }
        return s;
    }
}
