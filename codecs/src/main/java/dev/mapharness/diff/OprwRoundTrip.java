package dev.mapharness.diff;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwReader;
import dev.mapharness.oprw.OprwWorld;
import dev.mapharness.oprw.OprwWriter;

/**
 * How the version differential turns a world into bytes and back. {@link #CODEC} is the
 * OPRW reader and writer; tests put a faulty one in its place to see that the differential catches the fault.
 */
public interface OprwRoundTrip {
    /** Writes {@code world}, or refuses with {@link MapWriteException}. */
    byte[] write(OprwWorld world);

    /** Reads {@code bytes} strictly, or throws {@link MapFormatException}. */
    Decoded<OprwWorld> readStrict(byte[] bytes);

    /** The OPRW reader and writer. */
    OprwRoundTrip CODEC = new OprwRoundTrip() {
        @Override
        public byte[] write(OprwWorld world) {
            return OprwWriter.write(world);
        }

        @Override
        public Decoded<OprwWorld> readStrict(byte[] bytes) {
            return OprwReader.read(bytes, ReadOptions.STRICT);
        }
    };
}
