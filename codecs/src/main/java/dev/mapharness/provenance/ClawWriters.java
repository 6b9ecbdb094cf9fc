package dev.mapharness.provenance;

import dev.mapharness.wwd.WwdRules;
import dev.mapharness.format.Editors;
import dev.mapharness.wwd.WwdChecksum;
import dev.mapharness.wwd.WwdLevel;
import dev.mapharness.wwd.WwdSourceLayout;
import dev.mapharness.wwd.WwdWapMapMeta;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Who wrote a Claw level (WWD): WapMap or WapWorld, from the checksum formula, WapMap's metadata and
 * the section order (docs/wwd.md, docs/provenance.md).
 */
final class ClawWriters {
    private ClawWriters() {
    }

    /** WapMap: its metadata block (which names WapMap's build), or its checksum formula. */
    static Optional<Provenance> wapMap(FileFacts f) {
        Optional<WwdWapMapMeta> meta = f.model(WwdLevel.class).flatMap(WwdLevel::wapMapMeta);
        boolean formula = f.layout().filter(WwdSourceLayout.class::isInstance).map(WwdSourceLayout.class::cast)
                .map(l -> l.checksumFormula() == WwdChecksum.Formula.WAPMAP).orElse(false);
        if (meta.isEmpty() && !formula) {
            return Optional.empty();
        }
        List<String> traits = new ArrayList<>();
        List<String> evidence = new ArrayList<>();
        if (formula) {
            traits.add("checksum formula");
            evidence.add("the header's checksum (byte 748) follows WapMap's formula, -160 + Σ (byte − (offset + 1))"
                    + " over the stored main block (CalculateChecksum in Zax37/WapMap shared/cWWD.cpp)");
        }
        if (meta.isPresent()) {
            traits.add("wm_meta block");
            evidence.add("the file ends with WapMap's <wm_meta> block: " + meta.get().describe());
        }
        return Optional.of(new Provenance(Editors.WAPMAP, String.join(", ", traits),
                meta.isPresent() ? Confidence.CERTAIN : Confidence.LIKELY, evidence));
    }

    /**
     * WapWorld, the retail editor: the seed's checksum formula and sections grouped by kind, as 17 of
     * the 19 community levels studied hold them. libwap32 and mapharness's canonical writer imitate
     * it, so their levels look the same.
     */
    static Optional<Provenance> wapWorld(FileFacts f) {
        Optional<WwdSourceLayout> layout = f.layout().filter(WwdSourceLayout.class::isInstance)
                .map(WwdSourceLayout.class::cast);
        if (layout.isEmpty() || layout.get().checksumFormula() != WwdChecksum.Formula.SEED || otherChecksum(f)
                || !layout.get().groupedByKind() || f.model(WwdLevel.class).flatMap(WwdLevel::wapMapMeta).isPresent()) {
            return Optional.empty();
        }
        List<String> evidence = new ArrayList<>();
        evidence.add("the header's checksum (byte 748) follows the retail editors' formula (docs/wwd.md), not WapMap's");
        evidence.add("sections grouped by kind: every plane's tiles, then every plane's image sets, then every"
                + " plane's objects, as the retail levels have them");
        evidence.add(f.canonical()
                ? "the file is also exactly what mapharness's canonical writer makes of the level, and libwap32"
                    + " imitates WapWorld too: a level either wrote looks the same"
                : "libwap32 and mapharness's canonical writer imitate WapWorld; this file's zlib stream or layout is"
                    + " not mapharness's");
        return Optional.of(new Provenance(Editors.WAPWORLD, "retail checksum formula, section order",
                Confidence.LIKELY, evidence));
    }

    /** The reader warns about a checksum that follows no known formula. */
    static boolean otherChecksum(FileFacts f) {
        return f.violations().stream().anyMatch(v -> v.rule() == WwdRules.CHECKSUM_UNKNOWN_FORMULA);
    }
}
