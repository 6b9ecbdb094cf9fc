package dev.mapharness.cli;

import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.MapModel;
import dev.mapharness.reports.Evidence;
import dev.mapharness.reports.ReadFailure;
import java.util.Optional;

/**
 * One input file after reading: its bytes, format and decoded model, or why it has none.
 *
 * @param name    the name as given on the command line
 * @param size    bytes in the file, or -1 if it could not be read
 * @param bytes   the file's bytes; empty if it could not be read
 * @param cause   the exception behind {@code failure}, for {@code --verbose}
 */
record LoadedFile(String name, long size, byte[] bytes, Optional<Detection> detection,
                  Optional<Decoded<? extends MapModel>> decoded, Optional<ReadFailure> failure,
                  Optional<Throwable> cause) {

    static LoadedFile failed(String name, long size, byte[] bytes, Optional<Detection> detection,
                             ReadFailure failure, Throwable cause) {
        return new LoadedFile(name, size, bytes, detection, Optional.empty(), Optional.of(failure),
                Optional.ofNullable(cause));
    }

    /** The bytes, field map and model behind a report of this file. */
    Evidence evidence() {
        return new Evidence(bytes, decoded.flatMap(Decoded::fieldMap), decoded.map(Decoded::model));
    }

    Decoded<? extends MapModel> decodedOrThrow() {
        return decoded.orElseThrow(() -> new IllegalStateException(name + " was not read"));
    }
}
