package dev.mapharness.bytes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mapharness.bytes.FieldMap.Entry;
import dev.mapharness.bytes.FieldMap.Scope;
import dev.mapharness.bytes.FieldMap.Span;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** What a field map keeps, what it answers, and how it tells two encodings' sections apart. */
class FieldMapTest {
    /** A reread that must not happen: the answer is in the map already. */
    private static final Function<Scope, FieldMap> NO_REREAD = scope -> fail("read again with " + scope);

    /** Reads a "file" again as a codec does: the same reader into a map of the asked scope; remembers each scope. */
    private static final class Rereads implements Function<Scope, FieldMap> {
        final Consumer<FieldMap> reader;
        final List<Scope> asked = new ArrayList<>();
        final List<FieldMap> made = new ArrayList<>();

        Rereads(Consumer<FieldMap> reader) {
            this.reader = reader;
        }

        @Override
        public FieldMap apply(Scope scope) {
            asked.add(scope);
            FieldMap map = read(scope, reader);
            made.add(map);
            return map;
        }
    }

    private static FieldMap read(Scope scope, Consumer<FieldMap> reader) {
        FieldMap map = new FieldMap(scope);
        reader.accept(map);
        return map;
    }

    private static List<String> paths(List<Entry> entries) {
        return entries.stream().map(Entry::path).toList();
    }

    /** {@code n} four-byte fields {@code name.f0 ...} from {@code start}. */
    private static void fields(FieldMap map, String name, long start, int n) {
        for (int i = 0; i < n; i++) {
            map.record(start + 4L * i, start + 4L * i + 4, name + ".f" + i, 0);
        }
    }

