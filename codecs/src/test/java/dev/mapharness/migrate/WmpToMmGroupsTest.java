package dev.mapharness.migrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmLight;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLight;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Group hierarchies the reader reports but a migration must still resolve: deep, cyclic, shared members. */
class WmpToMmGroupsTest {

    @Test
    void tenThousandDeepChainOnASmallStack() throws InterruptedException {
        // group i holds group i + 1 and sits at (1 0 0) in it: the light in the last group is 10 000 quants east
        int depth = 10_000;
        List<WmpItem> items = new ArrayList<>();
        items.add(light(1));
        for (int g = 0; g < depth; g++) {
            List<WmpMembers> members = g + 1 < depth ? List.of(new WmpMembers(WmpMemberKind.GROUP, List.of(g + 1)))
                    : List.of(new WmpMembers(WmpMemberKind.LIGHT, List.of(1)));
            items.add(group(g, new Vec3(1, 0, 0), members));
        }
        // a recursive resolution needs far more than 128 KB of stack at this depth
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(new WmpToMm().apply(new WmpLevel(items)));
            } catch (Throwable e) {
                result.set(e);
            }
        }, "deep-groups", 128 * 1024);
        t.start();
        t.join();
        assertTrue(result.get() instanceof Migrated<?>, () -> String.valueOf(result.get()));
        MmLevel mm = (MmLevel) ((Migrated<?>) result.get()).model();
        assertEquals(new Vec3(depth, 0, 0), ((MmLight) mm.items().get(1)).position());
    }

    @Test
    void cycleIsCutAboveItsFirstGroupInFileOrder() {
        // file order: object 2, object 3, object 1; 2 holds 3, 3 holds 1, 1 holds 2: a cycle.
        // Cut above object 2 (first in the file), so 2 is the top: 2 ∘ 3 ∘ 1.
        // light 1 in object 3: (0 10 0) + (0 0 100)             = (0 10 100)
        // light 2 in object 1: (0 10 0) + (0 0 100) + (1 0 0)   = (1 10 100)
        WmpLevel level = new WmpLevel(List.of(light(1), light(2),
                group(2, new Vec3(0, 10, 0), List.of(sub(3))),
                group(3, new Vec3(0, 0, 100), List.of(sub(1), lights(1))),
                group(1, new Vec3(1, 0, 0), List.of(sub(2), lights(2)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertEquals(new Vec3(0, 10, 100), ((MmLight) m.model().items().get(1)).position());
        assertEquals(new Vec3(1, 10, 100), ((MmLight) m.model().items().get(2)).position());
        assertTrue(m.report().losses().stream().anyMatch(e -> e.message().startsWith("1 cycles of sub-groups")
                && e.message().contains("object 2 → object 3 → object 1 → object 2")
                && e.message().contains("cut above object 2")), m.report()::toString);
        assertEquals(m, new WmpToMm().apply(level), "the same level migrates the same way again");
    }

    @Test
    void groupHoldingItselfTerminates() {
        WmpLevel level = new WmpLevel(List.of(light(1), group(7, new Vec3(3, 0, 0), List.of(sub(7), lights(1)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertEquals(new Vec3(3, 0, 0), ((MmLight) m.model().items().get(1)).position());
        assertTrue(m.report().mentions("groups"), m.report()::toString);
    }

    @Test
    void memberOfTwoGroupsIsPlacedByTheFirst() {
        // light 5 in object 1 at (1 0 0) and in object 2 at (2 0 0): the first in file order wins
        WmpLevel level = new WmpLevel(List.of(light(5),
                group(1, new Vec3(1, 0, 0), List.of(lights(5))),
                group(2, new Vec3(2, 0, 0), List.of(lights(5)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertEquals(new Vec3(1, 0, 0), ((MmLight) m.model().items().get(1)).position());
        assertTrue(m.report().losses().stream().anyMatch(e -> e.message().startsWith("1 members listed by two groups")
                && e.message().contains("light 5 in object 1 and object 2")), m.report()::toString);
    }

    @Test
    void subGroupOfTwoGroupsIsPlacedByTheFirst() {
        // object 3 is listed by object 1 (at (1 0 0)) and by object 2 (at (2 0 0)): it sits in object 1
        // (object 1 lists it twice: no second group)
        WmpLevel level = new WmpLevel(List.of(light(5),
                group(1, new Vec3(1, 0, 0), List.of(sub(3), sub(3))),
                group(2, new Vec3(2, 0, 0), List.of(sub(3))),
                group(3, new Vec3(0, 0, 1), List.of(lights(5)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertEquals(new Vec3(1, 0, 1), ((MmLight) m.model().items().get(1)).position());
        assertEquals(List.of("lost    groups: 1 members listed by two groups, placed by the first in file order (first:"
                + " object 3 in object 1 and object 2)"), m.report().losses().stream().map(LossReport.Entry::toString)
                .filter(e -> e.contains("two groups")).toList());
    }

    @Test
    void aCycleReachedFromBelowIsCutAboveItsFirstGroup() {
        // object 0 sits in object 2; 1 holds 3, 3 holds 2, 2 holds 1: walking up from object 0 meets the
        // cycle at object 2, and cuts it above object 1, the first of the cycle in the file
        WmpLevel level = new WmpLevel(List.of(light(1),
                group(0, Vec3.ZERO, List.of(lights(1))),
                group(1, new Vec3(1, 0, 0), List.of(sub(3))),
                group(2, new Vec3(0, 10, 0), List.of(sub(0), sub(1))),
                group(3, new Vec3(0, 0, 100), List.of(sub(2)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertEquals(new Vec3(1, 10, 100), ((MmLight) m.model().items().get(1)).position());
        assertEquals(List.of("lost    groups: 1 cycles of sub-groups, each cut above its first group in file order (first:"
                + " object 1 → object 3 → object 2 → object 1 (each holds the next), cut above object 1)"),
                m.report().losses().stream().map(LossReport.Entry::toString).filter(e -> e.contains("cycles")).toList());
    }

    @Test
    void aLevelWithoutGroupsResolvesNone() {
        Migrated<MmLevel> m = new WmpToMm().apply(new WmpLevel(List.of(light(1))));
        assertEquals(List.of(), m.report().entries().stream().filter(e -> e.field().equals("groups")).toList());
    }

    @Test
    void signsOfScalesAndTheirProducts() {
        assertEquals(new Vec3(-1, 1, 1), WmpGroupChains.signs(new Vec3(-2, 0, 3)), "a scale of 0 keeps the sign +");
        assertEquals(new Vec3(1, -1, -1), WmpGroupChains.signs(new Vec3(0, -0.5, -7)));
        assertEquals(new Vec3(-1, -1, 1), WmpGroupChains.signs(new Vec3(-1, -3, 0)));
        assertEquals(new Vec3(6, -8, 0.25), WmpGroupChains.times(new Vec3(2, 4, 0.5), new Vec3(3, -2, 0.5)));
    }

    @Test
    void membersTheLevelDoesNotHaveAreReported() {
        WmpLevel level = new WmpLevel(List.of(light(5), group(1, Vec3.ZERO,
                List.of(new WmpMembers(WmpMemberKind.MODEL, List.of(99)), sub(42), lights(5)))));
        Migrated<MmLevel> m = new WmpToMm().apply(level);
        assertTrue(m.report().losses().stream().anyMatch(e -> e.message().startsWith("2 members named by a group")
                && e.message().contains("object 1 names model 99")), m.report()::toString);
    }

    private static WmpLight light(int number) {
        return new WmpLight(number, new Vec3(100, 100, 100), 200);
    }

    private static WmpGroup group(int number, Vec3 position, List<WmpMembers> members) {
        return new WmpGroup(number, position, Vec3.ZERO, Vec3.ONE, members);
    }

    private static WmpMembers sub(int number) {
        return new WmpMembers(WmpMemberKind.GROUP, List.of(number));
    }

    private static WmpMembers lights(int number) {
        return new WmpMembers(WmpMemberKind.LIGHT, List.of(number));
    }
}
