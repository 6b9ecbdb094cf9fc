package dev.mapharness.diff;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * A test's record class loaded again by a class loader of its own: a class {@link ExactEquality} and
 * {@link RecordFields} have never seen, so they judge it afresh instead of answering from the
 * per-class cache an earlier test (or an earlier build of the code under test) filled. The copy
 * lies in a runtime package of its own, as a record of another package would.
 */
final class FreshClasses {
    private FreshClasses() {
    }

    static Class<?> load(Class<?> type) {
        byte[] bytes;
        try (InputStream in = type.getClassLoader().getResourceAsStream(type.getName().replace('.', '/') + ".class")) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ClassLoader(type.getClassLoader()) {
            Class<?> define() {
                return defineClass(type.getName(), bytes, 0, bytes.length);
            }
        }.define();
    }

    /** A new instance of the record class {@code fresh} (from {@link #load}), from its canonical constructor. */
    static Object instance(Class<?> fresh, Object... components) {
        Constructor<?> c = fresh.getDeclaredConstructors()[0];
        c.setAccessible(true);
        try {
            return c.newInstance(components);
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
    }
}