    private static List<String> fieldPaths(String name, int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(name + ".f" + i);
        }
        return out;
    }

    private static byte[] bytes(int length) {
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = (byte) (i * 31 + 7);
        }
        return out;
    }

    // ---- Scope

    @Test
    void onlyAScopeOfEveryFieldIsComplete() {
        assertTrue(new FieldMap().complete());
        assertTrue(new FieldMap(Scope.ALL).complete());
        // a window over every byte is every field
        assertTrue(new FieldMap(Scope.window(0, Long.MAX_VALUE)).complete());
        assertFalse(new FieldMap(Scope.SUMMARY).complete());
        assertFalse(new FieldMap(Scope.sections(List.of("header"))).complete());
        // a window that leaves out the first byte or the last possible one is not every field
        assertFalse(new FieldMap(Scope.window(1, Long.MAX_VALUE)).complete());
        assertFalse(new FieldMap(Scope.window(0, Long.MAX_VALUE - 1)).complete());
        assertFalse(new FieldMap(Scope.window(0, 100)).complete());
    }

    @Test
    void aWindowKeepsFieldsWithAByteInsideItButNotThoseThatOnlyTouchItsEdges() {
        Scope window = Scope.window(10, 20);
        assertFalse(window.keeps("a", 0, 10), "ends exactly at the window's start");
        assertFalse(window.keeps("a", 20, 30), "starts exactly at the window's end");
        assertTrue(window.keeps("a", 9, 11), "its last byte is the window's first");
        assertTrue(window.keeps("a", 19, 21), "its first byte is the window's last");
        assertTrue(window.keeps("a", 0, 100), "around the whole window");
        assertTrue(window.keeps("a", 12, 14), "inside it");
        assertNull(window.sections(), "every section");
    }

    @Test
    void aScopeOfNamedSectionsKeepsOnlyTheirFieldsAndCopiesTheNames() {
        Set<String> names = new HashSet<>(Set.of("header", "objects"));
        Scope scope = Scope.sections(names);
        names.add("tiles");
        assertEquals(Set.of("header", "objects"), scope.sections(), "a later change to the caller's set does not reach the scope");
        Scope direct = new Scope(names, 0, 5);
        names.add("grid");
        assertEquals(Set.of("header", "objects", "tiles"), direct.sections(), "the constructor copies too");
        assertTrue(scope.keeps("header", 0, 4));
        assertTrue(scope.keeps("objects", 1000, 1004));
        assertFalse(scope.keeps("tiles", 0, 4));
        assertFalse(Scope.SUMMARY.keeps("header", 0, 4), "a summary keeps no field");
        assertTrue(Scope.ALL.keeps("anything", 0, 1));
        assertTrue(Scope.ALL.keeps("anything", Long.MAX_VALUE - 1, Long.MAX_VALUE));
    }

    // ---- record

    @Test
    void anEmptyOrInvertedRangeRecordsNothing() {
        FieldMap map = new FieldMap();
        map.record(4, 4, "empty", 0);
        map.record(8, 4, "inverted", 0);
        FieldPath path = new FieldPath();
        path.push("objects", 0);
        map.record(12, 12, path, "empty", 0);
        map.record(16, 12, path, "inverted", 0);
        assertEquals(Set.of(), map.sectionNames(), "not even a section");
        assertEquals(List.of(), map.entries());
        map.record(4, 5, "one", 0);
        map.record(20, 21, path, "two", 0);
        assertEquals(List.of(new Entry(4, 5, "one", 0), new Entry(20, 21, "objects[0].two", 0)), map.entries(),
                "a one-byte field is recorded");
    }

    @Test
    void aReaderPathRecordsItsTextAndSection() {
        FieldPath path = new FieldPath();
        path.push("objects", 7);
        path.push("transform");
        FieldMap map = new FieldMap();
        map.record(100, 136, path, "[9]", 4);
        map.record(136, 140, path, "flags", 0);
        assertEquals(List.of(new Entry(100, 136, "objects[7].transform[9]", 4), new Entry(136, 140, "objects[7].transform.flags", 0)),
                map.entries());
        assertEquals(Set.of("objects"), map.sectionNames());
    }

    @Test
    void aSummaryKeepsNoEntriesButAnswersForASmallSectionFromItsHead() {
        // 64 fields (HEAD) are all in the section's head: no reread, and the map was given one that fails
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "header.magic", 0);
            map.record(4, 8, "header.version", 0);
            fields(map, "tiles", 8, FieldMap.HEAD);
        };
        FieldMap summary = read(Scope.SUMMARY, reader).readAgainWith(NO_REREAD);
        FieldMap all = read(Scope.ALL, reader);
        assertEquals(Optional.of(new Entry(4, 8, "header.version", 0)), summary.entryAt(5));
        assertEquals(Optional.of("tiles.f63"), summary.nameAt(8 + 4 * 63));
        assertEquals(Optional.of(new Span(8 + 4 * 10, 8 + 4 * 11)), summary.spanOf("tiles.f10"));
        assertEquals(Optional.of(new Span(8, 8 + 4 * 64)), summary.spanOf("tiles"));
        assertEquals(all.entries(), summary.entries());
        assertEquals(2 + FieldMap.HEAD, summary.entries().size(), "each field once, however often it was asked for");
    }

    @Test
    void aSummaryOfAReaderPathSectionAnswersFromItsHeadToo() {
        Consumer<FieldMap> reader = map -> {
            FieldPath path = new FieldPath();
            path.push("objects", 3);
            for (int i = 0; i < FieldMap.HEAD; i++) {
                map.record(4L * i, 4L * i + 4, path, "f" + i, 0);
            }
        };
        FieldMap summary = read(Scope.SUMMARY, reader).readAgainWith(NO_REREAD);
        assertEquals(Optional.of("objects[3].f63"), summary.nameAt(255));
        assertEquals(read(Scope.ALL, reader).entries(), summary.entries());
    }

    @Test
    void aMapKeepingASectionKeepsThePathOfEachOfItsFieldsPastTheHead() {
        // past the first 64 fields the summary builds no path text, but a kept field still needs its own
        Consumer<FieldMap> reader = map -> {
            FieldPath path = new FieldPath();
            path.push("objects", 3);
            for (int i = 0; i < FieldMap.HEAD + 2; i++) {
                map.record(4L * i, 4L * i + 4, path, "f" + i, 0);
            }
        };
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < FieldMap.HEAD + 2; i++) {
            expected.add("objects[3].f" + i);
        }
        assertEquals(expected, paths(read(Scope.ALL, reader).entries()));
        assertEquals(expected, paths(read(Scope.sections(List.of("objects")), reader).readAgainWith(NO_REREAD).entries()));
        assertEquals(Optional.of("objects[3].f65"), read(Scope.window(260, 264), reader).nameAt(261));
    }

    @Test
    void aSectionOfMoreThanSixtyFourFieldsCannotBeAnsweredWithoutAReread() {
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "header.magic", 0);
            fields(map, "tiles", 4, FieldMap.HEAD + 1);
        };
        FieldMap summary = read(Scope.SUMMARY, reader);
        assertThrows(IllegalStateException.class, summary::entries);
        assertThrows(IllegalStateException.class, () -> summary.entryAt(10));
        assertThrows(IllegalStateException.class, () -> summary.spanOf("tiles.f3"));
        assertThrows(IllegalStateException.class, () -> summary.entriesOf(Set.of("tiles")));
        assertEquals(List.of(new Entry(0, 4, "header.magic", 0)), summary.entriesOf(Set.of("header")), "the small one still answers");

        FieldMap oneSection = read(Scope.sections(List.of("header")), reader);
        assertThrows(IllegalStateException.class, () -> oneSection.entriesOf(Set.of("tiles")));
    }

    @Test
    void aSummaryRereadsOnlyTheBigSectionsItIsAskedForKeepingThoseSections() {
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "header.magic", 0);
            fields(map, "tiles", 4, FieldMap.HEAD + 1);
            fields(map, "objects", 1000, FieldMap.HEAD + 1);
        };
        Rereads rereads = new Rereads(reader);
        FieldMap summary = read(Scope.SUMMARY, reader).readAgainWith(rereads);
        assertEquals(Optional.of(new Span(4 + 4 * 64, 4 + 4 * 65)), summary.spanOf("tiles.f64"));
        assertEquals(List.of(Scope.sections(Set.of("tiles"))), rereads.asked, "the header is in its head, objects were not asked for");
        assertEquals(Optional.of("tiles.f2"), summary.nameAt(13));
        assertEquals(1, rereads.asked.size(), "a filled section is not read again");

        List<String> expected = new ArrayList<>(List.of("header.magic"));
        expected.addAll(fieldPaths("tiles", FieldMap.HEAD + 1));
        expected.addAll(fieldPaths("objects", FieldMap.HEAD + 1));
        assertEquals(expected, paths(summary.entries()), "each field once: the summary kept none of its own");
        assertEquals(List.of(Scope.sections(Set.of("tiles")), Scope.sections(Set.of("objects"))), rereads.asked);
        assertEquals(read(Scope.ALL, reader).entries(), summary.entries());
    }

    @Test
    void aRereadAsksForEveryMissingSectionAtOnce() {
        Consumer<FieldMap> reader = map -> {
            fields(map, "tiles", 0, FieldMap.HEAD + 1);
            fields(map, "objects", 1000, FieldMap.HEAD + 1);
            map.record(2000, 2004, "footer", 0);
        };
        Rereads rereads = new Rereads(reader);
        FieldMap summary = read(Scope.SUMMARY, reader).readAgainWith(rereads);
        assertEquals(2 * (FieldMap.HEAD + 1) + 1, summary.entries().size());
        assertEquals(List.of(Scope.sections(Set.of("tiles", "objects"))), rereads.asked);
    }

    @Test
    void aMapOfSomeSectionsKeepsTheirFieldsAndRereadsTheOthers() {
        Consumer<FieldMap> reader = map -> {
            fields(map, "tiles", 0, FieldMap.HEAD + 1);
            fields(map, "objects", 1000, FieldMap.HEAD + 1);
        };
        Rereads rereads = new Rereads(reader);
        FieldMap tiles = read(Scope.sections(List.of("tiles")), reader).readAgainWith(rereads);
        assertEquals(fieldPaths("tiles", FieldMap.HEAD + 1), paths(tiles.entriesOf(Set.of("tiles"))));
        assertEquals(Optional.of("tiles.f64"), tiles.nameAt(4 * 64));
        assertEquals(List.of(), rereads.asked, "kept as it was read");
        assertEquals(fieldPaths("objects", FieldMap.HEAD + 1), paths(tiles.entriesOf(Set.of("objects"))));
        assertEquals(List.of(Scope.sections(Set.of("objects"))), rereads.asked);
    }

    // ---- differingSections

    /** A header, a list of objects and a grid, from {@code at}. */
    private static void file(FieldMap map, long at) {
        map.record(at, at + 4, "header.magic", 0);
        map.record(at + 4, at + 8, "header.version", 0);
        map.record(at + 8, at + 12, "objects[0].id", 0);
        map.record(at + 12, at + 20, "objects[0].name", 1);
        map.record(at + 20, at + 24, "objects[1].id", 0);
        map.record(at + 24, at + 32, "objects[1].name", 1);
        map.record(at + 32, at + 48, "grid", 4);
    }

    @Test
    void theSameFieldsAtShiftedPlacesWithTheSameBytesDoNotDiffer() {
        byte[] aBytes = bytes(48);
        byte[] bBytes = new byte[50];
        System.arraycopy(aBytes, 0, bBytes, 2, 48);
        FieldMap a = new FieldMap();
        file(a, 0);
        FieldMap b = new FieldMap();
        b.record(0, 2, "prefix", 0);
        file(b, 2);
        // a field's place counts from its section's first field, so a section moved as a whole is the same
        assertEquals(Set.of("prefix"), FieldMap.differingSections(a, aBytes, b, bBytes), "only the section on one side");
        assertEquals(Set.of("prefix"), FieldMap.differingSections(b, bBytes, a, aBytes));
        assertEquals(Set.of(), FieldMap.differingSections(a, aBytes, a, aBytes));
        // and it does not matter which map keeps which entries: the summaries are the same
        FieldMap summary = new FieldMap(Scope.SUMMARY);
        file(summary, 0);
        assertEquals(Set.of(), FieldMap.differingSections(a, aBytes, summary, aBytes));
    }

    @Test
    void aSectionAtTheSamePlaceFurtherOnInBothFilesDoesNotDiffer() {
        // the header is one field in b and two in a; the sections after it are the same at the same places
        byte[] aBytes = bytes(48);
        byte[] bBytes = bytes(48);
        FieldMap a = new FieldMap();
        file(a, 0);
        FieldMap b = new FieldMap();
        b.record(0, 8, "header.both", 0);
        b.record(8, 12, "objects[0].id", 0);
        b.record(12, 20, "objects[0].name", 1);
        b.record(20, 24, "objects[1].id", 0);
        b.record(24, 32, "objects[1].name", 1);
        b.record(32, 48, "grid", 4);
        assertEquals(Set.of("header"), FieldMap.differingSections(a, aBytes, b, bBytes));
    }

    @Test
    void fieldsRecordedInAnotherOrderAfterTheSameFirstFieldDoNotDiffer() {
        byte[] bytes = bytes(48);
        FieldMap a = new FieldMap();
        file(a, 0);
        FieldMap b = new FieldMap();
        b.record(0, 4, "header.magic", 0);
        b.record(32, 48, "grid", 4);
        b.record(8, 12, "objects[0].id", 0);
        b.record(4, 8, "header.version", 0);
        b.record(24, 32, "objects[1].name", 1);
        b.record(20, 24, "objects[1].id", 0);
        b.record(12, 20, "objects[0].name", 1);
        // the section's hash is a sum over its fields (each placed relative to the section's first recorded field)
        assertEquals(Set.of(), FieldMap.differingSections(a, bytes, b, bytes));
    }

    /** The file of {@link #file} with the objects section as given: the sections around it are the same. */
    private static Set<String> differingObjects(Consumer<FieldMap> objects, byte[] bBytes) {
        FieldMap a = new FieldMap();
        file(a, 0);
        FieldMap b = new FieldMap();
        b.record(0, 4, "header.magic", 0);
        b.record(4, 8, "header.version", 0);
        objects.accept(b);
        b.record(32, 48, "grid", 4);
        return FieldMap.differingSections(a, bytes(48), b, bBytes);
    }

    @Test
    void aSectionDiffersWhenItsFieldsDifferWhileItsPlaceAndBytesDoNot() {
        byte[] same = bytes(48);
        assertEquals(Set.of(), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 1);
        }, same), "the same objects");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 32, "objects[1].rest", 0);
        }, same), "fewer fields");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].label", 1);
        }, same), "another path");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 26, "objects[1].id", 0);
            b.record(26, 32, "objects[1].name", 1);
        }, same), "a field of another length, the next one starting later");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 23, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 1);
        }, same), "a shorter field and a gap after it");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 2);
        }, same), "another element size");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 0);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 1);
        }, same), "not an array");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[1].id", 0);
            b.record(12, 20, "objects[1].name", 1);
            b.record(20, 24, "objects[0].id", 0);
            b.record(24, 32, "objects[0].name", 1);
        }, same), "the same fields at each other's places");
        assertEquals(Set.of("objects"), differingObjects(b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 1);
            b.record(31, 32, "objects[1].last", 0);
        }, same), "one more field inside");
    }

    @Test
    void aSectionDiffersWhenItsBytesDifferOrItIsCutIntoMoreFields() {
        Consumer<FieldMap> sameObjects = b -> {
            b.record(8, 12, "objects[0].id", 0);
            b.record(12, 20, "objects[0].name", 1);
            b.record(20, 24, "objects[1].id", 0);
            b.record(24, 32, "objects[1].name", 1);
        };
        for (int at : new int[] {8, 31}) {
            byte[] changed = bytes(48);
            changed[at]++;
            assertEquals(Set.of("objects"), differingObjects(sameObjects, changed), "byte " + at + " changed");
        }
        byte[] changedOutside = bytes(48);
        changedOutside[32]++;
        assertEquals(Set.of("grid"), differingObjects(sameObjects, changedOutside), "only the grid's first byte changed");
        FieldMap a = new FieldMap();
        a.record(0, 4, "s.x", 0);
        FieldMap b = new FieldMap();
        b.record(0, 2, "s.x", 0);
        b.record(2, 4, "s.x", 0);
        assertEquals(Set.of("s"), FieldMap.differingSections(a, bytes(4), b, bytes(4)), "two halves are not the whole");
    }

    @Test
    void sectionsOnOneSideOnlyDifferInTheOrderTheyAreMet() {
        FieldMap a = new FieldMap();
        a.record(0, 4, "header", 0);
        a.record(4, 8, "onlyA", 0);
        a.record(8, 12, "both", 0);
        FieldMap b = new FieldMap();
        b.record(0, 4, "header", 0);
        b.record(4, 8, "onlyB", 0);
        b.record(8, 12, "both", 0);
        b.record(12, 16, "alsoOnlyB", 0);
        assertEquals(List.of("onlyA", "onlyB", "alsoOnlyB"), List.copyOf(FieldMap.differingSections(a, bytes(16), b, bytes(16))));
    }

    @Test
    void sectionsWithFieldsOfOtherNamesLengthsOrElementSizesAllDiffer() {
        // every pair of these is told apart: a hash that lost a path, a length or an element size would
        // make two of them look the same
        List<FieldMap> maps = new ArrayList<>();
        List<String> what = new ArrayList<>();
        for (String leaf : List.of("a", "b", "c", "d", "e", "id", "name", "x0", "x1")) {
            for (int elementSize : new int[] {0, 1, 2, 4, 8}) {
                FieldMap map = new FieldMap();
                map.record(0, 8, "s." + leaf, elementSize);
                maps.add(map);
                what.add(leaf + "/" + elementSize);
            }
        }
        for (int split = 1; split < 7; split++) {
            FieldMap map = new FieldMap();
            map.record(0, split, "s.a", 0);
            map.record(split, 8, "s.b", 0);
            maps.add(map);
            what.add("split at " + split);
            map = new FieldMap();
            map.record(0, split, "s.b", 0);
            map.record(split, 8, "s.a", 0);
            maps.add(map);
            what.add("swapped split at " + split);
            map = new FieldMap();
            map.record(0, split, "s.a", 0);
            map.record(7, 8, "s.b", 0);
            maps.add(map);
            what.add("gap after " + split);
        }
        byte[] bytes = bytes(8);
        for (int i = 0; i < maps.size(); i++) {
            for (int j = 0; j < maps.size(); j++) {
                assertEquals(i == j ? Set.of() : Set.of("s"), FieldMap.differingSections(maps.get(i), bytes, maps.get(j), bytes),
                        what.get(i) + " against " + what.get(j));
            }
        }
    }

    @Test
    void sectionsWhoseOnlyFieldHasAnotherNameDiffer() {
        // each pair was found by searching the names s.f0, s.f1, ... for two that a weaker section hash would make
        // equal (an AND for one of the XORs in mix or in the term of summarise): the hash must keep them apart
        for (List<String> pair : List.of(List.of("s.f4812", "s.f6866"), List.of("s.f2670", "s.f4157"), List.of("s.f1310", "s.f4699"))) {
            FieldMap a = new FieldMap();
            a.record(0, 4, pair.get(0), 0);
            FieldMap b = new FieldMap();
            b.record(0, 4, pair.get(1), 0);
            assertEquals(Set.of("s"), FieldMap.differingSections(a, bytes(4), b, bytes(4)), pair.toString());
        }
    }

    /** s[index].leaf over [0, length), then s.y over [4, 8). */
    private static FieldMap firstFieldOf(int index, String leaf, int length) {
        FieldPath path = new FieldPath();
        path.push("s", index);
        FieldMap map = new FieldMap();
        map.record(0, length, path, leaf, 0);
        map.record(4, 8, "s.y", 0);
        return map;
    }

    @Test
    void sectionsWhoseFirstFieldHasAnotherIndexAndLengthDiffer() {
        // both sides of each case have the same field count, extent and bytes, so only the hash tells them apart.
        // Each pair of indices was searched for (over all ints) so that the two paths' hashes differ exactly as the
        // mixed places of the two lengths do under a hash with one operation changed (a shift left for one of mix's
        // three shifts right, or the length subtracted from the field's place instead of added), which would make
        // the two sections look equal
        record Side(int index, String leaf, int length) {
        }
        for (List<Side> pair : List.of(List.of(new Side(-539655573, "v", 1), new Side(1658940459, "v", 4)),
                List.of(new Side(214664812, "v", 2), new Side(2010418918, "v", 3)),
                List.of(new Side(-1992828702, "id", 1), new Side(-1814152415, "id", 3)),
                List.of(new Side(-1593755337, "e", 2), new Side(-928312560, "e", 3)))) {
            Side x = pair.get(0);
            Side y = pair.get(1);
            assertEquals(Set.of("s"), FieldMap.differingSections(firstFieldOf(x.index(), x.leaf(), x.length()), bytes(8),
                    firstFieldOf(y.index(), y.leaf(), y.length()), bytes(8)), pair.toString());
            assertEquals(Set.of(), FieldMap.differingSections(firstFieldOf(x.index(), x.leaf(), x.length()), bytes(8),
                    firstFieldOf(x.index(), x.leaf(), x.length()), bytes(8)), "the same on both sides");
        }
    }

    // ---- entries, entriesOf

    @Test
    void entriesAreInFileOrderWhateverTheRecordingOrder() {
        FieldMap map = new FieldMap();
        map.record(8, 12, "b.x", 0);
        map.record(0, 4, "a.x", 0);
        map.record(12, 16, "b.y", 0);
        map.record(4, 8, "a.y", 0);
        assertEquals(List.of("a.x", "a.y", "b.x", "b.y"), paths(map.entries()));
        assertEquals(List.of("b", "a"), List.copyOf(map.sectionNames()), "sections in the order first met");
        assertThrows(UnsupportedOperationException.class, () -> map.entries().clear());
        assertThrows(UnsupportedOperationException.class, () -> map.sectionNames().clear());
    }

    @Test
    void entriesOfSomeSectionsAreTheirsOnlyInFileOrder() {
        FieldMap map = new FieldMap();
        map.record(8, 12, "b.x", 0);
        map.record(0, 4, "a[1]", 0);
        map.record(12, 16, "c", 0);
        map.record(4, 8, "b.w", 0);
        map.record(16, 20, "a[0]", 0);
        assertEquals(List.of("b.w", "b.x"), paths(map.entriesOf(Set.of("b"))), "a complete map asked for a part");
        assertEquals(List.of("a[1]", "b.w", "b.x", "a[0]"), paths(map.entriesOf(Set.of("a", "b"))));
        assertEquals(List.of("a[1]", "b.w", "b.x", "c", "a[0]"), paths(map.entriesOf(Set.of("a", "b", "c", "other"))));
        assertEquals(List.of(), map.entriesOf(Set.of("other")));
        assertEquals(List.of(), map.entriesOf(Set.of()));

        FieldMap summary = new FieldMap(Scope.SUMMARY).readAgainWith(NO_REREAD);
        summary.record(8, 12, "b.x", 0);
        summary.record(0, 4, "a[1]", 0);
        summary.record(4, 8, "b.w", 0);
        assertEquals(List.of("b.w", "b.x"), paths(summary.entriesOf(Set.of("b"))), "filled from the head on demand");
        assertEquals(List.of("b.w", "b.x"), paths(summary.entriesOf(Set.of("b", "other"))));
        assertEquals(List.of("a[1]", "b.w", "b.x"), paths(summary.entriesOf(Set.of("a", "b"))));
    }

    @Test
    void aWindowMapFillsTheFieldsOutsideItFromTheHeadOnce() {
        FieldMap map = new FieldMap(Scope.window(4, 12)).readAgainWith(NO_REREAD);
        map.record(0, 4, "s.before", 0);
        map.record(4, 8, "s.inside", 0);
        map.record(8, 12, "t.inside", 0);
        map.record(12, 16, "t.after", 0);
        assertEquals(List.of("s.before", "s.inside", "t.inside", "t.after"), paths(map.entries()), "each field once");
    }

    // ---- around

    private static final Consumer<FieldMap> TWO_SECTIONS = map -> {
        map.record(0, 4, "a.x", 0);
        map.record(4, 8, "a.y", 0);
        map.record(8, 12, "b.x", 0);
        map.record(12, 16, "b.y", 0);
    };

    @Test
    void aMapThatHoldsEveryFieldOrCannotRereadIsItsOwnWindow() {
        FieldMap all = read(Scope.ALL, TWO_SECTIONS).readAgainWith(NO_REREAD);
        assertSame(all, all.around(0, 16));
        FieldMap summary = read(Scope.SUMMARY, TWO_SECTIONS);
        assertSame(summary, summary.around(0, 16), "nothing to read again with");
    }

    @Test
    void aWindowMapIsItsOwnWindowForBytesInsideItsWindowEdgesIncluded() {
        FieldMap window = read(Scope.window(4, 12), TWO_SECTIONS).readAgainWith(NO_REREAD);
        assertSame(window, window.around(4, 12));
        assertSame(window, window.around(5, 11));
        Rereads rereads = new Rereads(TWO_SECTIONS);
        FieldMap other = read(Scope.window(4, 12), TWO_SECTIONS).readAgainWith(rereads);
        FieldMap around = other.around(3, 12);
        assertEquals(List.of(Scope.window(3, 12)), rereads.asked, "one byte before the window");
        assertSame(rereads.made.get(rereads.made.size() - 1), around);
        other.around(4, 13);
        assertEquals(List.of(Scope.window(3, 12), Scope.window(4, 13)), rereads.asked, "one byte after the window");
    }

    @Test
    void aSummaryRereadsAWindowOnlyWhenASectionOverlappingItIsNotFilled() {
        Rereads rereads = new Rereads(TWO_SECTIONS);
        FieldMap summary = read(Scope.SUMMARY, TWO_SECTIONS).readAgainWith(rereads);
        FieldMap around = summary.around(8, 12);
        assertEquals(List.of(Scope.window(8, 12)), rereads.asked);
        assertSame(rereads.made.get(0), around);

        summary.entriesOf(Set.of("b"));
        // a ends exactly where the window starts: it does not overlap, so its being unfilled does not matter
        assertSame(summary, summary.around(8, 16));
        assertSame(summary, summary.around(9, 15));
        assertEquals(1, rereads.asked.size());
        summary.around(7, 16);
        assertEquals(List.of(Scope.window(8, 12), Scope.window(7, 16)), rereads.asked, "a's last byte is in it");
    }

    @Test
    void aSummaryRereadsNoWindowThatEndsWhereAnUnfilledSectionStarts() {
        Rereads rereads = new Rereads(TWO_SECTIONS);
        FieldMap summary = read(Scope.SUMMARY, TWO_SECTIONS).readAgainWith(rereads);
        summary.entriesOf(Set.of("a"));
        assertSame(summary, summary.around(0, 8), "b starts exactly at the window's end");
        assertEquals(List.of(), rereads.asked);
        summary.around(0, 9);
        assertEquals(List.of(Scope.window(0, 9)), rereads.asked);
    }

    @Test
    void aMapOfSomeSectionsIsItsOwnWindowOverThem() {
        FieldMap a = read(Scope.sections(List.of("a")), TWO_SECTIONS).readAgainWith(NO_REREAD);
        assertSame(a, a.around(0, 8));
        Rereads rereads = new Rereads(TWO_SECTIONS);
        FieldMap b = read(Scope.sections(List.of("b")), TWO_SECTIONS).readAgainWith(rereads);
        assertNotSame(b, b.around(0, 8));
        assertEquals(List.of(Scope.window(0, 8)), rereads.asked);
    }

    // ---- entryAt, nameAt

    @Test
    void theInnermostFieldHoldsAByteAndNoFieldHoldsItsEnd() {
        FieldMap map = new FieldMap();
        map.record(0, 16, "outer", 0);
        map.record(4, 8, "inner.a", 0);
        map.record(8, 12, "inner.b", 0);
        map.record(20, 24, "apart", 0);
        assertEquals(Optional.of("outer"), map.nameAt(0));
        assertEquals(Optional.of("outer"), map.nameAt(3));
        assertEquals(Optional.of("inner.a"), map.nameAt(4), "the first byte of a field is its own");
        assertEquals(Optional.of("inner.a"), map.nameAt(7));
        assertEquals(Optional.of("inner.b"), map.nameAt(8), "not the field ending there");
        assertEquals(Optional.of("outer"), map.nameAt(12));
        assertEquals(Optional.of("outer"), map.nameAt(15));
        assertEquals(Optional.empty(), map.nameAt(16), "the byte at the end is not held");
        assertEquals(Optional.empty(), map.nameAt(19));
        assertEquals(Optional.of(new Entry(20, 24, "apart", 0)), map.entryAt(20));
        assertEquals(Optional.empty(), map.entryAt(24));
        assertEquals(Optional.empty(), map.entryAt(-1));
        assertEquals(Optional.empty(), new FieldMap().entryAt(0), "an empty map");
    }

    @Test
    void adjacentFieldsEachHoldTheirOwnFirstByte() {
        FieldMap map = new FieldMap();
        for (int i = 0; i < 10; i++) {
            map.record(4L * i, 4L * i + 4, "f" + i, 0);
        }
        for (int at = 0; at < 40; at++) {
            assertEquals(Optional.of("f" + at / 4), map.nameAt(at), "byte " + at);
        }
        assertEquals(Optional.empty(), map.nameAt(40));
    }

    @Test
    void anArrayNamesTheElementAtAByte() {
        FieldMap map = new FieldMap();
        map.record(10, 30, "grid", 4);
        map.record(30, 33, "tail", 4);
        assertEquals(Optional.of("grid[0]"), map.nameAt(10));
        assertEquals(Optional.of("grid[0]"), map.nameAt(13));
        assertEquals(Optional.of("grid[1]"), map.nameAt(14));
        assertEquals(Optional.of("grid[4]"), map.nameAt(29));
        assertEquals(Optional.of("tail[0]"), map.nameAt(32), "a partial last element");
        Entry grid = new Entry(10, 30, "grid", 4);
        assertTrue(grid.isArray());
        assertTrue(new Entry(0, 1, "b", 1).isArray());
        Entry plain = new Entry(10, 30, "plain", 0);
        assertFalse(plain.isArray());
        assertEquals("plain", plain.nameAt(25));
        assertEquals("grid[2]", grid.nameAt(18));
        assertEquals("grid[3]", grid.nameAt(22));
    }

    @Test
    void aSummaryFillsTheSectionsHoldingAByteWhenAskedForIt() {
        Consumer<FieldMap> reader = map -> {
            fields(map, "big", 0, FieldMap.HEAD + 1);
            map.record(260, 264, "small.x", 0);
        };
        FieldMap summary = read(Scope.SUMMARY, reader);
        // big ends at 260 and cannot be filled without a reread: only small may be asked for
        assertEquals(Optional.of("small.x"), summary.nameAt(260));
        assertEquals(Optional.of("small.x"), summary.nameAt(263));
        assertEquals(Optional.empty(), summary.nameAt(264));
        assertThrows(IllegalStateException.class, () -> summary.nameAt(259));

        FieldMap small = read(Scope.SUMMARY, map -> {
            map.record(0, 4, "a.x", 0);
            map.record(8, 12, "b.x", 0);
        }).readAgainWith(NO_REREAD);
        // the first byte of a section is in it
        assertEquals(Optional.of("b.x"), small.nameAt(8));
        assertEquals(Optional.empty(), small.nameAt(4));
    }

    @Test
    void aWindowMapFillsTheSectionsHoldingAByteOutsideItsWindow() {
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "s.before", 0);
            map.record(4, 8, "s.inside", 0);
            map.record(8, 12, "t.inside", 0);
            fields(map, "big", 12, FieldMap.HEAD + 1);
        };
        FieldMap window = read(Scope.window(4, 16), reader).readAgainWith(NO_REREAD);
        // inside the window the map answers from what it kept, without filling big (which it could not)
        assertEquals(Optional.of("big.f0"), window.nameAt(15));
        assertEquals(Optional.of("t.inside"), window.nameAt(11));
        assertEquals(Optional.of("s.inside"), window.nameAt(4));
        assertEquals(Optional.of("s.before"), window.nameAt(3), "filled from s's head");
        assertEquals(List.of("s.before", "s.inside"), paths(window.entriesOf(Set.of("s"))), "each field once");
        FieldMap small = read(Scope.window(4, 12), map -> {
            map.record(8, 12, "t.inside", 0);
            map.record(12, 16, "t.after", 0);
        }).readAgainWith(NO_REREAD);
        assertEquals(Optional.of("t.after"), small.nameAt(12), "the byte just past the window");
    }

    // ---- spanOf, entry

    @Test
    void aRecordedFieldSpansItsOwnBytes() {
        FieldMap map = new FieldMap();
        map.record(4, 8, "header.version", 0);
        map.record(0, 4, "header.magic", 0);
        assertEquals(Optional.of(new Span(4, 8)), map.spanOf("header.version"));
        assertEquals(Optional.of(new Entry(4, 8, "header.version", 0)), map.entry("header.version"));
        assertEquals(Optional.empty(), map.entry("header"));
        assertEquals(Optional.empty(), map.spanOf("header.other"));
        assertEquals(Optional.empty(), map.spanOf("nothing"));
        assertEquals(7, new Span(3, 10).length());
        assertEquals(0, new Span(3, 3).length());
    }

    @Test
    void anElementOfAnArraySpansItsBytesClippedToTheArray() {
        FieldMap map = new FieldMap();
        map.record(10, 28, "grid", 4);
        map.record(28, 40, "plain", 0);
        assertEquals(Optional.of(new Span(10, 14)), map.spanOf("grid[0]"));
        assertEquals(Optional.of(new Span(14, 18)), map.spanOf("grid[1]"));
        assertEquals(Optional.of(new Span(22, 26)), map.spanOf("grid[3]"));
        assertEquals(Optional.of(new Span(26, 28)), map.spanOf("grid[4]"), "the last element is cut at the array's end");
        assertEquals(Optional.empty(), map.spanOf("grid[5]"), "past the last");
        assertEquals(Optional.empty(), map.spanOf("grid[6]"));
        assertEquals(Optional.empty(), map.spanOf("grid[-1]"));
        assertEquals(Optional.empty(), map.spanOf("grid[x]"));
        assertEquals(Optional.empty(), map.spanOf("grid[]"));
        assertEquals(Optional.empty(), map.spanOf("plain[0]"), "not an array");
        assertEquals(Optional.empty(), map.spanOf("other[0]"));
        assertEquals(Optional.empty(), map.spanOf("grid]"), "no opening bracket");
        FieldMap exact = new FieldMap();
        exact.record(0, 8, "grid", 4);
        assertEquals(Optional.of(new Span(4, 8)), exact.spanOf("grid[1]"));
        assertEquals(Optional.empty(), exact.spanOf("grid[2]"), "an array ending on an element's end has no element there");
    }

    @Test
    void anElementIndexWithoutAnArrayNameNamesNothing() {
        // a field with an empty path is no array for "[1]" to index
        FieldMap map = new FieldMap();
        map.record(0, 8, "", 4);
        assertEquals(Optional.empty(), map.spanOf("[1]"));
        assertEquals(Optional.of(new Span(0, 8)), map.spanOf(""));
    }

    @Test
    void anElementOfAnArrayInsideARecordIsNamedByItsWholePath() {
        FieldMap map = new FieldMap();
        map.record(100, 136, "objects[7].transform", 4);
        assertEquals(Optional.of(new Span(136 - 4, 136)), map.spanOf("objects[7].transform[8]"));
        assertEquals(Optional.empty(), map.spanOf("objects[7].transform[9]"));
        assertEquals(Optional.of(new Span(100, 136)), map.spanOf("objects[7]"), "the record around it");
    }

    @Test
    void aRecordSpansItsRecordedPartsButNotAPathThatOnlySharesItsPrefix() {
        FieldMap map = new FieldMap();
        map.record(8, 12, "objects[0].id", 0);
        map.record(12, 20, "objects[0].name", 1);
        map.record(20, 24, "objects[1].id", 0);
        map.record(24, 32, "objects[1].name", 1);
        map.record(0, 8, "objectsX.a", 0);
        map.record(40, 44, "objectsX[0]", 0);
        map.record(44, 48, "objects2", 0);
        map.record(48, 52, "objects.count", 0);
        map.record(60, 64, "objectz", 0);
        assertEquals(Optional.of(new Span(8, 52)), map.spanOf("objects"), "its elements and its count, not objectsX or objects2");
        assertEquals(Optional.of(new Span(8, 20)), map.spanOf("objects[0]"));
        assertEquals(Optional.of(new Span(20, 32)), map.spanOf("objects[1]"));
        assertEquals(Optional.empty(), map.spanOf("objects[2]"));
        assertEquals(Optional.of(new Span(0, 44)), map.spanOf("objectsX"), "its field and its element");
        assertEquals(Optional.empty(), map.spanOf("object"));
    }

    @Test
    void aRecordAfterItsPartsStillSpansThemAll() {
        // parts out of order: the span is from the smallest start to the largest end, not first and last recorded
        FieldMap map = new FieldMap();
        map.record(20, 24, "r.c", 0);
        map.record(4, 8, "r.a", 0);
        map.record(10, 12, "r[2]", 0);
        map.record(8, 30, "r.b", 0);
        assertEquals(Optional.of(new Span(4, 30)), map.spanOf("r"));
    }

    @Test
    void aLookupByPathSeesFieldsFilledAfterAnEarlierLookup() {
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "a.x", 0);
            map.record(4, 8, "b.x", 0);
        };
        FieldMap summary = read(Scope.SUMMARY, reader).readAgainWith(NO_REREAD);
        assertEquals(Optional.of(new Span(0, 4)), summary.spanOf("a.x"));
        assertEquals(Optional.of(new Span(4, 8)), summary.spanOf("b.x"), "b was filled after a's lookup built the index");
        FieldMap all = new FieldMap();
        all.record(0, 4, "a.x", 0);
        assertEquals(Optional.of(new Span(0, 4)), all.spanOf("a"));
        all.record(4, 8, "a.y", 0);
        assertEquals(Optional.of(new Span(0, 8)), all.spanOf("a"), "a field recorded after a lookup");
    }

    // ---- withBody

    /** A header [0, 8), a table crossing the end of the header at 8 and a trailer after it. */
    private static final Consumer<FieldMap> HEADER_AND_BODY = map -> {
        map.record(0, 4, "header.magic", 0);
        map.record(4, 8, "header.size", 0);
        map.record(6, 8, "table.first", 0);
        map.record(8, 9, "table.second", 0);
        map.record(8, 12, "trailer.x", 0);
    };

    @Test
    void aBodyReplacesTheFieldsPastTheHeader() {
        FieldMap map = read(Scope.ALL, HEADER_AND_BODY);
        FieldMap out = map.withBody(8, 40, "body.zlib");
        assertEquals(List.of(new Entry(0, 4, "header.magic", 0), new Entry(4, 8, "header.size", 0), new Entry(6, 8, "table.first", 0),
                new Entry(8, 40, "body.zlib", 0)), out.entries(), "those ending at the header's end are kept, not one byte later");
        assertEquals(List.of("header", "table", "body"), List.copyOf(out.sectionNames()), "trailer starts at the header's end");
        assertTrue(out.complete());
        assertEquals(5, map.entries().size(), "the map itself is unchanged");
        assertEquals(Optional.of("body.zlib"), out.nameAt(8));
    }

    @Test
    void aSectionCrossingTheHeaderEndIsComparedFieldByFieldAndEndsThere() {
        byte[] bytes = bytes(40);
        FieldMap a = read(Scope.ALL, HEADER_AND_BODY).withBody(8, 40, "body.zlib");
        FieldMap b = read(Scope.ALL, HEADER_AND_BODY).withBody(8, 40, "body.zlib");
        // the same bytes, the same summaries: only the table, part of which lies in the decompressed image, differs
        assertEquals(Set.of("table"), FieldMap.differingSections(a, bytes, b, bytes));
        assertEquals(Set.of("table"), FieldMap.differingSections(a, bytes, a, bytes));

        FieldMap summary = read(Scope.SUMMARY, HEADER_AND_BODY).withBody(8, 40, "body.zlib");
        // the table now ends at 8: byte 8 is the body's alone, and asking for it does not need the table
        assertEquals(Optional.of("body.zlib"), summary.nameAt(8));
        assertEquals(Optional.of("header.size"), summary.nameAt(5));
        // the table is not filled from its head, which holds a field past the header
        assertThrows(IllegalStateException.class, () -> summary.entriesOf(Set.of("table")));
        assertThrows(IllegalStateException.class, () -> summary.nameAt(7));
    }

    @Test
    void aSectionEndingExactlyAtTheHeaderEndIsComparedByItsSummary() {
        byte[] bytes = bytes(40);
        Consumer<FieldMap> reader = map -> {
            map.record(0, 4, "header.magic", 0);
            map.record(4, 8, "table.first", 0);
            map.record(8, 12, "trailer.x", 0);
        };
        FieldMap a = read(Scope.ALL, reader).withBody(8, 40, "body.zlib");
        FieldMap b = read(Scope.ALL, reader).withBody(8, 40, "body.zlib");
        assertEquals(Set.of(), FieldMap.differingSections(a, bytes, b, bytes));
        byte[] other = bytes(40);
        other[7]++;
        assertEquals(Set.of("table"), FieldMap.differingSections(a, bytes, b, other));
        other = bytes(40);
        other[8]++;
        assertEquals(Set.of("body"), FieldMap.differingSections(a, bytes, b, other));
    }

    @Test
    void aBodyAfterAnOnDemandFillHoldsEachHeaderFieldOnce() {
        FieldMap map = new FieldMap(Scope.SUMMARY);
        map.record(0, 4, "header.a", 0);
        assertEquals(1, map.entries().size(), "filled from the header's head");
        assertEquals(List.of(new Entry(0, 4, "header.a", 0), new Entry(4, 10, "body", 0)), map.withBody(4, 10, "body").entries());
    }

    @Test
    void aBodyRecordedInASectionOfTheHeaderLeavesTheOriginalMapAlone() {
        FieldMap map = new FieldMap(Scope.SUMMARY);
        map.record(0, 2, "data.a", 0);
        map.record(2, 4, "data.b", 0);
        FieldMap out = map.withBody(4, 10, "data.body");
        assertEquals(List.of("data.a", "data.b", "data.body"), out.entries().stream().map(Entry::path).toList());
        assertEquals(List.of("data.a", "data.b"), map.entries().stream().map(Entry::path).toList(),
                "the copy's section has a head of its own");
    }

    @Test
    void aSectionOnceCutByABodyStaysComparedFieldByFieldWhenCutAgain() {
        byte[] bytes = bytes(40);
        FieldMap once = read(Scope.ALL, HEADER_AND_BODY).withBody(8, 40, "body.zlib");
        FieldMap twice = once.withBody(8, 40, "body.zlib");
        // the table now ends at 8, the new header's end, but its fields still came from an image
        assertEquals(Set.of("table"), FieldMap.differingSections(twice, bytes, twice, bytes));
    }

    @Test
    void aNarrowFieldRecordedBeforeAWiderOneAtItsStartIsStillTheInnermost() {
        FieldMap map = new FieldMap();
        map.record(0, 4, "a.x", 0);
        map.record(0, 8, "b.y", 0);
        assertEquals(Optional.of("a.x"), map.nameAt(2), "as in the other recording order");
        assertEquals(List.of("b.y", "a.x"), map.entries().stream().map(Entry::path).toList(), "the wider first");
        assertEquals(Optional.of("b.y"), map.nameAt(5));
    }

    @Test
    void anElementIndexTheArrayCannotHoldNamesNothing() {
        FieldMap map = new FieldMap();
        map.record(0, 16, "a", 4);
        assertEquals(Optional.of(new Span(12, 16)), map.spanOf("a[3]"));
        assertEquals(Optional.empty(), map.spanOf("a[4]"));
        assertEquals(Optional.empty(), map.spanOf("a[4611686018427387904]"), "4 × 2^62 wraps to 0");
        assertEquals(Optional.empty(), map.spanOf("a[+1]"), "an index is digits");
        assertEquals(Optional.empty(), map.spanOf("a[]"));
    }

    @Test
    void aScopeOfNamedSectionsWithinAWindowFillsTheirFieldsOutsideIt() {
        FieldMap map = new FieldMap(new Scope(Set.of("s"), 0, 4));
        map.record(0, 2, "s.a", 0);
        map.record(10, 12, "s.b", 0);
        assertEquals(List.of("s.a", "s.b"), map.entries().stream().map(Entry::path).toList(),
                "only the window's fields were kept; the rest come from the head");
    }

    // ---- sectionOf, sectionNames

    @Test
    void aSectionIsThePathUpToItsFirstDotOrBracket() {
        assertEquals("objects", FieldMap.sectionOf("objects[7].transform[9]"));
        assertEquals("header", FieldMap.sectionOf("header.version"));
        assertEquals("header", FieldMap.sectionOf("header"));
        assertEquals("", FieldMap.sectionOf(""));
        assertEquals("", FieldMap.sectionOf("[3]"));
    }

    @Test
    void sectionNamesAreInTheOrderTheyWereFirstMet() {
        FieldMap map = new FieldMap(Scope.SUMMARY);
        map.record(100, 104, "tiles[0]", 0);
        map.record(0, 4, "header.magic", 0);
        map.record(104, 108, "tiles[1]", 0);
        FieldPath path = new FieldPath();
        path.push("objects", 0);
        map.record(50, 54, path, "id", 0);
        map.record(4, 8, "header.version", 0);
        assertEquals(List.of("tiles", "header", "objects"), List.copyOf(map.sectionNames()));
    }
}
