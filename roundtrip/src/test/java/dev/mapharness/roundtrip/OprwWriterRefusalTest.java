package dev.mapharness.roundtrip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwObject;
import dev.mapharness.oprw.OprwWorld;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The OPRW writer refuses, naming the field, every world it cannot represent; it never truncates. */
class OprwWriterRefusalTest {
    private static final OprwCodec CODEC = OprwCodec.INSTANCE;

    @Test
    void unrepresentableWorldsAreRefusedNamingTheField() {
        Theories.qt(0x0_5200_0001L, 200).forAll(OprwRefusals.refused()).checkAssert(r -> {
            MapWriteException e = assertThrows(MapWriteException.class, () -> CODEC.write(r.model()), r::defect);
            assertEquals(r.field(), e.field(), r::defect);
        });
    }

    private static OprwWorld first(int version) {
        OprwWorld[] w = new OprwWorld[1];
        Theories.qtFew(0x0_5200_0002L + version, 1).forAll(OprwGens.forVersion(version)).checkAssert(m -> w[0] = m);
        return w[0];
    }

    /** 32767 positions fill the i16 count and round trip; one more is refused, not wrapped to a negative count. */
    @ParameterizedTest
    @ValueSource(ints = {17, 23, 24, 25})
    void roadLinkPositionsStopAtTheI16Count(int version) {
        OprwWorld w = first(version);
        var most = OprwRefusals.roadDefect(w, OprwRefusals.link(w, OprwRefusals.positions(Short.MAX_VALUE),
                RawString.of("ca\\roads2\\asf1_25.p3d")), "", "");
        assertEquals(most.model(), CODEC.read(CODEC.write(most.model()), ReadOptions.STRICT).model());
        var tooMany = OprwRefusals.roadDefect(w, OprwRefusals.link(w, OprwRefusals.positions(OprwRefusals.TOO_MANY_POSITIONS),
                RawString.of("ca\\roads2\\asf1_25.p3d")), ".positions", "32768 positions");
        MapWriteException e = assertThrows(MapWriteException.class, () -> CODEC.write(tooMany.model()));
        assertEquals(tooMany.field(), e.field());
    }

    @Test
    void aNulInAModelPathIsRefused() {
        OprwWorld w = first(25);
        List<RawString> models = new ArrayList<>(w.models());
        models.add(RawString.of(new byte[] {'a', 0, 'b'}));
        OprwWorld bad = OprwRefusals.with(w, w.materials(), models, w.entities(), w.roads(), w.objects(), w.mapInfoTail());
        MapWriteException e = assertThrows(MapWriteException.class, () -> CODEC.write(bad));
        assertEquals("models[" + (models.size() - 1) + "]", e.field());
    }

    @Test
    void aModelIndexPastTheListIsRefused() {
        OprwWorld w = first(18);
        List<OprwObject> objects = new ArrayList<>(w.objects());
        objects.add(new OprwObject(1, w.models().size(), Transform.IDENTITY, 2));
        OprwWorld bad = OprwRefusals.with(w, w.materials(), w.models(), w.entities(), w.roads(), objects, w.mapInfoTail());
        MapWriteException e = assertThrows(MapWriteException.class, () -> CODEC.write(bad));
        assertEquals("objects[" + (objects.size() - 1) + "].modelIndex", e.field());
    }
}
