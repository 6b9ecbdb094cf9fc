package dev.mapharness.reports;

import dev.mapharness.bytes.FieldMap;
import dev.mapharness.format.MapModel;
import java.util.Objects;
import java.util.Optional;

/**
 * The bytes and model behind one side of a report, for what is drawn rather than listed: pictures
 * of the map and hex views of differing regions. Never serialised to JSON.
 *
 * @param bytes    the file's bytes (empty if it could not be read)
 * @param fieldMap which field each byte came from, if the reader recorded it
 * @param model    the decoded model, if the bytes decoded
 */
public record Evidence(byte[] bytes, Optional<FieldMap> fieldMap, Optional<MapModel> model) {
    public static final Evidence NONE = new Evidence(new byte[0], Optional.empty(), Optional.empty());

    public Evidence {
        Objects.requireNonNull(bytes, "bytes");
        Objects.requireNonNull(fieldMap, "fieldMap");
        Objects.requireNonNull(model, "model");
    }
}
