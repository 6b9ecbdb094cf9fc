package dev.mapharness.mutation.plant;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import dev.mapharness.fuzz.replay.Outcome;
import dev.mapharness.fuzz.replay.Replay;
import java.io.File;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays an input through a target's full oracle, with or without a plant: with one, in a class loader of
 * its own whose first entry is the plant's classes, so the bug lives in that loader alone.
 */
public final class WitnessReplay {
    private WitnessReplay() {
    }

    /** "passed", or the failure's first line. Called in the plant's loader by {@link #replay(Path, String, byte[])}. */
    public static String replay(String target, byte[] input) {
        FuzzTarget t = FuzzTargets.byName(target)
                .orElseThrow(() -> new IllegalArgumentException("no fuzz target " + target));
        Outcome o = Replay.run(t, input);
        return o.passed() ? "passed" : o.firstLine();
    }

    /** {@link #replay(String, byte[])} with the classes in {@code plantClasses} ahead of this JVM's class path. */
    public static String replay(Path plantClasses, String target, byte[] input) throws ReflectiveOperationException {
        List<URL> urls = new ArrayList<>();
        try {
            urls.add(plantClasses.toUri().toURL());
            for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
                urls.add(Path.of(e).toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(e);
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Method m = loader.loadClass(WitnessReplay.class.getName()).getMethod("replay", String.class, byte[].class);
            return (String) m.invoke(null, target, input);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
