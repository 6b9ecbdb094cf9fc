package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import dev.mapharness.text.RawToken;
import java.util.List;
import java.util.Objects;

/**
 * A camera start position: a name and possibly angles ({@code start 1 { pos_001 }}). Its place
 * comes from its group.
 */
public record WmpStart(int number, RawString name, List<Double> angles, List<RawToken> extra) implements WmpObject {
    /** A start position with nothing after its angles. */
    public WmpStart(int number, RawString name, List<Double> angles) {
        this(number, name, angles, List.of());
    }

    public WmpStart {
        Objects.requireNonNull(name, "name");
        angles = List.copyOf(angles);
        extra = List.copyOf(extra);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.START;
    }
}
