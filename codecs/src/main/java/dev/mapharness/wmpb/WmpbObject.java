package dev.mapharness.wmpb;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.Angles;
import dev.mapharness.gamestudio.Vec3;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One node of WED 7's object tree: the level (the root), a group, or an item (docs/wmpb.md, "Object").
 *
 * @param type      the object type byte ({@link #LEVEL}, {@link #GROUP}, {@link #BLOCK}, …)
 * @param variant   the byte after it: 1, 2 or 3 for blocks and entities, 0 otherwise (meaning unknown)
 * @param reserved  the prefix's last word, 0 in every real file
 * @param className the class name WED writes ({@code level}, {@code object}, {@code block}, {@code model}, …)
 * @param name      the object's name; blocks, lights and some groups have none
 * @param position  relative to the parent group
 * @param angles    pan, tilt and roll in radians, as the file stores them ({@link #anglesInDegrees()})
 * @param scale     the scale
 * @param data      the type's data chunk; groups have none
 * @param children  the members of a group (or of the level)
 */
public record WmpbObject(int type, int variant, long reserved, RawString className, Optional<RawString> name,
                         Vec3 position, Vec3 angles, Vec3 scale, Optional<WmpbData> data, List<WmpbObject> children) {
    public static final int LEVEL = 0x01;
    public static final int GROUP = 0x03;
    public static final int BLOCK = 0x04;
    public static final int START = 0x15;
    public static final int LIGHT = 0x25;
    /** An entity with 8 skills, {@code $$M} item 3. */
    public static final int STATIC_ENTITY = 0x35;
    /** An entity with 20 skills, {@code $$M} item 7. */
    public static final int EXTENDED_ENTITY = 0x45;
    public static final int PATH = 0x65;
    public static final int REGION = 0x75;

    public WmpbObject {
        Objects.requireNonNull(className, "className");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(angles, "angles");
        Objects.requireNonNull(scale, "scale");
        Objects.requireNonNull(data, "data");
        children = List.copyOf(children);
    }

    /** The angles in degrees, as WED shows them and {@code $$M} writes them. */
    public Angles anglesInDegrees() {
        return new Angles(Math.toDegrees(angles.x()), Math.toDegrees(angles.y()), Math.toDegrees(angles.z()));
    }

    /** What a type byte means, for people ({@code block}, {@code type 0x55}). */
    public static String typeName(int type) {
        return switch (type) {
            case LEVEL -> "level";
            case GROUP -> "group";
            case BLOCK -> "block";
            case START -> "start";
            case LIGHT -> "light";
            case STATIC_ENTITY -> "static entity";
            case EXTENDED_ENTITY -> "extended entity";
            case PATH -> "path";
            case REGION -> "region";
            default -> String.format("type 0x%02X", type);
        };
    }

    /** The data class real files hold for a type; empty for groups and types never seen. */
    static Optional<Class<? extends WmpbData>> expectedData(int type) {
        return Optional.ofNullable(switch (type) {
            case LEVEL -> WmpbLevelSettings.class;
            case BLOCK -> WmpbBlock.class;
            case START -> WmpbStart.class;
            case LIGHT -> WmpbLight.class;
            case STATIC_ENTITY, EXTENDED_ENTITY -> WmpbEntity.class;
            case PATH -> WmpbPath.class;
            case REGION -> WmpbRegion.class;
            default -> null;
        });
    }
}
