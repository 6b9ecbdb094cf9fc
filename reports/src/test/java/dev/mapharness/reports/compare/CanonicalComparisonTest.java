package dev.mapharness.reports.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.format.Severity;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.reports.Finding;
import dev.mapharness.wvr4.Wvr4Object;
import dev.mapharness.wvr4.Wvr4World;
import dev.mapharness.wvr4.Wvr4WriteRules;
import java.util.Optional;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CanonicalComparisonTest {

    static Stream<Path> corpus() {
        return Arrays.stream(Format.values()).flatMap(f -> f.corpusFolder().stream()).flatMap(d -> CorpusFiles.in(d).stream());
    }

    private static Decoded<? extends MapModel> strict(byte[] bytes) {
        return Codecs.forFormat(Formats.detect(bytes).orElseThrow().format()).orElseThrow()
                .read(bytes, ReadOptions.STRICT.withFieldMap());
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void aCanonicalCorpusFileHasNoRealDifference(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        CanonicalComparison.Outcome o = CanonicalComparison.of(bytes, strict(bytes));
        assertTrue(o.failure().isEmpty(), () -> o.failure().toString());
        assertEquals(List.of(), o.differences().stream().filter(d -> d.verdict() == Verdict.REAL).toList(), file.toString());
        assertFalse(o.real());
        assertTrue(o.canonical().bytes().length > 0, "the re-encoding is kept as evidence");
    }

    /**
     * A model the writer refuses is a finding of the writer's own rule, so that muting or raising that
     * refusal (4wvr/write-object-name-empty) means this finding too.
     */
    @Test
    void aRefusedModelIsAFindingOfTheWritersRule() throws IOException {
        byte[] bytes = Files.readAllBytes(CorpusFiles.root().resolve("4wvr/small.wrp"));
        Wvr4World w = (Wvr4World) strict(bytes).model();
        Wvr4Object first = w.objects().get(0);
        Wvr4World refused = new Wvr4World(w.heights(), w.textureIndices(), w.textureNames(),
                List.of(new Wvr4Object(first.transform(), first.id(), FixedString.padded("", Wvr4Object.NAME_LENGTH))),
                w.terminator(), w.trailing());
        CanonicalComparison.Outcome o = CanonicalComparison.of(bytes, new Decoded<>(refused, List.of(), Optional.empty()));
        Finding f = o.failure().orElseThrow();
        assertEquals(Finding.Kind.NOT_WRITABLE, f.kind());
        assertEquals(Wvr4WriteRules.OBJECT_NAME_EMPTY, f.rule());
        assertEquals(Severity.ERROR, f.severity());
        assertEquals("objects[0].name", f.field());
        assertTrue(f.message().startsWith("the file reads, but the writer refuses its model: objects[0].name: "), f.message());
    }

    /**
     * The same values in another valid LZSS parse (literals only, so every stream is longer and
     * every field after the first stream moves): only the streams differ, all harmless.
     */
    @Test
    void anOprwFileWithAnotherLzssParseDiffersOnlyHarmlessly() throws IOException {
        byte[] original = Files.readAllBytes(CorpusFiles.root().resolve("oprw/v18-small.wrp"));
        Decoded<? extends MapModel> decoded = strict(original);
        OprwWorld world = (OprwWorld) decoded.model();
        FieldMap.Entry stream = decoded.fieldMap().orElseThrow().entry("elevation.lzss").orElseThrow();
        byte[] cells = new byte[world.elevation().size() * 4];
        for (int i = 0; i < world.elevation().size(); i++) {
            int bits = world.elevation().bitsAt(i);
            for (int k = 0; k < 4; k++) {
                cells[i * 4 + k] = (byte) (bits >>> (8 * k));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(original, 0, (int) stream.start());
        byte[] literals = literalsOnly(cells);
        out.write(literals, 0, literals.length);
        out.write(original, (int) stream.end(), original.length - (int) stream.end());
        byte[] reparsed = out.toByteArray();
        assertNotEquals(original.length, reparsed.length, "the literal-only parse is longer than the encoder's");

        Decoded<? extends MapModel> back = strict(reparsed);
        assertTrue(back.violations().isEmpty(), () -> back.violations().toString());
        CanonicalComparison.Outcome o = CanonicalComparison.of(reparsed, back);
        assertFalse(o.differences().isEmpty(), "the file is not byte-identical to its canonical encoding");
        assertFalse(o.real(), () -> o.differences().toString());
        assertEquals(List.of("elevation.lzss"), o.differences().stream().map(EncodingDifference::field).toList(),
                "fields after the longer stream are aligned by path, not shifted into differences");
        EncodingDifference d = o.differences().get(0);
        assertEquals(DifferenceCause.ANOTHER_ENCODING, d.cause());
        assertEquals(new ByteRange(stream.start(), stream.start() + literals.length), d.inFile());
        assertEquals(new ByteRange(stream.start(), stream.end()), d.inCanonical());
    }

    /** BIS LZSS with every item a literal: a flag byte 0xFF before each eight bytes. */
    private static byte[] literalsOnly(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < data.length; i += 8) {
            out.write(0xFF);
            out.write(data, i, Math.min(8, data.length - i));
        }
        return out.toByteArray();
    }

    @Test
    void respelledTextIsHarmlessAndNamedByItsBlock() throws IOException {
        byte[] original = Files.readAllBytes(CorpusFiles.root().resolve("wmp/small.wmp"));
        String text = new String(original, java.nio.charset.StandardCharsets.ISO_8859_1);
        // the same value spelled another way: harmless
        byte[] respelled = text.replaceFirst("-120.25 100 171", "-120.250  100.0 171").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        CanonicalComparison.Outcome same = CanonicalComparison.of(respelled, strict(respelled));
        assertFalse(same.differences().isEmpty());
        assertFalse(same.real(), () -> same.differences().toString());
        assertTrue(same.differences().get(0).field().startsWith("block 0"), same.differences().get(0).field());
    }
}
