package dev.mapharness.wmp;

import dev.mapharness.bytes.RawString;
import java.util.List;
import java.util.Objects;

/**
 * A camera start position: a name and possibly angles ({@code start 1 { pos_001 }}). Its place
 * comes from its group.
 */
public record WmpStart(int number, RawString name, List<Double> angles) implements WmpObject {
    public WmpStart {
        Objects.requireNonNull(name, "name");
        angles = List.copyOf(angles);
    }

    @Override
    public WmpMemberKind memberKind() {
        return WmpMemberKind.START;
    }
}
