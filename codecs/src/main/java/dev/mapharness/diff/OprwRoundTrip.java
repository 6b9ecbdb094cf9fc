package dev.mapharness.diff;

import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Format;
import dev.mapharness.format.MapCodec;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.oprw.OprwWorld;

/**
 * How the version differential turns a world into bytes and back. {@link #CODEC} is the registered
 * OPRW codec; tests put a faulty one in its place to see that the differential catches the fault.
 */
public interface OprwRoundTrip {
    /** Writes {@code world}, or refuses with {@link MapWriteException}. */
    byte[] write(OprwWorld world);

    /** Reads {@code bytes} strictly, or throws {@link MapFormatException}. */
    Decoded<OprwWorld> readStrict(byte[] bytes);

    /** The OPRW codec registered in {@link Codecs}. */
    OprwRoundTrip CODEC = new OprwRoundTrip() {
        @Override
        public byte[] write(OprwWorld world) {
            return codec().write(world);
        }

        @Override
        public Decoded<OprwWorld> readStrict(byte[] bytes) {
            return codec().read(bytes, ReadOptions.STRICT);
        }

        @SuppressWarnings("unchecked")
        private MapCodec<OprwWorld> codec() {
            MapCodec<?> c = Codecs.forFormat(Format.OPRW)
                    .orElseThrow(() -> new IllegalStateException("no OPRW codec is registered"));
            if (c.modelType() != OprwWorld.class) {
                throw new IllegalStateException("the OPRW codec reads " + c.modelType().getName() + ", not OprwWorld");
            }
            return (MapCodec<OprwWorld>) c;
        }
    };
}
