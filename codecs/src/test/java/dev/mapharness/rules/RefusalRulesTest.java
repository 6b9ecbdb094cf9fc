package dev.mapharness.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every refusal names a registered rule: each format's reader is run over truncations and bit flips
 * of the corpus's files (the real files and the fuzzers' seeds and findings), and every
 * {@link MapFormatException} it throws must carry a rule of the registry. A lenient read refuses
 * only by read rules; a strict read may also refuse by a violation's rule, and then only by one
 * that a lenient read of the same bytes reports (or gets past to refuse later).
 */
class RefusalRulesTest {
    private static final int MAX_FILE = 600_000;
    private static final int FILES_PER_FORMAT = 12;
    private static final int VARIANTS = 24;

    @Test
    void everyRefusalOfEveryReaderNamesARegisteredRule() {
        Map<Format, List<byte[]>> inputs = corpusByFormat();
        assertTrue(inputs.keySet().containsAll(Set.of(Format.WVR1, Format.WVR4, Format.WVR8, Format.OPRW, Format.WWD,
                Format.WMP_TEXT, Format.WMPB, Format.GAMESTUDIO_MAP, Format.TILED)),
                "corpus files of every format: " + inputs.keySet());
        Set<String> seen = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<Format, List<byte[]>> e : inputs.entrySet()) {
            MapCodec<?> codec = Codecs.forFormat(e.getKey()).orElseThrow();
            Random random = new Random(e.getKey().ordinal());
            int refused = 0;
            for (byte[] file : e.getValue()) {
                for (byte[] variant : variants(file, random)) {
                    refused += check(codec, variant, seen, problems);
                }
            }
            assertTrue(refused > 0, e.getKey() + ": no variant was refused");
        }
        assertEquals(List.of(), problems.subList(0, Math.min(20, problems.size())));
        // the variants reach the shared refusals, the text syntax's, the compressed streams' and each format's own
        for (String format : List.of("read", "text", "compress", "1wvr", "4wvr", "8wvr", "oprw", "wwd", "wmp", "wmpb", "mm",
                "tiled")) {
            assertTrue(seen.stream().anyMatch(id -> id.startsWith(format + "/")), format + ": " + seen);
        }
        assertTrue(seen.contains(ReadRules.TRUNCATED.id()), seen::toString);
    }

    /** Reads {@code bytes} strictly and leniently; returns how many of the two reads refused them. */
    private static int check(MapCodec<?> codec, byte[] bytes, Set<String> seen, List<String> problems) {
        int refused = 0;
        Optional<MapFormatException> lenient = refusal(codec, bytes, ReadOptions.LENIENT);
        Optional<MapFormatException> strict = refusal(codec, bytes, ReadOptions.STRICT);
        if (lenient.isPresent()) {
            refused++;
            Rule r = registered(lenient.get(), seen, problems);
            if (r != null && r.kind() != RuleKind.READ) {
                problems.add("a lenient read refused by " + r.id() + " (" + r.kind().id() + "): " + lenient.get().getMessage());
            }
        }
        if (strict.isPresent()) {
            refused++;
            Rule r = registered(strict.get(), seen, problems);
            if (r != null && r.kind() == RuleKind.VIOLATION && lenient.isEmpty()) {
                Decoded<?> d = codec.read(bytes, ReadOptions.LENIENT);
                if (d.violations().stream().map(Violation::rule).noneMatch(r::equals)) {
                    problems.add("a strict read refused by the violation " + r.id() + " that a lenient read does not report: "
                            + strict.get().getMessage());
                }
            } else if (r != null && r.kind() != RuleKind.READ && r.kind() != RuleKind.VIOLATION) {
                problems.add("a strict read refused by " + r.id() + " (" + r.kind().id() + ")");
            }
        }
        return refused;
    }

    private static Rule registered(MapFormatException e, Set<String> seen, List<String> problems) {
        Rule r = e.rule();
        assertNotNull(r, e::getMessage);
        if (Rules.byId(r.id()).orElse(null) != r) {
            problems.add("refused by " + r.id() + ", which the registry does not list: " + e.getMessage());
            return null;
        }
        seen.add(r.id());
        return r;
    }

    private static Optional<MapFormatException> refusal(MapCodec<?> codec, byte[] bytes, ReadOptions mode) {
        try {
            codec.read(bytes, mode);
            return Optional.empty();
        } catch (MapFormatException e) {
            return Optional.of(e);
        }
    }

    /** The file cut at the start, inside the first bytes, half way and one byte short, and with bits flipped. */
    private static List<byte[]> variants(byte[] file, Random random) {
        List<byte[]> out = new ArrayList<>();
        for (int cut : new int[] {0, 1, 3, 4, 8, 16, 64, file.length / 2, file.length - 1}) {
            if (cut >= 0 && cut < file.length) {
                out.add(Arrays.copyOf(file, cut));
            }
        }
        for (int i = 0; i < VARIANTS / 2 && file.length > 0; i++) {
            out.add(Arrays.copyOf(file, random.nextInt(file.length)));
        }
        for (int i = 0; i < VARIANTS && file.length > 0; i++) {
            byte[] flipped = file.clone();
            // mostly near the start, where the headers, counts and sizes are
            int at = random.nextBoolean() ? random.nextInt(Math.min(file.length, 256)) : random.nextInt(file.length);
            flipped[at] ^= (byte) (1 << random.nextInt(8));
            out.add(flipped);
        }
        return out;
    }

    private static Map<Format, List<byte[]>> corpusByFormat() {
        Path root = Path.of(System.getProperty("mapharness.corpus", "../corpus"));
        Map<Format, List<byte[]>> out = new EnumMap<>(Format.class);
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = p.toString().replace('\\', '/');
                boolean real = !name.contains("/fuzz/") && !name.contains("/src/");
                boolean fuzzed = name.contains("-decode/seeds/") || name.contains("-decode/findings/");
                if (!(real || fuzzed) || Files.size(p) > MAX_FILE) {
                    continue;
                }
                byte[] bytes = Files.readAllBytes(p);
                Optional<Detection> d = Formats.detect(bytes);
                if (d.isEmpty() || !d.get().supported() || Codecs.forFormat(d.get().format()).isEmpty()) {
                    continue;
                }
                List<byte[]> list = out.computeIfAbsent(d.get().format(), f -> new ArrayList<>());
                if (list.size() < FILES_PER_FORMAT) {
                    list.add(bytes);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    @Test
    void aRewrappedRefusalKeepsItsRule() {
        // i32Count reports a count that does not fit at the count itself, under the count's rule
        ByteInput in = ByteInput.of(new byte[] {(byte) 0xFF, (byte) 0xFF, 0, 0, 1, 2});
        MapFormatException e = assertThrows(MapFormatException.class, () -> in.i32Count("n", 4));
        assertSame(ReadRules.COUNT_PAST_END, e.rule());
        assertEquals(0, e.offset());
        MapFormatException moved = e.at(9);
        assertSame(e.rule(), moved.rule());
        assertEquals(e.getMessage().replace("at byte 0 (0x0)", "at byte 9 (0x9)"), moved.getMessage());
    }

    @Test
    void theGenericRefusalsOfByteInputHaveTheirRules() {
        assertSame(ReadRules.TRUNCATED, assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[3]).i32("x")).rule());
        assertSame(ReadRules.STRING_UNTERMINATED,
                assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[] {'a'}).asciiz("s")).rule());
        assertSame(ReadRules.LENGTH_PAST_END, assertThrows(MapFormatException.class,
                () -> ByteInput.of(new byte[] {9, 0, 0, 0, 'a'}).lengthPrefixed32("s")).rule());
        assertSame(ReadRules.OFFSET_OUTSIDE_FILE,
                assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[4]).seek(5, "o")).rule());
        assertSame(ReadRules.GRID_EMPTY,
                assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[4]).checkGrid(0, 1, 1, "g")).rule());
        assertSame(ReadRules.GRID_PAST_END,
                assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[4]).checkGrid(3, 3, 1, "g")).rule());
        assertSame(ReadRules.COUNT_NEGATIVE,
                assertThrows(MapFormatException.class, () -> ByteInput.of(new byte[4]).checkCount(-1, 1, "c")).rule());
        assertSame(ReadRules.COUNT_TOO_LARGE, assertThrows(MapFormatException.class,
                () -> ByteInput.of(new byte[4]).checkCount(Integer.MAX_VALUE, 0, "c")).rule());
    }

    @Test
    void unknownAndUnsupportedFormatsAreInputRules() {
        assertSame(InputRules.UNKNOWN_FORMAT, assertThrows(MapFormatException.class,
                () -> Codecs.read(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, ReadOptions.STRICT)).rule());
    }
}
