package dev.mapharness.mm;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A Gamestudio {@code $$M} file, the compiler input WED writes from a level with its groups
 * resolved: the comment lines before anything else ({@code // wmpio (1.30), 27.07.2014}, each kept
 * as its text after the slashes), an optional {@code version} line and the items in file order.
 * Other comments and the spacing are the file's layout, kept beside the model
 * ({@link MmCodec#write(MmLevel, dev.mapharness.format.SourceLayout)}).
 */
public record MmLevel(List<RawString> comments, OptionalInt version, List<MmItem> items) implements MapModel {
    public MmLevel {
        comments = List.copyOf(comments);
        Objects.requireNonNull(version, "version");
        items = List.copyOf(items);
    }

    /** A level with no header comments. */
    public MmLevel(OptionalInt version, List<MmItem> items) {
        this(List.of(), version, items);
    }

    /** The items of one type, in file order. */
    public <T> List<T> ofType(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (MmItem item : items) {
            if (type.isInstance(item)) {
                out.add(type.cast(item));
            }
        }
        return out;
    }

    /** Every block of every world item. */
    public List<MmBlock> blocks() {
        List<MmBlock> out = new ArrayList<>();
        for (MmWorld w : ofType(MmWorld.class)) {
            out.addAll(w.blocks());
        }
        return out;
    }

    @Override
    public Format format() {
        return Format.GAMESTUDIO_MAP;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("version", version.isPresent() ? String.valueOf(version.getAsInt()) : "none");
        List<MmBlock> blocks = blocks();
        s.put("blocks", blocks.size());
        s.put("faces", blocks.stream().mapToLong(b -> b.faces().size()).sum());
        s.put("positions", ofType(MmPosition.class).size());
        s.put("lights", ofType(MmLight.class).size());
        s.put("static entities", ofType(MmStaticEntity.class).size());
        s.put("sounds", ofType(MmSound.class).size());
        s.put("paths", ofType(MmPath.class).size());
        s.put("entities", ofType(MmEntity.class).size());
        s.put("regions", ofType(MmRegion.class).size());
        s.put("unknown items", ofType(MmUnknown.class).size());
        return s;
    }
}
