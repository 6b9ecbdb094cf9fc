package dev.mapharness.wmpb;

import static dev.mapharness.format.Severity.ERROR;
import static dev.mapharness.format.Severity.WARNING;

import dev.mapharness.rules.Rule;

/** The checks the binary WMP reader makes (docs/wmpb.md). */
public final class WmpbRules {
    public static final Rule FACE_VERTEX_PAST_BLOCK = Rule.violation("wmpb/face-vertex-past-block", ERROR,
            "a face names a vertex the block does not have",
            "A block's faces name their corners by index into the block's vertex list. This index is at or"
                    + " past the list's end.",
            "The face has a corner nowhere: it cannot be drawn or compiled.");
    public static final Rule FACE_RECORD_INDEX = Rule.violation("wmpb/face-record-index", ERROR,
            "a face record names a face out of order or past the block's faces",
            "Face records follow a block and name the face they describe, in increasing order. This one names"
                    + " a face at or before the previous record's, or past the block's last face.",
            "The record describes no face, or the same face twice.");
    public static final Rule PATH_EDGE_NODE_OUTSIDE = Rule.violation("wmpb/path-edge-node-outside", ERROR,
            "a path edge joins nodes the path does not have",
            "A path's edges join two of its nodes by index. This edge names an index at or past the node list's end.",
            "The edge joins nothing: whatever walks the path cannot follow it.");
    public static final Rule HEADER_COUNT_MISMATCH = Rule.violation("wmpb/header-count-mismatch", WARNING,
            "the header states another number of objects, blocks or entities than the object tree has",
            "The header counts the level's objects, blocks and entities. WED writes them from the object tree;"
                    + " a rewrite corrects them.",
            "The tree is read for itself, so the level loads; the count is a writer's mistake.");
    public static final Rule OBJECT_DATA_KIND = Rule.violation("wmpb/object-data-kind", WARNING,
            "an object has another kind of data chunk than WED writes for its type",
            "Real files give each object type one kind of data chunk (docs/wmpb.md, \"Object\"). This object"
                    + " has another kind, or none where one is expected.",
            "The chunk is read and kept; a mismatch is most likely a writer's mistake, or a habit not seen yet.");
    public static final Rule DATA_CHUNK_RAW = Rule.violation("wmpb/data-chunk-raw", WARNING,
            "a data chunk is in no layout mapharness knows, kept as raw bytes",
            "An object's data chunk does not read in the layout mapharness knows for its tag, but its frame"
                    + " holds. It is kept as raw bytes in both strict and lenient reads.",
            "WED may write chunks no file has shown; the bytes are kept, so nothing is lost.");

    private WmpbRules() {
    }
}
