package dev.mapharness.rules;

import dev.mapharness.compress.CompressRules;
import dev.mapharness.migrate.MigrationRules;
import dev.mapharness.mm.MmReadRules;
import dev.mapharness.mm.MmRules;
import dev.mapharness.mm.MmWriteRules;
import dev.mapharness.oprw.OprwReadRules;
import dev.mapharness.oprw.OprwRules;
import dev.mapharness.oprw.OprwWriteRules;
import dev.mapharness.text.TextReadRules;
import dev.mapharness.text.TextRules;
import dev.mapharness.text.TextWriteRules;
import dev.mapharness.tiled.TiledReadRules;
import dev.mapharness.tiled.TiledViolationRules;
import dev.mapharness.wmp.WmpReadRules;
import dev.mapharness.wmp.WmpRules;
import dev.mapharness.wmp.WmpWriteRules;
import dev.mapharness.wmpb.WmpbReadRules;
import dev.mapharness.wmpb.WmpbRules;
import dev.mapharness.wmpb.WmpbWriteRules;
import dev.mapharness.wvr1.Wvr1ReadRules;
import dev.mapharness.wvr1.Wvr1Rules;
import dev.mapharness.wvr1.Wvr1WriteRules;
import dev.mapharness.wvr4.Wvr4ReadRules;
import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.wvr4.Wvr4WriteRules;
import dev.mapharness.wvr8.Wvr8ReadRules;
import dev.mapharness.wvr8.Wvr8Rules;
import dev.mapharness.wvr8.Wvr8WriteRules;
import dev.mapharness.wwd.WwdReadRules;
import dev.mapharness.wwd.WwdRules;
import dev.mapharness.wwd.WwdWriteRules;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The registry of every rule mapharness checks: the {@code public static final Rule} constants of
 * the classes in {@link #CLASSES}, in that order and in the order they are declared. The catalogue
 * ({@code mapharness rules}), docs/rules.md and the snapshot test {@code known-rules.tsv} read it.
 *
 * <p>A rule id, once released, is never reused for another check. A rule that goes is listed in
 * {@link #RETIRED} with the reason, so that configurations naming it can be told what happened.
 */
public final class Rules {
    /**
     * The classes that hold rules, in the order the catalogue lists them: each format's violations, its
     * reader's refusals and its writer's refusals; then the migrations' losses and the rules shared by
     * every format.
     */
    public static final List<Class<?>> CLASSES = List.of(Wvr1Rules.class, Wvr1ReadRules.class, Wvr1WriteRules.class,
            Wvr4Rules.class, Wvr4ReadRules.class, Wvr4WriteRules.class, Wvr8Rules.class, Wvr8ReadRules.class,
            Wvr8WriteRules.class, OprwRules.class, OprwReadRules.class, OprwWriteRules.class, WwdRules.class,
            WwdReadRules.class, WwdWriteRules.class, WmpRules.class, WmpReadRules.class, WmpWriteRules.class,
            WmpbRules.class, WmpbReadRules.class, WmpbWriteRules.class, MmRules.class, MmReadRules.class,
            MmWriteRules.class, TextRules.class, TextReadRules.class, TextWriteRules.class, TiledViolationRules.class,
            TiledReadRules.class, MigrationRules.class, CanonicalRules.class, ReportRules.class, ReadRules.class,
            CompressRules.class, InputRules.class, ConformanceRules.class);

    /** Ids of rules that are no longer checked, with why; never to be reused. */
    public static final Map<String, String> RETIRED = Map.of(
            "canonical/not-writable", "split into the writers' own write rules (format/write-…): check gives a file"
                    + " whose model the writer refuses the rule of that refusal, so that it can be muted or raised"
                    + " on its own");

    private static final Map<String, Rule> BY_ID = load();

    private Rules() {
    }

    /** Every rule, in catalogue order. */
    public static List<Rule> all() {
        return List.copyOf(BY_ID.values());
    }

    public static Optional<Rule> byId(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** The rules of {@code format} (the part of their ids before the slash); empty for an unknown one. */
    public static List<Rule> ofFormat(String format) {
        return BY_ID.values().stream().filter(r -> r.format().equals(format)).toList();
    }

    /** The formats that have rules, in catalogue order. */
    public static List<String> formats() {
        Set<String> out = new LinkedHashSet<>();
        BY_ID.values().forEach(r -> out.add(r.format()));
        return List.copyOf(out);
    }

    /** The {@code public static final Rule} constants of {@code holder}, in declaration order. */
    public static List<Rule> declaredIn(Class<?> holder) {
        List<Rule> out = new ArrayList<>();
        for (Field f : holder.getDeclaredFields()) {
            int m = f.getModifiers();
            if (f.getType() == Rule.class && Modifier.isPublic(m) && Modifier.isStatic(m) && Modifier.isFinal(m)) {
                try {
                    out.add((Rule) f.get(null));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return out;
    }

    private static Map<String, Rule> load() {
        Map<String, Rule> out = new LinkedHashMap<>();
        for (Class<?> holder : CLASSES) {
            for (Rule r : declaredIn(holder)) {
                Rule before = out.putIfAbsent(r.id(), r);
                if (before != null && before != r) {
                    throw new IllegalStateException("two rules have the id " + r.id());
                }
            }
        }
        return out;
    }
}
