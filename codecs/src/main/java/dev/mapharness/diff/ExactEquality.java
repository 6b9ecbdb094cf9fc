package dev.mapharness.diff;

import dev.mapharness.bytes.Blob;
import dev.mapharness.bytes.FixedString;
import dev.mapharness.bytes.RawString;
import dev.mapharness.grid.ByteGrid;
import dev.mapharness.grid.FloatGrid;
import dev.mapharness.grid.IntGrid;
import dev.mapharness.grid.Point3;
import dev.mapharness.grid.ShortGrid;
import dev.mapharness.grid.Transform;
import dev.mapharness.oprw.OprwMapInfo;
import dev.mapharness.wwd.WwdObject;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Which record types have an {@code equals} that compares every bit, so the comparator may skip
 * equal ones without walking them (a million equal objects need not be walked field by field).
 * A record with a {@code float} or {@code double} component does not: record equality treats all
 * NaNs as one, and a differing NaN payload is a divergence here.
 */
final class ExactEquality {
    /** Value classes whose equals compares raw bytes or float bits. */
    private static final Set<Class<?>> EXACT = Set.of(Integer.class, Long.class, Short.class, Byte.class, Character.class,
            Boolean.class, String.class, RawString.class, FixedString.class, Blob.class, ByteGrid.class, ShortGrid.class,
            IntGrid.class, FloatGrid.class, Transform.class, Point3.class, OprwMapInfo.class, WwdObject.class, OptionalInt.class,
            OptionalLong.class);

    private static final ClassValue<Boolean> RECORDS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            for (RecordComponent c : type.getRecordComponents()) {
                if (!exact(c.getGenericType(), 0)) {
                    return false;
                }
            }
            return true;
        }
    };

    private ExactEquality() {
    }

    /** True if {@code equals} on instances of this record type is bit-exact. */
    static boolean of(Class<?> recordType) {
        return recordType.isRecord() && RECORDS.get(recordType);
    }

    /** Nesting deeper than this is not worth proving; the comparator then walks as usual. */
    private static final int MAX_DEPTH = 8;

    private static boolean exact(Type type, int depth) {
        if (depth > MAX_DEPTH) {
            return false;
        }
        if (type instanceof Class<?> c) {
            if (c.isPrimitive()) {
                return c != float.class && c != double.class;
            }
            if (c.isEnum() || EXACT.contains(c)) {
                return true;
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    if (!exact(rc.getGenericType(), depth + 1)) {
                        return false;
                    }
                }
                return true;
            }
            return false;
        }
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
                && (raw == List.class || raw == Optional.class) && p.getActualTypeArguments().length == 1) {
            return exact(p.getActualTypeArguments()[0], depth + 1);
        }
        return false;
    }
}
