package dev.mapharness.reports.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.wwd.WwdLevel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class CorpusPicturesTest {
    static final Path CORPUS = Path.of("..", "corpus").toAbsolutePath().normalize();

    static Stream<Path> corpusFiles() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Stream.of("1wvr", "4wvr", "8wvr", "oprw", "wwd", "wmp", "wmpb", "mm").map(CORPUS::resolve)
                .flatMap(CorpusPicturesTest::list)) {
            files = s.sorted().toList();
        }
        assertTrue(files.size() >= 30, "corpus files found: " + files.size());
        return files.stream();
    }

    private static Stream<Path> list(Path dir) {
        try {
            return Files.list(dir).filter(Files::isRegularFile).toList().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static MapModel read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Format format = Formats.detect(bytes).orElseThrow().format();
        return Codecs.forFormat(format).orElseThrow().read(bytes, ReadOptions.LENIENT).model();
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void everyCorpusFileDrawsItsKindsAsDecodablePictures(Path file) throws IOException {
        MapModel model = read(file);
        List<Picture> pictures = MapPictures.draw(model, Marks.none());
        assertEquals(expectedKinds(model), pictures.stream().map(Picture::kind).toList(), file.toString());
        for (Picture p : pictures) {
            int[][] px = Pngs.pixels(p);
            assertTrue(p.width() >= 1 && p.height() >= 1, p.title());
            assertTrue(Math.max(p.width(), p.height()) <= MapPictures.MAX_SIDE, p.title());
            assertTrue(Math.max(p.width(), p.height()) >= MapPictures.MIN_SIDE, p.title() + " is not enlarged");
            assertTrue(Pngs.distinctColours(p) > 1, file + " " + p.kind() + " is one flat colour");
            assertEquals(0, p.marked(), p.title());
            assertEquals(0, Pngs.count(p, Palette.MARK), p.title() + " shows marks with none asked");
            assertFalse(p.caption().isBlank());
            assertEquals(p.height(), px.length);
        }
    }

    @ParameterizedTest
    @MethodSource("corpusFiles")
    void drawingIsDeterministic(Path file) throws IOException {
        List<Picture> a = MapPictures.draw(read(file), Marks.none());
        List<Picture> b = MapPictures.draw(read(file), Marks.none());
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertArrayEquals(a.get(i).png(), b.get(i).png(), a.get(i).title());
            assertEquals(a.get(i).caption(), b.get(i).caption());
        }
    }

    private static List<String> expectedKinds(MapModel model) {
        return switch (model.format()) {
            case WVR1, WVR4, WVR8 -> List.of("relief", "materials", "objects");
            case OPRW -> List.of("relief", "materials", "objects", "roads");
            case WWD -> ((WwdLevel) model).planes().stream().map(p -> "plane").toList();
            default -> List.of("objects");
        };
    }
}
