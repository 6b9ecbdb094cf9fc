package dev.mapharness.wmpb;

import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A binary WMP level: the file header, WED's settings and the object tree under the level object.
 * The header's three object counts are not stored: {@link #objectCount()}, {@link #blockCount()} and
 * {@link #entityCount()} derive them from the tree.
 */
public record WmpbLevel(WmpbHeader header, WmpbSettings settings, WmpbObject root) implements MapModel {
    public WmpbLevel {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(root, "root");
    }

    @Override
    public Format format() {
        return Format.WMPB;
    }

    /** Every object, the root first, each group before its members (the file's order). */
    public List<WmpbObject> objects() {
        List<WmpbObject> out = new ArrayList<>();
        Deque<WmpbObject> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            WmpbObject o = todo.pop();
            out.add(o);
            for (int i = o.children().size() - 1; i >= 0; i--) {
                todo.push(o.children().get(i));
            }
        }
        return out;
    }

    /** The header's object count: every object, the root included. */
    public long objectCount() {
        return objects().size();
    }

    /** The header's block count: objects of type {@link WmpbObject#BLOCK}. */
    public long blockCount() {
        return objects().stream().filter(o -> o.type() == WmpbObject.BLOCK).count();
    }

    /** The header's third count: objects that are neither blocks nor groups, the root included. */
    public long entityCount() {
        return objects().stream().filter(o -> o.type() != WmpbObject.BLOCK && o.type() != WmpbObject.GROUP).count();
    }

    @Override
    public Map<String, Object> summary() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("version", header.version());
        m.put("comment", header.comment().text().strip());
        m.put("objects", objectCount());
        Map<String, Integer> byClass = new LinkedHashMap<>();
        for (WmpbObject o : objects()) {
            byClass.merge(WmpbObject.typeName(o.type()), 1, Integer::sum);
        }
        byClass.forEach((k, v) -> m.put(k, v));
        m.put("wads", settings.wads().size());
        return m;
    }
}
