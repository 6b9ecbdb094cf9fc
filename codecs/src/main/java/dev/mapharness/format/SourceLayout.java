package dev.mapharness.format;

/**
 * What a file left to its writer's choice, recorded by a reader beside the model: section order and
 * offsets, padding, trailing bytes, a compressed stream, number spellings in text. Given back to
 * {@link MapCodec#write(MapModel, SourceLayout)}, it makes a same-format write of an unchanged model
 * give the file's own bytes, and a write of a changed model keep everything the change did not touch.
 *
 * <p>Each codec has its own layout class and ignores another format's.
 */
public interface SourceLayout {
    /** The format whose writer understands this layout. */
    Format format();
}
