package dev.mapharness.provenance;

import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Format;
import dev.mapharness.format.Violation;
import dev.mapharness.grid.Transform;
import dev.mapharness.wvr8.Wvr8Dummy;
import dev.mapharness.wvr8.Wvr8Material;
import dev.mapharness.wvr8.Wvr8World;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Who wrote an Arma world: Terrain Builder (8WVR) from its material and end-record habits, and
 * mapharness (8WVR, OPRW) from what its writers derive (docs/binarize.md, docs/provenance.md).
 */
final class ArmaWriters {
    /**
     * Terrain Builder's generated surface layers, {@code …\layers\P_000-001_L00.rvmat}: the last path
     * part after {@code \layers\} (matched alone, so the work is linear in the name).
     */
    private static final String LAYERS = "\\layers\\";
    private static final Pattern LAYER = Pattern.compile("p_[0-9]{3}-[0-9]{3}_[^\\\\]*\\.rvmat");

    private ArmaWriters() {
    }

    /** Terrain Builder: notes naming it, layer materials, an uninitialised end record. */
    static Optional<Provenance> terrainBuilder(FileFacts f) {
        List<String> traits = new ArrayList<>();
        List<String> evidence = new ArrayList<>();
        for (Violation v : f.violations()) {
            if (v.editor().equals(Editors.TERRAIN_BUILDER)) {
                traits.add(v.field().startsWith("materials[0]") ? "material 0 \"-\"" : "material index past the list");
                evidence.add(v.field() + " at byte " + v.offset() + ": " + v.message());
            }
        }
        Optional<Wvr8World> world = f.model(Wvr8World.class);
        if (world.isPresent()) {
            layers(world.get(), traits, evidence);
            world.get().dummy().filter(ArmaWriters::uninitialised).ifPresent(d -> {
                traits.add("NaN end record");
                evidence.add("the dummy record that ends the object list holds NaN in its transform and id "
                        + Integer.toUnsignedString(d.id()) + ": memory Terrain Builder leaves unset (both real"
                        + " Terrain Builder worlds studied); mapharness writes zeros");
            });
        }
        return traits.isEmpty() ? Optional.empty() : Optional.of(new Provenance(Editors.TERRAIN_BUILDER,
                String.join(", ", traits.stream().distinct().toList()), Confidence.LIKELY, evidence));
    }

    /** mapharness's 8WVR: the all-zero end record its writers and migrations derive, and no Terrain Builder habit. */
    static Optional<Provenance> mapharnessWvr8(FileFacts f) {
        Optional<Wvr8World> world = f.model(Wvr8World.class);
        if (world.isEmpty() || !world.get().dummy().equals(Optional.of(Wvr8Dummy.ZERO)) || f.noted(Editors.TERRAIN_BUILDER)) {
            return Optional.empty();
        }
        return Optional.of(new Provenance(MapharnessBuild.name(), "all-zero end record", Confidence.POSSIBLE, List.of(
                "the dummy record that ends the object list is all zeros, as mapharness writes it (Wvr8Dummy.ZERO);"
                        + " what Visitor 3 leaves there is not known, so it may write zeros too")));
    }

    /**
     * mapharness's OPRW: every compressed array is the stream mapharness's encoder makes (its default
     * level), every quad tree its most compact shape. Another encoder's parse of the same data differs.
     */
    static Optional<Provenance> mapharnessOprw(FileFacts f) {
        if (f.format() != Format.OPRW || !f.canonical()) {
            return Optional.empty();
        }
        return Optional.of(new Provenance(MapharnessBuild.name(), "compressed streams, quad-tree shapes",
                Confidence.LIKELY, List.of("the file is exactly mapharness's canonical encoding of the world: its"
                        + " compressed arrays are the streams mapharness's BIS LZSS / LZO1X encoder makes at its default"
                        + " level and its quad trees the most compact shape, where another binarizer's parse differs")));
    }

    private static void layers(Wvr8World w, List<String> traits, List<String> evidence) {
        int count = 0;
        String first = "";
        for (Wvr8Material m : w.materials()) {
            for (RawString name : m.names()) {
                String n = name.text().toLowerCase(java.util.Locale.ROOT);
                int at = n.lastIndexOf(LAYERS);
                if (at >= 0 && LAYER.matcher(n.substring(at + LAYERS.length())).matches()) {
                    first = count == 0 ? name.text() : first;
                    count++;
                }
            }
        }
        if (count > 0) {
            traits.add("generated layer materials");
            evidence.add(count + " material names are surface layers as Terrain Builder generates them, "
                    + "…\\layers\\P_<column>-<row>_…rvmat (first: " + first + ")");
        }
    }

    /** An end record whose transform is all NaN, bar at most its first float: memory never written. */
    private static boolean uninitialised(Wvr8Dummy d) {
        int nan = 0;
        for (int i = 0; i < Transform.FLOATS; i++) {
            nan += Float.isNaN(d.transform().get(i)) ? 1 : 0;
        }
        return nan >= Transform.FLOATS - 1;
    }
}
