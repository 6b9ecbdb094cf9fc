package dev.mapharness.tiled;

/**
 * One typed custom property. Tiled also has colour, file, object and class properties; mapharness
 * writes only these four.
 */
public sealed interface TiledProperty {
    String name();

    /** The type as Tiled's JSON names it. */
    String type();

    /** The value as a Java object (String, Integer, Double or Boolean). */
    Object boxedValue();

    static TiledProperty of(String name, String value) {
        return new Text(name, value);
    }

    static TiledProperty of(String name, int value) {
        return new Int(name, value);
    }

    static TiledProperty of(String name, double value) {
        return new Float(name, value);
    }

    static TiledProperty of(String name, boolean value) {
        return new Bool(name, value);
    }

    record Text(String name, String value) implements TiledProperty {
        public Text {
            TiledValues.text(name, "property name");
            TiledValues.text(value, "property " + name);
        }

        @Override
        public String type() {
            return "string";
        }

        @Override
        public Object boxedValue() {
            return value;
        }
    }

    /** Tiled keeps int properties in 32 bits: a larger value comes back wrapped. */
    record Int(String name, int value) implements TiledProperty {
        public Int {
            TiledValues.text(name, "property name");
        }

        @Override
        public String type() {
            return "int";
        }

        @Override
        public Object boxedValue() {
            return value;
        }
    }

    record Float(String name, double value) implements TiledProperty {
        public Float {
            TiledValues.text(name, "property name");
            value = TiledValues.number(value, "property " + name);
        }

        @Override
        public String type() {
            return "float";
        }

        @Override
        public Object boxedValue() {
            return value;
        }
    }

    record Bool(String name, boolean value) implements TiledProperty {
        public Bool {
            TiledValues.text(name, "property name");
        }

        @Override
        public String type() {
            return "bool";
        }

        @Override
        public Object boxedValue() {
            return value;
        }
    }
}
