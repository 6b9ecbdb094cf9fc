package dev.mapharness.provenance;

import dev.mapharness.format.Editors;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version of this build of mapharness, as Maven stamped it into {@code build.properties}. */
final class MapharnessBuild {
    private static final String VERSION = load();

    private MapharnessBuild() {
    }

    /** {@code "0.1.0-SNAPSHOT"}; {@code "(unknown version)"} for classes compiled outside Maven. */
    static String version() {
        return VERSION;
    }

    /** How provenance names mapharness's own files: {@code "mapharness 0.1.0-SNAPSHOT"}. */
    static String name() {
        return Editors.MAPHARNESS + " " + VERSION;
    }

    private static String load() {
        Properties p = new Properties();
        try (InputStream in = MapharnessBuild.class.getResourceAsStream("build.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // no stamp: classes from an IDE build
        }
        String v = p.getProperty("version", "");
        return v.isEmpty() || v.startsWith("${") ? "(unknown version)" : v;
    }
}
