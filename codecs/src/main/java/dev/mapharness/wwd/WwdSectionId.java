package dev.mapharness.wwd;

/**
 * One section of a WWD main block: the plane headers, a plane's tiles, image-set names or
 * objects, or the tile properties. Offsets in the header and the plane headers point at them; the
 * writer chooses their order.
 *
 * @param plane the plane's index for the per-plane kinds, -1 otherwise
 */
record WwdSectionId(Kind kind, int plane) {
    enum Kind {
        /** The 1524-byte header at 0: never moves, so never part of a layout's order. */
        HEADER, PLANE_HEADERS, TILES, IMAGE_SETS, OBJECTS, TILE_PROPERTIES
    }

    static final WwdSectionId HEADER = new WwdSectionId(Kind.HEADER, -1);
    static final WwdSectionId PLANE_HEADERS = new WwdSectionId(Kind.PLANE_HEADERS, -1);
    static final WwdSectionId TILE_PROPERTIES = new WwdSectionId(Kind.TILE_PROPERTIES, -1);

    static WwdSectionId tiles(int plane) {
        return new WwdSectionId(Kind.TILES, plane);
    }

    static WwdSectionId imageSets(int plane) {
        return new WwdSectionId(Kind.IMAGE_SETS, plane);
    }

    static WwdSectionId objects(int plane) {
        return new WwdSectionId(Kind.OBJECTS, plane);
    }

    /** The field path of the section, as findings name it. */
    String path() {
        return switch (kind) {
            case HEADER -> "header";
            case PLANE_HEADERS -> "planes";
            case TILES -> "planes[" + plane + "].tiles";
            case IMAGE_SETS -> "planes[" + plane + "].imageSets";
            case OBJECTS -> "planes[" + plane + "].objects";
            case TILE_PROPERTIES -> "tileProperties";
        };
    }

    @Override
    public String toString() {
        return path();
    }
}
