package dev.mapharness.oprw;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.Transform;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One road link of a land cell: {@code i16 n; f32[3] position[n]; [v≥24] u8 connectionType[n];
 * u32 objectId; asciiz model; f32[12] transform}. The seed puts four flag bytes before the model;
 * real files have the object id there and the type bytes only from 24 on (notes, errata).
 *
 * @param connectionTypes one byte per position, present exactly in versions with road connection types
 */
public record OprwRoadLink(List<Point3> positions, Optional<Blob> connectionTypes, int objectId, RawString model,
                           Transform transform) {
    public OprwRoadLink {
        positions = List.copyOf(positions);
        Objects.requireNonNull(connectionTypes, "connectionTypes");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(transform, "transform");
        if (connectionTypes.isPresent() && connectionTypes.get().length() != positions.size()) {
            throw new IllegalArgumentException("a road link has one connection type per position: "
                    + connectionTypes.get().length() + " types for " + positions.size() + " positions");
        }
    }
}
