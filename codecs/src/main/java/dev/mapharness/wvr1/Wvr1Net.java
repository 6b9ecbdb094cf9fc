package dev.mapharness.wvr1;

import java.util.List;
import java.util.Objects;

/**
 * A road net: its header and its segments.
 *
 * @param endX raw bits of the x of the 8-byte record that ends the segments (zero or negative zero)
 * @param endY raw bits of its y
 */
public record Wvr1Net(Wvr1NetHeader header, List<Wvr1Subnet> subnets, int endX, int endY) {
    public Wvr1Net {
        Objects.requireNonNull(header, "header");
        subnets = List.copyOf(subnets);
    }

    public Wvr1Net(Wvr1NetHeader header, List<Wvr1Subnet> subnets) {
        this(header, subnets, 0, 0);
    }
}
