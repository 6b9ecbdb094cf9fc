package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import java.util.Arrays;
import java.util.Objects;

/**
 * A map-info record (what the in-game map draws): {@code u32 type; u32 objectId;} then the values
 * its {@link MapInfoShape} lists. Floats are kept as raw bits.
 *
 * <p>A record, not a Java record: it holds an array and must compare by content.
 */
public final class OprwMapInfo {
    private final int type;
    private final int objectId;
    private final int[] floatBits;
    private final Blob bytes;

    public OprwMapInfo(int type, int objectId, int[] floatBits, Blob bytes) {
        MapInfoShape shape = MapInfoShape.of(type);
        if (shape == null) {
            throw new IllegalArgumentException("map-info type " + Integer.toUnsignedString(type) + " is not one the format defines");
        }
        Objects.requireNonNull(bytes, "bytes");
        boolean floatsFit = shape == MapInfoShape.RIVER ? floatBits.length % 2 == 0 : floatBits.length == shape.floats();
        if (!floatsFit || bytes.length() != shape.bytes()) {
            throw new IllegalArgumentException("map-info type " + type + " (" + shape + ") cannot hold "
                    + floatBits.length + " floats and " + bytes.length() + " bytes");
        }
        this.type = type;
        this.objectId = objectId;
        this.floatBits = floatBits.clone();
        this.bytes = bytes;
    }

    public static OprwMapInfo position(int type, int objectId, float x, float z) {
        return new OprwMapInfo(type, objectId, new int[] {Float.floatToRawIntBits(x), Float.floatToRawIntBits(z)}, Blob.EMPTY);
    }

    public int type() {
        return type;
    }

    public MapInfoShape shape() {
        return MapInfoShape.of(type);
    }

    public int objectId() {
        return objectId;
    }

    public int floatCount() {
        return floatBits.length;
    }

    public int floatBits(int i) {
        return floatBits[i];
    }

    public int[] floatBits() {
        return floatBits.clone();
    }

    public Blob bytes() {
        return bytes;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OprwMapInfo m && m.type == type && m.objectId == objectId
                && Arrays.equals(m.floatBits, floatBits) && m.bytes.equals(bytes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, objectId, Arrays.hashCode(floatBits), bytes);
    }

    @Override
    public String toString() {
        float[] values = new float[floatBits.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = Float.intBitsToFloat(floatBits[i]);
        }
        String shown = values.length > 8 ? values.length + " floats" : Arrays.toString(values);
        return "MapInfo{type " + type + " " + shape() + ", objectId " + objectId + ", " + shown
                + (bytes.isEmpty() ? "" : ", bytes " + bytes) + "}";
    }
}
