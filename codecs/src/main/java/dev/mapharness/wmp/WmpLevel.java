package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Optional;

/**
 * A Gamestudio level in the text WMP of WED 4–6 (docs/gamestudio-text.md): WED 6's header — the
 * comment lines before anything else ({@code // WMP2}, {@code // ACKWED V 6.731.01}, each kept as
 * its text after the slashes), the {@code version} line and the count lines — its {@code wed}
 * section, sections mapharness does not know, then blocks, objects and groups in file order, each
 * with its sequential number. Every header part is optional (older files start with the first
 * block). Other comments and the spacing are the file's layout, kept beside the model.
 */
public record WmpLevel(List<RawString> comments, OptionalInt version, List<WmpCount> counts, Optional<WmpWed> wed,
                       List<WmpSection> sections, List<WmpItem> items) implements MapModel {
    public WmpLevel {
        comments = List.copyOf(comments);
        Objects.requireNonNull(version, "version");
        counts = List.copyOf(counts);
        Objects.requireNonNull(wed, "wed");
        sections = List.copyOf(sections);
        items = List.copyOf(items);
    }

    /** A level of items alone, as WED 4 and 5 and hand-written files hold them. */
    public WmpLevel(List<WmpItem> items) {
        this(List.of(), OptionalInt.empty(), List.of(), Optional.empty(), List.of(), items);
    }

    /**
     * WED 6's three count lines as this level's lists give them: blocks, objects that are not
     * groups ({@code entities}) and groups ({@code objects}).
     */
    public List<WmpCount> derivedCounts() {
        return List.of(new WmpCount(WmpCount.BLOCKS, blocks().size()), new WmpCount(WmpCount.ENTITIES, objects().size()),
                new WmpCount(WmpCount.OBJECTS, groups().size()));
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
