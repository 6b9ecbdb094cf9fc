package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Violations;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import dev.mapharness.rules.ReadRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The road net: {@code u32 roadNetSize}, then for every land cell {@code i32 n; RoadLink[n]}. The
 * walk must end exactly at the declared size. That alone does not prove the layout right: read with
 * the wrong version's rule, the NUL-terminated model path re-synchronises the walk (notes), so the
 * model paths are checked too.
 */
final class OprwRoadNetReader {
    private OprwRoadNetReader() {
    }

    static List<OprwRoadCell> read(ByteInput in, int version, int landCells, Violations violations) {
        int sizeAt = in.offset();
        long size = in.u32("roadNetSize");
        int start = in.offset();
        if (size > in.remaining()) {
            throw in.failAt(OprwReadRules.ROAD_NET_PAST_END, sizeAt, "roadNetSize", "a road net within the " + in.remaining() + " bytes left", size + " bytes");
        }
        if (size < (long) landCells * OprwLayoutRules.ROAD_CELL_COUNT_BYTES) {
            throw in.failAt(OprwReadRules.ROAD_NET_TOO_SMALL, sizeAt, "roadNetSize", "at least the " + landCells + " four-byte cell counts ("
                    + (long) landCells * OprwLayoutRules.ROAD_CELL_COUNT_BYTES + " bytes)", size + " bytes");
        }
        boolean types = OprwFeature.ROAD_CONNECTION_TYPES.in(version);
        boolean models = OprwFeature.ROAD_MODELS.in(version);
        RoadModelCheck modelCheck = new RoadModelCheck();
        List<OprwRoadCell> cells = new ArrayList<>();
        for (int cell = 0; cell < landCells; cell++) {
            in.enter("roadNet", cell);
            int n = in.i32Count("count", OprwLayoutRules.MIN_ROAD_LINK_BYTES);
            if (n > 0) {
                List<OprwRoadLink> links = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    in.enter("links", i);
                    links.add(readLink(in, types, models, modelCheck));
                    in.leave();
                }
                cells.add(new OprwRoadCell(cell, links));
            }
            in.leave();
            if (in.offset() - start > size) {
                throw in.failAt(OprwReadRules.ROAD_NET_SIZE_MISMATCH, sizeAt, "roadNetSize", "the size the road net walk takes (it is past "
                        + (in.offset() - start) + " bytes at land cell " + cell + ")", size + " bytes");
            }
        }
        if (in.offset() - start != size) {
            throw in.failAt(OprwReadRules.ROAD_NET_SIZE_MISMATCH, sizeAt, "roadNetSize", "the size the road net walk takes, " + (in.offset() - start)
                    + " bytes", size + " bytes");
        }
        modelCheck.report(violations);
        return cells;
    }

    private static OprwRoadLink readLink(ByteInput in, boolean types, boolean models, RoadModelCheck modelCheck) {
        int countAt = in.offset();
        short n = in.i16("positionCount");
        if (n < 0) {
            throw in.failAt(ReadRules.COUNT_NEGATIVE, countAt, "positionCount", "a non-negative i16 count", String.valueOf(n));
        }
        in.checkCount(n, 12L + (types ? 1 : 0), "positionCount");
        List<Point3> positions = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.enter("positions", i);
            positions.add(OprwReader.readPoint(in));
            in.leave();
        }
        Optional<Blob> connectionTypes = types ? Optional.of(Blob.of(in.bytes(n, "connectionTypes"))) : Optional.empty();
        int objectId = in.i32("objectId");
        int modelAt = in.offset();
        RawString model = models ? in.asciiz("model") : RawString.EMPTY;
        if (models) {
            modelCheck.check(model, modelAt, in.pathOf("model"));
        }
        Transform transform = readTransform(in);
        return new OprwRoadLink(positions, connectionTypes, objectId, model, transform);
    }

    static Transform readTransform(ByteInput in) {
        return Transform.ofBits(in.f32BitsArray(Transform.FLOATS, "transform"));
    }

    /**
     * Road model paths that are empty or hold control bytes: the sign of a road net read with the
     * wrong layout, one violation for all of them.
     */
    private static final class RoadModelCheck {
        private int count;
        private long firstAt;
        private String firstField;
        private RawString first;

        void check(RawString model, long at, String field) {
            boolean bad = model.isEmpty();
            for (int i = 0; i < model.length() && !bad; i++) {
                bad = (model.byteAt(i) & 0xFF) < 0x20;
            }
            if (bad && count++ == 0) {
                firstAt = at;
                firstField = field;
                first = model;
            }
        }

        void report(Violations violations) {
            if (count > 0) {
                violations.add(OprwRules.ROAD_MODEL_PATH_INVALID, firstAt, firstField, count + " road link model paths are empty or hold control bytes"
                        + " (first: " + first + "); a road net read with another version's layout looks like this");
            }
        }
    }
}
