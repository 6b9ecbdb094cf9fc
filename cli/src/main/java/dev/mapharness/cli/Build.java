package dev.mapharness.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** Which build of mapharness is running: the version, and the jar's size and time (a rebuild changes them). */
final class Build {
    private Build() {
    }

    static String version() {
        Properties p = new Properties();
        try (InputStream in = Build.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // no version stamped: a build from an IDE
        }
        return p.getProperty("version", "(unknown version)");
    }

    /**
     * The version plus the code's size and modification time, so that two builds of one version
     * (a snapshot rebuilt after a change) are told apart.
     */
    static String id() {
        String stamp = "";
        try {
            Path code = Path.of(Build.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(code)) {
                stamp = " " + Files.size(code) + "@" + Files.getLastModifiedTime(code).toMillis();
            }
        } catch (IOException | URISyntaxException | SecurityException | IllegalArgumentException | NullPointerException e) {
            // no jar to stamp: classes from a directory, as in tests
        }
        return version() + stamp;
    }
}
