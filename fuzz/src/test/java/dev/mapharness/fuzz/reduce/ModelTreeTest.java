package dev.mapharness.fuzz.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Generic reading and rebuilding of record trees, on small records of its own. */
class ModelTreeTest {
    record Leaf(int value, String name) {
    }

    /** Refuses more leaves than its limit, as model constructors refuse inconsistent components. */
    record Branch(int limit, List<Leaf> leaves, Optional<Leaf> extra) {
        Branch {
            if (leaves.size() > limit) {
                throw new IllegalArgumentException(leaves.size() + " leaves over " + limit);
            }
        }
    }

    private static final Branch TREE = new Branch(3, List.of(new Leaf(1, "a"), new Leaf(2, "b")), Optional.of(new Leaf(3, "c")));

    @Test
    void sitesNameEveryValueByItsPath() {
        List<String> names = ModelTree.sites(TREE, v -> v instanceof String).stream().map(s -> s.path().toString()).toList();
        assertEquals(List.of("leaves[0].name", "leaves[1].name", "extra.name"), names);
        assertEquals(int.class, ModelTree.sites(TREE, v -> v instanceof Integer).get(0).type(), "a component's declared type");
        assertEquals("leaves[].name", ModelTree.sites(TREE, v -> "b".equals(v)).get(0).path().pattern());
    }

    @Test
    void replaceRebuildsThePathAndSharesTheRest() {
        ModelPath name = ModelTree.sites(TREE, "b"::equals).get(0).path();
        Branch edited = (Branch) ModelTree.replace(TREE, name, "z");

        assertEquals(new Leaf(2, "z"), edited.leaves().get(1));
        assertSame(TREE.leaves().get(0), edited.leaves().get(0));
        assertSame(TREE.extra(), edited.extra());
        assertEquals("z", ModelTree.get(edited, name));
    }

    @Test
    void aConstructorThatRefusesMakesTheEditImpossible() {
        ModelPath leaves = ModelTree.sites(TREE, v -> v instanceof List).get(0).path();
        List<Leaf> four = List.of(new Leaf(1, "a"), new Leaf(2, "b"), new Leaf(3, "c"), new Leaf(4, "d"));

        assertThrows(ModelTree.NotBuildable.class, () -> ModelTree.replace(TREE, leaves, four));
        assertThrows(ModelTree.NotBuildable.class, () -> ModelTree.replace(TREE, leaves, "not a list"));
    }

    @Test
    void aPathIntoAnEmptiedOptionalLeadsNowhere() {
        ModelPath extraName = ModelTree.sites(TREE, "c"::equals).get(0).path();
        Branch without = new Branch(3, TREE.leaves(), Optional.empty());

        assertThrows(ModelTree.NotBuildable.class, () -> ModelTree.replace(without, extraName, "x"));
    }

    @Test
    void rewriteTouchesOnlyWhatItReplaces() {
        Branch doubled = (Branch) ModelTree.rewrite(TREE, (path, v) -> v instanceof Leaf l && l.value() == 2
                ? new Leaf(4, l.name()) : v);

        assertEquals(4, doubled.leaves().get(1).value());
        assertSame(TREE.leaves().get(0), doubled.leaves().get(0));
        assertSame(TREE.extra(), doubled.extra());
        assertSame(TREE, ModelTree.rewrite(TREE, (path, v) -> v), "no replacement, no copy");
    }
}
