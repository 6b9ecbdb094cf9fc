package dev.mapharness.wmpb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.ReadOptions;
import org.junit.jupiter.api.Test;

/** Generated levels (every object type, raw chunks, any field value) write, read back equal and write the same bytes. */
class WmpbPropertyTest {

    @Test
    void generatedLevelsRoundTrip() {
        qt().withFixedSeed(19).withExamples(400).forAll(longs().all()).checkAssert(seed -> {
            WmpbLevel level = WmpbSamples.random(seed);
            byte[] bytes = WmpbWriter.write(level);
            Decoded<WmpbLevel> back = WmpbReader.read(bytes, ReadOptions.LENIENT);
            assertEquals(level, back.model());
            assertArrayEquals(bytes, WmpbWriter.write(back.model()));
        });
    }
}
