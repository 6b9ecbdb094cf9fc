package dev.mapharness.wvr8;

import dev.mapharness.rules.Rule;

/**
 * What the 8WVR writer refuses to write: a model whose file would not read back as the same model.
 * (Empty object paths are refused when the model is made: an empty one would end the object list.)
 */
public final class Wvr8WriteRules {
    public static final Rule TRAILING_WITHOUT_DUMMY = Rule.write("8wvr/write-trailing-without-dummy",
            "bytes after the objects without the dummy record before them",
            "Bytes after the object list can only follow the dummy record that ends it; without one a reader"
                    + " reads them as more objects.",
            "Nothing is written: an 8WVR file holding this would not read back as the model.");
    public static final Rule FILE_TOO_LARGE = Rule.write("8wvr/write-file-too-large",
            "the file would be 2 GiB or larger",
            "mapharness writes files into one Java array, so below 2 GiB; a model that describes a larger file"
                    + " (a 4096 × 4096 world with a million objects and long names) is refused.",
            "Nothing is written: the file is larger than mapharness can write.");

    private Wvr8WriteRules() {
    }
}
