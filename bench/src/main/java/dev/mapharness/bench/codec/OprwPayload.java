package dev.mapharness.bench.codec;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwCodec;
import dev.mapharness.oprw.OprwLayoutRules;
import dev.mapharness.oprw.OprwWorld;
import java.util.List;

/**
 * The decoded payload of an OPRW file: its bytes with every LZSS or LZO stream counted at the size
 * it decodes to. Where the streams lie comes from the field map of a read; what they decode to from
 * the model, since a stream does not state its decoded size (the array's element count does).
 */
final class OprwPayload {
    private static final List<String> STREAM_SUFFIXES = List.of(".lzss", ".lzo", ".checksum");

    private OprwPayload() {
    }

    static long of(OprwWorld world, byte[] file) {
        FieldMap map = OprwCodec.INSTANCE.read(file, ReadOptions.LENIENT.withFieldMap()).fieldMap().orElseThrow();
        long streamBytes = 0;
        int streams = 0;
        for (FieldMap.Entry e : map.entries()) {
            if (STREAM_SUFFIXES.stream().anyMatch(e.path()::endsWith)) {
                streamBytes += e.end() - e.start();
                streams += e.path().endsWith(".checksum") ? 0 : 1;
            }
        }
        List<Long> decoded = compressedArraySizes(world);
        if (streams != decoded.size()) {
            // a stream the model does not explain would be counted at its compressed size: refuse instead
            throw new IllegalStateException("the file holds " + streams + " compressed streams, the model explains "
                    + decoded.size());
        }
        return file.length - streamBytes + decoded.stream().mapToLong(Long::longValue).sum();
    }

    /** The decoded size of every array the world stores as a compressed stream, in file order. */
    static List<Long> compressedArraySizes(OprwWorld world) {
        return OprwLayoutRules.arrayBytes(world).stream().filter(OprwLayoutRules::compressed).toList();
    }
}
