package dev.mapharness.provenance;

/**
 * What MapBuilder's {@code $$M} exporter does that wmpio does not, counted over a file's items
 * (s-ivan/MapBuilder, {@code MapBuilder2/MapBuilder_scripts/MBsaveaswmb.c}, {@code SaveWmb_Save_Wmb}
 * and {@code SaveWmb_Set_Flags}; docs/provenance.md):
 *
 * <ul>
 * <li>every model is written as an extended entity (type 7), and after its material (or {@code ndef})
 *     an entity with a shadow gets one more line, the shadow sprite's file name: 40 words where
 *     wmpio's type 7 has at most 39;
 * <li>flags are written as 16 binary digits when none of the first 16 engine flags is set (else 32),
 *     and FLAG8, the eighth digit from the end, is always 1 ("needed on map reload");
 * <li>terrains get the actions {@code TerrHmp_GroundAction} or {@code TerrHmp_WaterAction}.
 * </ul>
 *
 * Counted from the bytes, so a file the {@code $$M} reader refuses still shows them.
 *
 * @param entities          extended entities (items whose first word is 7)
 * @param shadowLines       of those, how many have words after the material
 * @param firstShadowLine   byte offset of the first such word, or -1
 * @param firstShadowName   that word
 * @param flags16           extended entities whose flags have 16 digits with FLAG8 set
 * @param firstFlags16      byte offset of the first such flags word, or -1
 * @param terrainActions    items naming one of MapBuilder's terrain actions
 * @param firstTerrainAction byte offset of the first, or -1
 */
record MapBuilderHabits(int entities, int shadowLines, long firstShadowLine, String firstShadowName, int flags16,
                        long firstFlags16, int terrainActions, long firstTerrainAction) {
    /** Words of a type 7 item up to its material: type, 9 numbers, file, name, action, 20 skills, flags, ambient, albedo, 2 ids, material. */
    static final int WMPIO_WORDS = 39;
    private static final int FLAGS_WORD = 33;
    private static final int ACTION_WORD = 12;

    static MapBuilderHabits of(byte[] bytes) {
        TextWords w = new TextWords(bytes);
        int depth = 0;
        int word = 0;
        boolean extended = false;
        int entities = 0;
        int shadowLines = 0;
        long firstShadow = -1;
        String shadowName = "";
        int flags16 = 0;
        long firstFlags = -1;
        int terrain = 0;
        long firstTerrain = -1;
        while (w.next()) {
            if (w.is('{')) {
                depth++;
                if (depth == 1) {
                    word = 0;
                    extended = false;
                }
            } else if (w.is('}')) {
                if (depth == 1 && extended) {
                    entities++;
                }
                depth = Math.max(0, depth - 1);
            } else if (depth == 1) {
                if (word == 0) {
                    extended = w.is("7");
                } else if (extended && word == FLAGS_WORD && w.length() == 16 && w.binaryDigits() && w.at(8) == '1') {
                    flags16++;
                    firstFlags = firstFlags < 0 ? w.start() : firstFlags;
                } else if (extended && word == WMPIO_WORDS) {
                    shadowLines++;
                    if (firstShadow < 0) {
                        firstShadow = w.start();
                        shadowName = w.text();
                    }
                }
                if (word == ACTION_WORD && (w.is("TerrHmp_GroundAction") || w.is("TerrHmp_WaterAction"))) {
                    terrain++;
                    firstTerrain = firstTerrain < 0 ? w.start() : firstTerrain;
                }
                word++;
            }
        }
        return new MapBuilderHabits(entities, shadowLines, firstShadow, shadowName, flags16, firstFlags, terrain,
                firstTerrain);
    }
}
