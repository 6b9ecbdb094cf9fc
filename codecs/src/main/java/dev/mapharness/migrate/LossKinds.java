package dev.mapharness.migrate;

import dev.mapharness.rules.Rule;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Loss entries gathered object by object, reported once per kind: the field path with the object's
 * place in the tree and every list index left out ({@code objects.data.variant}), with a count and
 * the first example. A level of 2,000 entities reports each kind of loss once, not 2,000 times. Entries
 * of different rules stay apart even where their fields fold alike.
 */
final class LossKinds {
    /** An object's place in a binary level's tree: {@code root.children[3].children[0]}. */
    private static final Pattern OBJECT = Pattern.compile("^root(\\.children\\[\\d+\\])+");
    private static final Pattern INDEX = Pattern.compile("\\[\\d+\\]");

    /** What a whole object's entry is about: the object type its message starts with ({@code region object …}). */
    private static final String OBJECT_WORD = " object";

    private record Key(LossReport.Kind kind, Rule rule, String field) {
    }

    private static final class Seen {
        private int count;
        private LossReport.Entry first;
    }

    private final Map<Key, Seen> seen = new LinkedHashMap<>();

    /** Folds every entry of {@code entries} into its kind. */
    void add(LossReport entries) {
        for (LossReport.Entry e : entries.entries()) {
            String field = INDEX.matcher(OBJECT.matcher(e.field()).replaceFirst("objects")).replaceAll("[]");
            int type = e.message().indexOf(OBJECT_WORD);
            if (field.equals("objects") && type > 0) {
                // a whole object dropped: one kind per object type, so the report names each type
                field = field + " (" + e.message().substring(0, type) + ")";
            }
            Seen s = seen.computeIfAbsent(new Key(e.kind(), e.rule(), field), k -> new Seen());
            if (s.count++ == 0) {
                s.first = e;
            }
        }
    }

    /** One entry per kind: the entry itself where it is alone, else the count and the first. */
    void report(LossReport.Builder out) {
        seen.forEach((key, s) -> {
            String field = s.count == 1 ? s.first.field() : key.field();
            String message = s.count == 1 ? s.first.message()
                    : s.count + " times, first at " + s.first.field() + ": " + s.first.message();
            if (key.kind() == LossReport.Kind.LOST) {
                out.lost(key.rule(), field, message);
            } else {
                out.derived(key.rule(), field, message);
            }
        });
    }
}
