package dev.mapharness.wvr4;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import dev.mapharness.grid.ShortGrid;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An editable Operation Flashpoint world (4WVR).
 *
 * <pre>
 * "4WVR"; u32 width, height
 * i16 heights[height][width]           signed; metres = raw × 0.045 (see {@link HeightScale})
 * u16 textureIndex[height][width]      into textureNames; the engine accepts 0..512
 * char textureNames[512][32]           slot 0 is never used by the engine
 * model records of 128 bytes to end of file, or to a record with an empty name
 * </pre>
 *
 * @param textureNames exactly 512 slots of 32 bytes, kept whole (garbage after a NUL included)
 * @param terminator   the empty-name record that ended the model list, if the file had one
 *                     (the engine's writer adds one); its matrix and id are leftovers
 * @param trailing     bytes after the terminator (lenient mode only)
 */
public record Wvr4World(ShortGrid heights, ShortGrid textureIndices, List<FixedString> textureNames,
                        List<Wvr4Object> objects, Optional<Wvr4Object> terminator, Blob trailing) implements MapModel {
    public static final int TEXTURE_SLOTS = 512;
    public static final int TEXTURE_NAME_LENGTH = 32;
    /** What the engine's own writer stores in slot 0, which the engine never reads. */
    public static final String SLOT_ZERO_NAME = "LandText\\mo.pac";

    public Wvr4World {
        Objects.requireNonNull(heights, "heights");
        Objects.requireNonNull(textureIndices, "textureIndices");
        textureNames = List.copyOf(textureNames);
        objects = List.copyOf(objects);
        Objects.requireNonNull(terminator, "terminator");
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
        return Format.WVR4;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("grid", width() + " × " + height());
        s.put("heights (raw)", heights.min() + " .. " + heights.max());
        s.put("heights (m, ×0.045)", String.format("%.2f .. %.2f",
                heights.min() * HeightScale.ENGINE.metresPerUnit(), heights.max() * HeightScale.ENGINE.metresPerUnit()));
        s.put("texture slots used", textureNames.stream().filter(n -> !n.isEmpty()).count());
        s.put("objects", objects.size());
        s.put("terminator record", terminator.isPresent() ? "yes" : "no");
        if (!trailing.isEmpty()) {
            s.put("trailing bytes", trailing.length());
        }
        return s;
    }
}
