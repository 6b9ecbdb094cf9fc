package dev.mapharness.reports.dump;

import dev.mapharness.Codecs;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.SourceLayout;
import java.util.Optional;

/**
 * What a dump describes: the model, and the layout of the file it was dumped from where the dump
 * keeps one ({@code "layout"}). The model is the authority; the layout only says how to write it.
 */
public record UndumpedFile(MapModel model, Optional<SourceLayout> layout) {
    /**
     * The file: in the source's layout if the dump has one (an unchanged model gives the source's
     * bytes, an edited one keeps every part the edit did not touch), canonically otherwise.
     *
     * @throws MapWriteException if the format cannot represent the model
     */
    public byte[] write() {
        return Codecs.write(model, layout);
    }
}
