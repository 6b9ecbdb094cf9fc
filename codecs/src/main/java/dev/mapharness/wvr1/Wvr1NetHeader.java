package dev.mapharness.wvr1;

import dev.mapharness.bytes.FixedString;
import java.util.Objects;

/**
 * The 64-byte header of a road net in a 1WVR world. The seed calls the five constants "always"
 * values; their meaning is unknown, so they are kept as read.
 *
 * <pre>
 * char name[24]; u32 constant[5]; u32 type; f32 x, y, z; f32 scale
 * </pre>
 */
public record Wvr1NetHeader(FixedString name, int constant0, int constant1, int constant2, int constant3,
                            int constant4, int type, float x, float y, float z, float scale) {
    public static final int RECORD_SIZE = 64;
    public static final int NAME_LENGTH = 24;
    /** The name of the header that ends the net list and the file. */
    public static final String END_OF_NETS = "EndOfNets";

    public Wvr1NetHeader {
        Objects.requireNonNull(name, "name");
    }

    public boolean isEndOfNets() {
        return name.value().text().equals(END_OF_NETS);
    }
}
