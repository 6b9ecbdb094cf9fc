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

    /**
     * This layout as a write of an edited model uses it, even for the model it was read with: a layout
     * that gives an unchanged model the file's bytes at once (WWD, the text formats) otherwise leaves
     * its placing of sections and parts unused by every rewrite of what was read. The fuzzers' full
     * oracle writes each model through this too, and the result must read back as the model.
     */
    default SourceLayout forEdits() {
        return this;
    }
}
