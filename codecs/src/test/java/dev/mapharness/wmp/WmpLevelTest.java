package dev.mapharness.wmp;

import static dev.mapharness.format.WriteRefusals.assertWriteRefused;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import dev.mapharness.text.TextLayout;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a level tells of itself: its summary, its lists by type, and the codec's choice of writer. */
class WmpLevelTest {
    @Test
    void theSummaryCountsEveryKindOfItem() {
        WmpLevel level = WmpReader.read(WmpSamples.bytes(WmpSamples.level()), ReadOptions.STRICT).model();
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("blocks", 1);
        expected.put("faces", 6L);
        expected.put("vertices", 8L);
        expected.put("level objects", 1L);
        expected.put("start objects", 1L);
        expected.put("light objects", 1L);
        expected.put("sound objects", 1L);
        expected.put("model objects", 1L);
        expected.put("path objects", 1L);
        expected.put("groups", 2);
        expected.put("wad", "office.$$w");
        expected.put("script", "OFFICE.wdl");
        assertEquals(expected, level.summary());
        assertEquals(List.of("blocks", "faces", "vertices", "groups"), new WmpLevel(List.of()).summary().keySet().stream()
                .filter(k -> !k.endsWith(" objects")).toList());
        assertEquals(Format.WMP_TEXT, level.format());
        assertEquals(Optional.empty(), new WmpLevel(List.of()).settings());
    }

    @Test
    void aLevelEmptiedByAnEditIsRefusedInItsLayoutAsWithout() {
        Decoded<WmpLevel> d = WmpCodec.INSTANCE.read(WmpSamples.bytes("light 0 {  1 2 3 4 }"), ReadOptions.LENIENT);
        WmpLevel emptied = new WmpLevel(List.of());
        MapWriteException inLayout = assertWriteRefused(() -> WmpCodec.INSTANCE.write(emptied, d.layout().orElseThrow()));
        MapWriteException canonical = assertWriteRefused(() -> WmpCodec.INSTANCE.write(emptied));
        assertEquals("items", inLayout.field());
        assertEquals(canonical.getMessage(), inLayout.getMessage(), "an empty file reads as no level, in any layout");
    }

    @Test
    void theCodecWritesInTheLayoutOfItsOwnFormatOnly() {
        String text = "light 0 {  1 2 3 4 }";
        Decoded<WmpLevel> d = WmpCodec.INSTANCE.read(WmpSamples.bytes(text), ReadOptions.LENIENT);
        assertArrayEquals(WmpSamples.bytes(text), WmpCodec.INSTANCE.write(d.model(), d.layout().orElseThrow()));
        SourceLayout other = () -> Format.WMPB;
        assertArrayEquals(WmpCodec.INSTANCE.write(d.model()), WmpCodec.INSTANCE.write(d.model(), other));
        // a text layout of the other text format: canonical too
        TextLayout mm = new TextLayout(Format.GAMESTUDIO_MAP, WmpSamples.bytes(text), d.model(), List.of());
        assertArrayEquals(WmpCodec.INSTANCE.write(d.model()), WmpCodec.INSTANCE.write(d.model(), mm));
        assertEquals(WmpLevel.class, WmpCodec.INSTANCE.modelType());
        assertEquals(Format.WMP_TEXT, WmpCodec.INSTANCE.format());
        assertFalse(WmpCodec.INSTANCE.uniqueEncoding());
        assertEquals(List.of(WmpMemberKind.LEVEL, WmpMemberKind.START), List.of(WmpMemberKind.byKeyword("level")
                .orElseThrow(), WmpMemberKind.byKeyword("start").orElseThrow()));
        assertEquals(Optional.empty(), WmpMemberKind.byKeyword("Level"));
        assertFalse(WmpMemberKind.GROUP.isObject());
        assertFalse(WmpMemberKind.BLOCK.isObject());
    }
}
