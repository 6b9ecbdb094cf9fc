package dev.mapharness.diff;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;

/**
 * The components of a record class with their accessors, looked up once per class: the comparator
 * walks every record of every format this way, so a new format needs no comparison code.
 */
final class RecordFields {
    record Field(String name, MethodHandle accessor) {
        Object get(Object record) {
            try {
                return accessor.invoke(record);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable t) {
                throw new IllegalStateException("reading " + name + " of " + record.getClass().getName(), t);
            }
        }
    }

    private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Field[] fields = new Field[components.length];
            for (int i = 0; i < components.length; i++) {
                var accessor = components[i].getAccessor();
                // records declared in tests and other packages may be package-private
                accessor.setAccessible(true);
                try {
                    fields[i] = new Field(components[i].getName(), MethodHandles.lookup().unreflect(accessor));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot read " + type.getName() + "." + components[i].getName(), e);
                }
            }
            return fields;
        }
    };

    private RecordFields() {
    }

    static Field[] of(Class<?> recordType) {
        return FIELDS.get(recordType);
    }
}
