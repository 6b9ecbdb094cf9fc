package dev.mapharness.format;

import dev.mapharness.bytes.MapFormatException;

/**
 * Reader and writer of one format.
 *
 * <p>{@code read} returns a model or throws {@link MapFormatException}, on any input. A canonical
 * file round trips byte for byte: {@code write(read(b).model())} equals {@code b}.
 */
public interface MapCodec<M extends MapModel> {
    Format format();

    Class<M> modelType();

    /** Reads a whole file. */
    Decoded<M> read(byte[] bytes, ReadOptions options) throws MapFormatException;

    /**
     * Reads a whole file like {@link #read}, and lets its field map (if one was asked for) record the
     * fields it did not keep when a report asks for them, by reading {@code bytes} again in the same
     * mode: with {@link ReadOptions#withFieldLocations()} a read costs what a read without a field map
     * costs, and a finding's location is found only when it is needed (docs/field-locations.md).
     */
    default Decoded<M> readLocating(byte[] bytes, ReadOptions options) throws MapFormatException {
        Decoded<M> decoded = read(bytes, options);
        decoded.fieldMap().ifPresent(map -> map.readAgainWith(
                scope -> read(bytes, options.withFieldMap(scope)).fieldMap().orElseThrow()));
        return decoded;
    }

    /** Writes a whole file; refuses with {@link MapWriteException} what the format cannot hold. */
    byte[] write(M model) throws MapWriteException;

    /**
     * Writes a model in the layout of the file it was read from ({@link Decoded#layout()}): a model
     * that did not change gives the file's bytes, a changed one keeps every part the change did not
     * touch. A codec whose files have one encoding (or that keeps no layout) writes canonically, and
     * so does every codec given another format's layout.
     */
    default byte[] write(M model, SourceLayout layout) throws MapWriteException {
        return write(model);
    }

    /**
     * True if a model has exactly one conforming encoding, so a conforming file must equal
     * {@code write(read(file))} byte for byte. False where the format leaves encoders a choice
     * (compressed streams, quad-tree shapes): there a file conforms when its re-encoding reads back
     * to the same model.
     */
    default boolean uniqueEncoding() {
        return true;
    }

    /**
     * {@link #uniqueEncoding()} for one model, where a format's encodings depend on its content
     * (a WWD level has one encoding when stored uncompressed, many when its main block is a zlib
     * stream).
     */
    default boolean uniqueEncoding(M model) {
        return uniqueEncoding();
    }
}
