package dev.mapharness.wmpb;

/**
 * A chunk's id and kind, the pair that says what a chunk is within its parent (docs/wmpb.md,
 * "Framing"). The constants are every pair real files hold, grouped by parent.
 */
record WmpbTag(int id, int kind) {
    /** Kinds: float64 values, bytes, structure, 4-byte record, children only, prefix and children. */
    static final int VALUES = 0;
    static final int BYTES = 1;
    static final int STRUCT = 2;
    static final int WORD = 3;
    static final int LIST = 4;
    static final int NODE = 5;

    // the file
    static final WmpbTag HEADER = new WmpbTag(1, LIST);
    static final WmpbTag SETTINGS = new WmpbTag(2, LIST);
    static final WmpbTag OBJECT = new WmpbTag(1, NODE);
    // the header and WED's settings
    static final WmpbTag COMMENT = new WmpbTag(1, BYTES);
    static final WmpbTag PALETTE = new WmpbTag(10, BYTES);
    static final WmpbTag WAD = new WmpbTag(4, BYTES);
    static final WmpbTag TEXTURE_FOLDER = new WmpbTag(7, BYTES);
    // an object
    static final WmpbTag CLASS = new WmpbTag(2, BYTES);
    static final WmpbTag NAME = new WmpbTag(3, BYTES);
    static final WmpbTag POSITION = new WmpbTag(1, VALUES);
    static final WmpbTag ANGLES = new WmpbTag(3, VALUES);
    static final WmpbTag SCALE = new WmpbTag(5, VALUES);
    // data chunks
    static final WmpbTag LEVEL = new WmpbTag(4, NODE);
    static final WmpbTag BLOCK = new WmpbTag(2, NODE);
    static final WmpbTag START = new WmpbTag(6, NODE);
    static final WmpbTag LIGHT = new WmpbTag(7, NODE);
    static final WmpbTag ENTITY = new WmpbTag(9, NODE);
    static final WmpbTag PATH = new WmpbTag(10, NODE);
    static final WmpbTag REGION = new WmpbTag(11, NODE);
    // level settings
    static final WmpbTag LEVEL_WORD = new WmpbTag(4, WORD);
    static final WmpbTag SCRIPT = new WmpbTag(5, BYTES);
    static final WmpbTag PALETTE_FILE = new WmpbTag(6, BYTES);
    static final WmpbTag FOG = new WmpbTag(1, WORD);
    static final WmpbTag SUN = new WmpbTag(2, WORD);
    static final WmpbTag AMBIENT = new WmpbTag(3, WORD);
    // a block and its face records
    static final WmpbTag VERTICES = new WmpbTag(1, STRUCT);
    static final WmpbTag FACES = new WmpbTag(17, STRUCT);
    static final WmpbTag FACE_RECORD = new WmpbTag(18, STRUCT);
    static final WmpbTag TEXTURE = new WmpbTag(3, BYTES);
    static final WmpbTag COORDINATES = new WmpbTag(7, STRUCT);
    static final WmpbTag AXES = new WmpbTag(5, STRUCT);
    static final WmpbTag TRANSFORM = new WmpbTag(9, STRUCT);
    // an entity
    static final WmpbTag FILE = new WmpbTag(11, BYTES);
    static final WmpbTag ACTION = new WmpbTag(12, BYTES);
    static final WmpbTag SKILLS = new WmpbTag(11, STRUCT);
    static final WmpbTag MATERIAL = new WmpbTag(8, BYTES);
    static final WmpbTag PATH_NAME = new WmpbTag(13, BYTES);
    static final WmpbTag STRINGS = new WmpbTag(15, BYTES);
    // a path and a region
    static final WmpbTag NODES = new WmpbTag(1, STRUCT);
    static final WmpbTag NODE_SKILLS = new WmpbTag(13, STRUCT);
    static final WmpbTag EDGES = new WmpbTag(15, STRUCT);
    static final WmpbTag BOX = new WmpbTag(9, VALUES);

    /** The chunk header's third field: kind + 1 in every real chunk. */
    int headerWord() {
        return kind + 1;
    }

    @Override
    public String toString() {
        return "[" + id + "." + kind + "]";
    }
}
