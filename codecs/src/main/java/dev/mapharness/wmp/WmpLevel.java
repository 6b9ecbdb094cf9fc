package dev.mapharness.wmp;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Gamestudio level in the text WMP of WED 4–6: blocks, objects and groups in file order, each
 * with its sequential number. Comments and spacing are not kept.
 */
public record WmpLevel(List<WmpItem> items) implements MapModel {
    public WmpLevel {
        items = List.copyOf(items);
    }

    public List<WmpBlock> blocks() {
        return ofType(WmpBlock.class);
    }

    public List<WmpObject> objects() {
        return ofType(WmpObject.class);
    }

    public List<WmpGroup> groups() {
        return ofType(WmpGroup.class);
    }

    /** The first {@code level} object, if any. */
    public Optional<WmpLevelSettings> settings() {
        return ofType(WmpLevelSettings.class).stream().findFirst();
    }

    /** The items of one type, in file order. */
    public <T> List<T> ofType(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (WmpItem item : items) {
            if (type.isInstance(item)) {
                out.add(type.cast(item));
            }
        }
        return out;
    }

    @Override
    public Format format() {
        return Format.WMP_TEXT;
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> s = new LinkedHashMap<>();
        List<WmpBlock> blocks = blocks();
        s.put("blocks", blocks.size());
        s.put("faces", blocks.stream().mapToLong(b -> b.faces().size()).sum());
        s.put("vertices", blocks.stream().mapToLong(b -> b.vertices().size()).sum());
        for (WmpMemberKind k : WmpMemberKind.values()) {
            if (k.isObject()) {
                long n = objects().stream().filter(o -> o.memberKind() == k).count();
                s.put(k.keyword() + " objects", n);
            }
        }
        s.put("groups", groups().size());
        settings().ifPresent(l -> {
            s.put("wad", l.wad().text());
            s.put("script", l.script().text());
        });
        return s;
    }
}
