package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.ByteInput;
import dev.mapharness.compress.CompressedArrays;
import dev.mapharness.compress.Compression;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.Violations;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The map-info block: records of {@code u32 type; u32 objectId; …} filling exactly the declared
 * block size. A type the format does not define has no known size, so nothing after it can be
 * parsed: strict mode refuses it, lenient mode keeps the rest of the block as raw bytes.
 */
final class OprwMapInfoReader {
    record Block(List<OprwMapInfo> records, Blob tail) {
    }

    private OprwMapInfoReader() {
    }

    static Block read(ByteInput in, Compression compression, int blockSize, ReadOptions options, Violations violations,
                      OprwSourceLayout.Builder layout) {
        int start = in.offset();
        int end = start + blockSize;
        List<OprwMapInfo> records = new ArrayList<>();
        // where each record starts in the block, for the layout (one per record read, so bounded by the input)
        long[] starts = new long[16];
        while (in.offset() < end) {
            int at = in.offset();
            if (records.size() == starts.length) {
                starts = Arrays.copyOf(starts, starts.length * 2);
            }
            starts[records.size()] = at - start;
            in.enter("mapInfos", records.size());
            if (end - at < OprwLayoutRules.MAP_INFO_HEAD_BYTES) {
                throw in.fail(OprwReadRules.MAP_INFO_RECORD_PAST_BLOCK, "type", "a record of at least " + OprwLayoutRules.MAP_INFO_HEAD_BYTES + " bytes before the end of the "
                        + blockSize + "-byte map-info block", (end - at) + " bytes left in the block");
            }
            long type = in.u32("type");
            MapInfoShape shape = MapInfoShape.of(type);
            if (shape == null) {
                if (options.strict()) {
                    throw in.failAt(OprwRules.MAP_INFO_TYPE_UNKNOWN, at, "type", "a map-info type from 0 to " + MapInfoShape.LAST_KNOWN_TYPE, String.valueOf(type));
                }
                in.leave();
                violations.add(OprwRules.MAP_INFO_TYPE_UNKNOWN, at, "mapInfos[" + records.size() + "].type", "map-info type " + type
                        + " is not one the format defines; the " + (end - at) + " bytes from here to the end of the block are kept raw");
                in.seek(at, "mapInfoTail");
                layout.mapInfoStarts(starts(starts, records.size(), at - start));
                return new Block(records, Blob.of(in.bytes(end - at, "mapInfoTail")));
            }
            int objectId = in.i32("objectId");
            int valuesAt = in.offset();
            OprwMapInfo info = readValues(in, compression, (int) type, objectId, shape);
            if (shape == MapInfoShape.RIVER) {
                // the points after their u32 count: a stream whose parse the file's writer chose
                layout.river(records.size(), info, valuesAt + OprwLayoutRules.RIVER_COUNT_BYTES, in.offset());
            }
            records.add(info);
            in.leave();
            if (in.offset() > end) {
                throw in.failAt(OprwReadRules.MAP_INFO_RECORD_PAST_BLOCK, at, "mapInfos[" + (records.size() - 1) + "]", "a record that ends within the "
                        + blockSize + "-byte map-info block", "a record that ends " + (in.offset() - end) + " bytes past it");
            }
        }
        layout.mapInfoStarts(starts(starts, records.size(), blockSize));
        return new Block(records, Blob.EMPTY);
    }

    /** The first {@code n} record starts, then where the records end. */
    private static long[] starts(long[] starts, int n, long end) {
        long[] all = Arrays.copyOf(starts, n + 1);
        all[n] = end;
        return all;
    }

    private static OprwMapInfo readValues(ByteInput in, Compression compression, int type, int objectId, MapInfoShape shape) {
        if (shape == MapInfoShape.RIVER) {
            long points = in.u32("pointCount");
            int[] floats = CompressedArrays.readInts(in, compression, points * 2, "points");
            return new OprwMapInfo(type, objectId, floats, Blob.EMPTY);
        }
        byte[] bytes = new byte[0];
        if (shape.bytesFirst()) {
            bytes = in.bytes(shape.bytes(), "bytes");
        }
        int[] floats = in.f32BitsArray(shape.floats(), "values");
        if (!shape.bytesFirst()) {
            bytes = in.bytes(shape.bytes(), "bytes");
        }
        return new OprwMapInfo(type, objectId, floats, Blob.of(bytes));
    }
}
