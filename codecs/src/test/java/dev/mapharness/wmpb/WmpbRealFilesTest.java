package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.Codecs;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.realworld.RealWorldFiles;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The binary levels WED 7/8 saved in public projects (docs/wmpb.md, "Evidence"), read from beside the
 * checkout: every one reads strictly with no violation, every byte lands in a typed field (no raw
 * chunk) and writing the model gives the file back byte for byte.
 */
class WmpbRealFilesTest {

    @Test
    void everyRealLevelReadsStrictlyAndWritesItsOwnBytes() {
        List<Path> files = RealWorldFiles.in("wmpb");
        assertFalse(files.isEmpty());
        for (Path f : files) {
            byte[] bytes = RealWorldFiles.bytes(f);
            Decoded<WmpbLevel> d = WmpbCodec.INSTANCE.read(bytes, ReadOptions.STRICT);
            assertEquals(List.of(), d.violations(), f.toString());
            assertTrue(d.model().objects().stream().noneMatch(o -> o.data().orElse(null) instanceof WmpbRawChunk), f.toString());
            assertArrayEquals(bytes, WmpbCodec.INSTANCE.write(d.model()), f.toString());
            assertEquals(d.model(), WmpbCodec.INSTANCE.read(bytes, ReadOptions.LENIENT).model(), f.toString());
            assertTrue(Codecs.read(bytes, ReadOptions.LENIENT).model() instanceof WmpbLevel, "detected as WMPB: " + f);
        }
    }
}
