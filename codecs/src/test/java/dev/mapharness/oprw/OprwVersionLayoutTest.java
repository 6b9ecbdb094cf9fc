package dev.mapharness.oprw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.compress.Compression;
import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.diff.VersionDifferential;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.OprwToOprw;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every corpus world laid out as every version must write a file the strict reader takes without a
 * violation. The medium worlds hold a river long enough to be compressed, whose size in the
 * map-info block differs between BIS LZSS and LZO: the map-info offsets after it must move with it.
 */
class OprwVersionLayoutTest {
    private static final int[] VERSIONS = IntStream.rangeClosed(OprwFeature.FIRST_VERSION, OprwFeature.LAST_VERSION).toArray();

    @Test
    void everyCorpusWorldWritesAsEveryVersionAndReadsBackStrictlyWithoutViolations() throws IOException {
        List<Path> files = corpus();
        assertEquals(18, files.size(), "v17..v25, small and medium: " + files);
        boolean riverMoved = false;
        for (Path file : files) {
            OprwWorld source = OprwCodec.INSTANCE.read(Files.readAllBytes(file), ReadOptions.STRICT).model();
            for (int version : VERSIONS) {
                String side = file.getFileName() + " as " + version;
                OprwWorld laidOut = source.withVersion(version);
                byte[] bytes = OprwWriter.write(laidOut);
                Decoded<OprwWorld> back = OprwCodec.INSTANCE.read(bytes, ReadOptions.STRICT);
                assertEquals(List.of(), back.violations(), side);
                assertEquals(laidOut, back.model(), side);

                // the block the file declares is the one the offsets were moved for
                long[] starts = OprwLayoutRules.mapInfoStarts(laidOut.mapInfos(), OprwLayoutRules.compression(version));
                assertEquals(starts[starts.length - 1], OprwFiles.u32(bytes, OprwFiles.offsetOf(bytes, "mapInfoBlockSize")), side);
                // every cell still points at the record it pointed at in the source
                long[] sourceStarts = OprwLayoutRules.mapInfoStarts(source.mapInfos(), OprwLayoutRules.compression(source.version()));
                for (int i = 0; i < source.mapInfoOffsets().size(); i++) {
                    int record = Arrays.binarySearch(sourceStarts, source.mapInfoOffsets().at(i) & 0xFFFF_FFFFL);
                    assertTrue(record >= 0, side + ": the corpus's own offset " + i + " is a record start");
                    assertEquals(starts[record], back.model().mapInfoOffsets().at(i) & 0xFFFF_FFFFL, side + " cell " + i);
                }
                riverMoved |= !Arrays.equals(starts, sourceStarts);
            }
            DifferentialResult r = VersionDifferential.run(source, VERSIONS);
            assertTrue(r.failures().isEmpty(), () -> file + ": " + r.failures());
            assertTrue(r.agrees(), () -> file + ": " + r.unexpected());
        }
        assertTrue(riverMoved, "some corpus river changes size with the compression, or this test checks nothing");
    }

    @Test
    void theMigrationSaysWhichOffsetsMovedAndTheWayBackRestoresThem() throws IOException {
        OprwWorld v24 = OprwCodec.INSTANCE.read(Files.readAllBytes(root().resolve("oprw/v24-medium.wrp")), ReadOptions.STRICT).model();
        var to18 = new OprwToOprw(18).apply(v24);
        assertNotEquals(v24.mapInfoOffsets(), to18.model().mapInfoOffsets());
        LossReport.Entry moved = to18.report().derived().stream().filter(e -> e.field().equals("mapInfoOffsets"))
                .findFirst().orElseThrow(() -> new AssertionError(to18.report().toString()));
        assertTrue(moved.message().contains("river"), moved::message);
        assertEquals(v24.mapInfoOffsets(), to18.model().withVersion(24).mapInfoOffsets());
        assertFalse(new OprwToOprw(23).apply(v24).report().mentions("mapInfoOffsets"), "LZO to LZO moves nothing");
    }

    @Test
    void anOffsetPastTheBlockStaysPastItInTheOtherCompression() throws IOException {
        OprwWorld v24 = OprwCodec.INSTANCE.read(Files.readAllBytes(root().resolve("oprw/v24-medium.wrp")), ReadOptions.STRICT).model();
        int[] cells = v24.mapInfoOffsets().toArray();
        cells[0] = -1; // 0xFFFFFFFF, past any block
        cells[1] = (int) OprwLayoutRules.mapInfoStarts(v24.mapInfos(), Compression.LZO)[v24.mapInfos().size()] + 5;
        OprwWorld broken = new OprwWorld(v24.version(), v24.appId(), v24.landCellSize(), v24.geography(), v24.soundMap(),
                v24.peaks(), v24.materialIndex(), v24.random(), v24.grass(), v24.primaryTexture(), v24.elevation(),
                v24.materials(), v24.models(), v24.entities(), v24.objectOffsets(),
                IntGrid.wrap(v24.landWidth(), v24.landHeight(), cells), v24.persistent(), v24.subdivisionHints(),
                v24.maxObjectId(), v24.roads(), v24.objects(), v24.mapInfos(), v24.mapInfoTail(), v24.trailing());
        for (int version : new int[] {18, 24}) {
            Decoded<OprwWorld> back = OprwCodec.INSTANCE.read(OprwWriter.write(broken.withVersion(version)), ReadOptions.STRICT);
            assertEquals(1, back.violations().size(), back.violations()::toString);
            assertTrue(back.violations().get(0).toString().contains("2 land cells"), back.violations()::toString);
        }
    }

    static List<Path> corpus() throws IOException {
        try (Stream<Path> s = Files.list(root().resolve("oprw"))) {
            return s.filter(p -> p.toString().endsWith(".wrp")).sorted().toList();
        }
    }

    private static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("corpus/oprw"))) {
                return p.resolve("corpus");
            }
        }
        throw new IllegalStateException("no corpus/oprw above the module");
    }
}
