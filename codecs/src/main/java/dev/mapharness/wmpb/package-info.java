/**
 * Binary WMP ({@code WMPB}), the level format of Gamestudio's editor WED 7 and 8, as described in
 * docs/wmpb.md: a tree of size-framed chunks holding a file header, WED's settings and a tree of
 * objects (the level, groups, blocks, entities, lights, starts, paths, regions).
 *
 * <p>The model ({@link dev.mapharness.wmpb.WmpbLevel}) holds every field with its exact value; chunk
 * sizes, counts that follow from lists and the header's object counts are derived when writing. The
 * chunk order is fixed, so a model has one encoding and a file read and written again gives its own
 * bytes; no layout is kept. A data chunk the reader does not know is kept whole as
 * {@link dev.mapharness.wmpb.WmpbRawChunk}.
 */
package dev.mapharness.wmpb;
