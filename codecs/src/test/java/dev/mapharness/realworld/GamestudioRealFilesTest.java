package dev.mapharness.realworld;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Severity;
import dev.mapharness.format.Violation;
import dev.mapharness.migrate.Migrated;
import dev.mapharness.migrate.WmpToMm;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmItem;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmSun;
import dev.mapharness.text.TextLayout;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpLevel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The {@code $$M} files wmpio wrote and the text WMP files WED 6 wrote, from public repositories:
 * each is detected, read strictly and leniently with no error, written back through its layout byte
 * for byte, and printed canonically into a file that reads back to the same model.
 */
class GamestudioRealFilesTest {
    static Stream<Path> mm() {
        return RealWorldFiles.in("mm").stream();
    }

    static Stream<Path> wmp() {
        return RealWorldFiles.in("wmp").stream();
    }

    @ParameterizedTest
    @MethodSource("mm")
    void mmFilesReadAndRoundTrip(Path file) {
        check(file, Format.GAMESTUDIO_MAP, MmCodec.INSTANCE);
    }

    @ParameterizedTest
    @MethodSource("wmp")
    void wmpFilesReadAndRoundTrip(Path file) {
        check(file, Format.WMP_TEXT, WmpCodec.INSTANCE);
    }

    @ParameterizedTest
    @MethodSource("wmp")
    void wmpFilesMigrateToMmThatReadsBack(Path file) {
        WmpLevel level = WmpCodec.INSTANCE.read(RealWorldFiles.bytes(file), ReadOptions.LENIENT).model();
        Migrated<MmLevel> migrated = new WmpToMm().apply(level);
        byte[] written = MmCodec.INSTANCE.write(migrated.model());
        Decoded<MmLevel> back = MmCodec.INSTANCE.read(written, ReadOptions.STRICT);
        assertEquals(migrated.model(), back.model(), file.getFileName().toString());
        assertTrue(back.conforms(), () -> file + ": " + back.violations());
        assertFalse(migrated.model().items().isEmpty());
        assertEquals(level.blocks().size(), migrated.model().blocks().size(), "every block carried over");
        assertTrue(migrated.report().losses().stream().anyMatch(e -> e.field().endsWith("sunAngles.x")),
                () -> "the level's first sun number is reported as lost: " + migrated.report());
    }

    /** A changed item is printed anew; the bytes before it and after it stay the file's own. */
    @ParameterizedTest
    @MethodSource("mm")
    void aChangedMmItemIsTheOnlyPartPrintedAnew(Path file) {
        byte[] bytes = RealWorldFiles.bytes(file);
        Decoded<MmLevel> d = MmCodec.INSTANCE.read(bytes, ReadOptions.LENIENT);
        TextLayout layout = (TextLayout) d.layout().orElseThrow();
        List<MmItem> items = new ArrayList<>(d.model().items());
        int k = items.size() / 2;
        items.set(k, new MmSun(List.of(1.5, -0.0)));
        MmLevel changed = new MmLevel(d.model().comments(), d.model().version(), items);
        byte[] written = MmCodec.INSTANCE.write(changed, layout);
        TextLayout.Span span = layout.spans().get(k + 1);
        int tail = bytes.length - span.end();
        assertArrayEquals(Arrays.copyOf(bytes, span.start()), Arrays.copyOf(written, span.start()), "bytes before the item");
        assertArrayEquals(Arrays.copyOfRange(bytes, span.end(), bytes.length),
                Arrays.copyOfRange(written, written.length - tail, written.length), "bytes after the item");
        assertEquals(changed, MmCodec.INSTANCE.read(written, ReadOptions.STRICT).model());
    }

    private static <M extends MapModel> void check(Path file, Format format, MapCodec<M> codec) {
        byte[] bytes = RealWorldFiles.bytes(file);
        String name = file.getFileName().toString();
        assertEquals(format, Formats.detect(bytes).orElseThrow().format(), name + " detected");
        for (ReadOptions mode : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
            Decoded<M> d = codec.read(bytes, mode);
            List<Violation> serious = d.violations().stream().filter(v -> v.severity() != Severity.NOTE).toList();
            assertEquals(List.of(), serious, name + " " + mode.mode() + ": what WED writes is neither an error nor a warning");
            assertTrue(d.layout().isPresent(), name + " has a layout");
            assertArrayEquals(bytes, codec.write(d.model(), d.layout().get()), name + " " + mode.mode()
                    + ": written back through its layout, byte for byte");
            byte[] canonical = codec.write(d.model());
            assertEquals(d.model(), codec.read(canonical, ReadOptions.STRICT).model(), name + ": canonical print reads back");
        }
    }
}
