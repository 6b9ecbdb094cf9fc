package dev.mapharness.provenance;

import dev.mapharness.format.Editors;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Who wrote a Tiled JSON map: Tiled names its own version in every map it saves
 * ({@code "tiledversion"}, mapeditor.org's JSON map format page); mapharness's TiledWriter writes the
 * format version only.
 */
final class TiledWriters {
    private static final byte[] MEMBER = "\"tiledversion\"".getBytes(StandardCharsets.ISO_8859_1);
    private static final int MAX_VERSION = 20;

    private TiledWriters() {
    }

    static Optional<Provenance> tiled(FileFacts f) {
        byte[] b = f.bytes();
        int at = indexOf(b, MEMBER);
        if (at < 0) {
            return Optional.empty();
        }
        String version = versionAfter(b, at + MEMBER.length);
        return Optional.of(new Provenance(version.isEmpty() ? Editors.TILED : Editors.TILED + " " + version,
                "tiledversion member", Confidence.LIKELY, List.of("the map has a \"tiledversion\" member (at byte " + at
                        + (version.isEmpty() ? "" : ", \"" + version + "\"") + "), which Tiled writes into every map it"
                        + " saves and mapharness never writes")));
    }

    static Optional<Provenance> mapharness(FileFacts f) {
        if (!f.canonical()) {
            return Optional.empty();
        }
        return Optional.of(new Provenance(MapharnessBuild.name(), "canonical JSON, no tiledversion", Confidence.LIKELY,
                List.of("the file is exactly what mapharness's Tiled writer makes of the map (member order, spacing),"
                        + " and has no \"tiledversion\" member, which Tiled writes into every map it saves")));
    }

    /**
     * The version string after {@code "tiledversion"}: at most {@link #MAX_VERSION} digits and dots in
     * quotes after a colon, or "".
     */
    private static String versionAfter(byte[] b, int i) {
        while (i < b.length && (b[i] == ' ' || b[i] == ':' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) {
            i++;
        }
        if (i >= b.length || b[i] != '"') {
            return "";
        }
        int start = ++i;
        while (i < b.length && i - start < MAX_VERSION && (b[i] == '.' || (b[i] >= '0' && b[i] <= '9'))) {
            i++;
        }
        return i < b.length && b[i] == '"' && i > start ? new String(b, start, i - start, StandardCharsets.ISO_8859_1) : "";
    }

    private static int indexOf(byte[] b, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= b.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (b[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
