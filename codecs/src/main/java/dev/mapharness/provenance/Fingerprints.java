package dev.mapharness.provenance;

import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The table of writers mapharness recognises, and the verdict for a file: the fingerprint that
 * matches with the highest confidence (the first in the table among equals), else "unknown" with
 * the reason for the file's format. docs/provenance.md documents every row.
 */
public final class Fingerprints {
    private static final List<Fingerprint> TABLE = List.of(
            new Fingerprint(Editors.MAPBUILDER, Set.of(Format.GAMESTUDIO_MAP), GamestudioWriters::mapBuilder),
            new Fingerprint("WED 8 / wmpio", Set.of(Format.GAMESTUDIO_MAP, Format.WMPB), GamestudioWriters::wmpio),
            new Fingerprint("WED 6", Set.of(Format.WMP_TEXT, Format.GAMESTUDIO_MAP), GamestudioWriters::wed6),
            new Fingerprint(Editors.WAPMAP, Set.of(Format.WWD), ClawWriters::wapMap),
            new Fingerprint(Editors.WAPWORLD, Set.of(Format.WWD), ClawWriters::wapWorld),
            new Fingerprint(Editors.TERRAIN_BUILDER, Set.of(Format.WVR8), ArmaWriters::terrainBuilder),
            new Fingerprint(Editors.TILED, Set.of(Format.TILED), TiledWriters::tiled),
            new Fingerprint(Editors.MAPHARNESS, Set.of(Format.WMP_TEXT, Format.GAMESTUDIO_MAP),
                    GamestudioWriters::mapharnessText),
            new Fingerprint(Editors.MAPHARNESS, Set.of(Format.OPRW), ArmaWriters::mapharnessOprw),
            new Fingerprint(Editors.MAPHARNESS, Set.of(Format.WVR8), ArmaWriters::mapharnessWvr8),
            new Fingerprint(Editors.MAPHARNESS, Set.of(Format.TILED), TiledWriters::mapharness));

    /** Why nothing matched, by format: what is known about the format's writers. */
    private static final Map<Format, String> NO_MATCH = noMatch();

    private Fingerprints() {
    }

    /**
     * Every row of the table, in order: for checks that run each fingerprint on its own (the
     * {@code provenance} fuzz target holds every one to the hostile-input rule, not only the one
     * that wins).
     */
    public static List<Fingerprint> all() {
        return TABLE;
    }

    /** Which tool most likely wrote the file. */
    public static Provenance identify(FileFacts f) {
        Optional<Provenance> best = Optional.empty();
        for (Fingerprint fp : TABLE) {
            Optional<Provenance> p = fp.match(f);
            if (p.isPresent() && (best.isEmpty() || p.get().confidence().above(best.get().confidence()))) {
                best = p;
            }
        }
        return best.orElseGet(() -> unknown(f));
    }

    /** The verdict for bytes of no known format. */
    public static Provenance noFormat() {
        return Provenance.unknown("no known format", List.of());
    }

    private static Provenance unknown(FileFacts f) {
        List<String> evidence = new ArrayList<>();
        if (f.model().isEmpty()) {
            evidence.add("the file does not read, so only habits visible in its bytes could be looked for");
        }
        if (f.format() == Format.WWD && ClawWriters.otherChecksum(f)) {
            evidence.add("the header's checksum follows neither the retail editors' formula nor WapMap's");
        }
        if (f.canonical()) {
            evidence.add("the file is exactly mapharness's canonical encoding of what it holds, but in "
                    + f.format().displayName() + " every conforming writer gives these bytes");
        }
        return Provenance.unknown(NO_MATCH.get(f.format()), evidence);
    }

    private static Map<Format, String> noMatch() {
        Map<Format, String> m = new EnumMap<>(Format.class);
        String oneEncoding = "one encoding per world and no known writer's mark";
        m.put(Format.WVR1, oneEncoding);
        m.put(Format.WVR4, oneEncoding);
        m.put(Format.WVR8, "no Terrain Builder habit, and an end record mapharness does not write");
        m.put(Format.OPRW, "no trait tells Bohemia's binarize versions or other binarizers apart, and the"
                + " compressed arrays are not mapharness's");
        m.put(Format.WWD, "no known editor's checksum formula and section order together");
        m.put(Format.WMP_TEXT, "no WED header and not mapharness's print");
        m.put(Format.WMPB, "no wmpio comment");
        m.put(Format.GAMESTUDIO_MAP, "no wmpio or MapBuilder header, no MapBuilder habit, not mapharness's print");
        m.put(Format.TILED, "no tiledversion member and not mapharness's JSON");
        return m;
    }
}
