package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.format.MapWriteException;
import dev.mapharness.wvr4.Wvr4Codec;
import org.junit.jupiter.api.Test;

/** The 4WVR writer refuses, naming the field, every model it cannot represent; it never truncates. */
class Wvr4WriterRefusalTest {
    @Test
    void unrepresentableWorldsAreRefusedNamingTheField() {
        Theories.qt(0x4_0101L, 200).forAll(Wvr4Gens.refused()).checkAssert(r -> {
            MapWriteException e = assertThrows(MapWriteException.class, () -> Wvr4Codec.INSTANCE.write(r.model()),
                    r::defect);
            assertEquals(r.field(), e.field(), r::defect);
        });
    }
}
