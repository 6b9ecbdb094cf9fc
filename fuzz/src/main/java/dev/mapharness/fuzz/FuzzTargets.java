package dev.mapharness.fuzz;

import dev.mapharness.format.Format;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every fuzz target, by name, in the order a nightly run takes them: decoders, structured writers,
 * codec stages, migrations, then what reads models and reports on them.
 */
public final class FuzzTargets {
    private static final Map<String, FuzzTarget> BY_NAME = registry();

    private FuzzTargets() {
    }

    private static Map<String, FuzzTarget> registry() {
        List<FuzzTarget> all = new ArrayList<>();
        all.addAll(DecoderTargets.all());
        all.addAll(WriterTargets.all());
        all.addAll(StageTargets.all());
        all.addAll(MigrationTargets.all());
        all.addAll(AnalysisTargets.all());
        Map<String, FuzzTarget> byName = new LinkedHashMap<>();
        for (FuzzTarget t : all) {
            if (byName.put(t.name(), t) != null) {
                throw new IllegalStateException("two fuzz targets named " + t.name());
            }
        }
        return byName;
    }

    public static List<FuzzTarget> all() {
        return List.copyOf(BY_NAME.values());
    }

    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    public static Optional<FuzzTarget> byName(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** The OPRW decoder target an input runs in: each file belongs to exactly one compression family's. */
    public static FuzzTarget oprwDecoder(byte[] input) {
        String family = DecoderTargets.inLzssFamily(input) ? DecoderTargets.LZSS_FAMILY : DecoderTargets.LZO_FAMILY;
        return byName(TargetNames.decoder(Format.OPRW, family)).orElseThrow();
    }
}
