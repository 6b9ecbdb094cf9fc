package dev.mapharness.wwd;

import dev.mapharness.bytes.RawString;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * One object of a WWD plane: 67 integer fields ({@link WwdObjectField}) and four length-prefixed
 * strings (name, logic, image set, animation; raw bytes, no NUL, often empty).
 *
 * <pre>
 * i32 id; u32 nameLength, logicLength, imageSetLength, animationLength;
 * i32/u32 locationX … moveResY (66 words, see {@link WwdObjectField})
 * char name[nameLength]; char logic[logicLength]; char imageSet[imageSetLength]; char animation[animationLength]
 * </pre>
 *
 * <p>The integer values are held in one array in {@link WwdObjectField} order, so code that wants
 * every field by name (a Tiled export, the differential) iterates over {@link WwdObjectField#ALL}
 * and calls {@link #get}. Equality is by content.
 */
public final class WwdObject {
    /** Bytes of the fixed part: 71 words, the four string lengths included. */
    public static final int FIXED_SIZE = 284;

    /** {@code objectType} and {@code flagsHitType} bits the seed says not to use (user3 = 0x300 shares them). */
    public static final int HIT_USER1 = 0x100;
    public static final int HIT_USER2 = 0x200;
    /** The {@code flagsHitType} value that means "all", overriding every other flag. */
    public static final int HIT_ALL = 0xFFFF_FFFF;

    private final int[] values;
    private final RawString name;
    private final RawString logic;
    private final RawString imageSet;
    private final RawString animation;

    private WwdObject(int[] values, RawString name, RawString logic, RawString imageSet, RawString animation) {
        this.values = values;
        this.name = Objects.requireNonNull(name, "name");
        this.logic = Objects.requireNonNull(logic, "logic");
        this.imageSet = Objects.requireNonNull(imageSet, "imageSet");
        this.animation = Objects.requireNonNull(animation, "animation");
    }

    /**
     * An object with {@code values} in {@link WwdObjectField} order (copied).
     *
     * @throws IllegalArgumentException unless there are exactly {@link WwdObjectField#COUNT} values
     */
    public static WwdObject of(int[] values, RawString name, RawString logic, RawString imageSet, RawString animation) {
        if (values.length != WwdObjectField.COUNT) {
            throw new IllegalArgumentException(WwdObjectField.COUNT + " object fields, not " + values.length);
        }
        return new WwdObject(values.clone(), name, logic, imageSet, animation);
    }

    /** An object whose integer fields are all zero and whose strings are empty. */
    public static WwdObject empty() {
        return new WwdObject(new int[WwdObjectField.COUNT], RawString.EMPTY, RawString.EMPTY, RawString.EMPTY, RawString.EMPTY);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The raw 32 bits of a field (read it unsigned with {@link WwdObjectField#display} where the field is u32). */
    public int get(WwdObjectField field) {
        return values[field.ordinal()];
    }

    /** The value as the editor shows it: unsigned fields 0..2^32-1. */
    public long display(WwdObjectField field) {
        return field.display(get(field));
    }

    /** A copy of the values in {@link WwdObjectField} order. */
    public int[] values() {
        return values.clone();
    }

    /** Every field with its value, in file order. */
    public Map<WwdObjectField, Integer> fields() {
        Map<WwdObjectField, Integer> m = new EnumMap<>(WwdObjectField.class);
        for (WwdObjectField f : WwdObjectField.ALL) {
            m.put(f, values[f.ordinal()]);
        }
        return m;
    }

    /** A copy with one field changed. */
    public WwdObject with(WwdObjectField field, int value) {
        int[] v = values.clone();
        v[field.ordinal()] = value;
        return new WwdObject(v, name, logic, imageSet, animation);
    }

    public RawString name() {
        return name;
    }

    public RawString logic() {
        return logic;
    }

    public RawString imageSet() {
        return imageSet;
    }

    public RawString animation() {
        return animation;
    }

    public WwdObject withStrings(RawString name, RawString logic, RawString imageSet, RawString animation) {
        return new WwdObject(values, name, logic, imageSet, animation);
    }

    public int id() {
        return get(WwdObjectField.ID);
    }

    public int locationX() {
        return get(WwdObjectField.LOCATION_X);
    }

    public int locationY() {
        return get(WwdObjectField.LOCATION_Y);
    }

    public int locationZ() {
        return get(WwdObjectField.LOCATION_Z);
    }

    public int objectType() {
        return get(WwdObjectField.OBJECT_TYPE);
    }

    public int flagsHitType() {
        return get(WwdObjectField.FLAGS_HIT_TYPE);
    }

    /** Bytes this object takes in a file. */
    public long encodedSize() {
        return FIXED_SIZE + (long) name.length() + logic.length() + imageSet.length() + animation.length();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WwdObject w && Arrays.equals(values, w.values) && name.equals(w.name) && logic.equals(w.logic)
                && imageSet.equals(w.imageSet) && animation.equals(w.animation);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(values), name, logic, imageSet, animation);
    }

    /** The id, the strings and the non-zero fields; zero fields are left out to keep it short. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("WwdObject[id=").append(id()).append(", name=").append(name)
                .append(", logic=").append(logic).append(", imageSet=").append(imageSet).append(", animation=").append(animation);
        for (WwdObjectField f : WwdObjectField.ALL) {
            if (f != WwdObjectField.ID && get(f) != 0) {
                sb.append(", ").append(f.fieldName()).append('=').append(display(f));
            }
        }
        return sb.append(']').toString();
    }

    /** Builds an object field by field; unset fields are zero, unset strings empty. */
    public static final class Builder {
        private final int[] values = new int[WwdObjectField.COUNT];
        private RawString name = RawString.EMPTY;
        private RawString logic = RawString.EMPTY;
        private RawString imageSet = RawString.EMPTY;
        private RawString animation = RawString.EMPTY;

        private Builder() {
        }

        public Builder set(WwdObjectField field, int value) {
            values[field.ordinal()] = value;
            return this;
        }

        public Builder name(RawString s) {
            name = s;
            return this;
        }

        public Builder logic(RawString s) {
            logic = s;
            return this;
        }

        public Builder imageSet(RawString s) {
            imageSet = s;
            return this;
        }

        public Builder animation(RawString s) {
            animation = s;
            return this;
        }

        public WwdObject build() {
            return new WwdObject(values.clone(), name, logic, imageSet, animation);
        }
    }
}
