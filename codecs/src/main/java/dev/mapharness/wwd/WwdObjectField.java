package dev.mapharness.wwd;

import java.util.List;
import java.util.Optional;

/**
 * The 67 integer fields of a WWD object record, in file order, named as the seed spells them in
 * camelCase ({@code locationX}, {@code rectMove.left}, {@code flagsHitType}).
 *
 * <p>The record is 284 bytes of 71 u32/i32 words followed by four length-prefixed strings; the
 * four string lengths (offsets 4–16) are not fields here, since a writer derives them from the
 * strings. {@link #offset()} is the field's byte offset inside the record, {@link #unsigned()}
 * says whether the editor shows it as unsigned (flags, types, move resolution).
 */
public enum WwdObjectField {
    ID("id", 0x00, false),
    LOCATION_X("locationX", 0x14, false),
    LOCATION_Y("locationY", 0x18, false),
    LOCATION_Z("locationZ", 0x1C, false),
    LOCATION_I("locationI", 0x20, false),
    FLAGS_ADD("flagsAdd", 0x24, true),
    FLAGS_DYNAMIC("flagsDynamic", 0x28, true),
    FLAGS_DRAW("flagsDraw", 0x2C, true),
    FLAGS_USER("flagsUser", 0x30, true),
    SCORE("score", 0x34, false),
    POINTS("points", 0x38, false),
    POWERUP("powerup", 0x3C, false),
    DAMAGE("damage", 0x40, false),
    SMARTS("smarts", 0x44, false),
    HEALTH("health", 0x48, false),
    RECT_MOVE_LEFT("rectMove.left", 0x4C, false),
    RECT_MOVE_TOP("rectMove.top", 0x50, false),
    RECT_MOVE_RIGHT("rectMove.right", 0x54, false),
    RECT_MOVE_BOTTOM("rectMove.bottom", 0x58, false),
    RECT_HIT_LEFT("rectHit.left", 0x5C, false),
    RECT_HIT_TOP("rectHit.top", 0x60, false),
    RECT_HIT_RIGHT("rectHit.right", 0x64, false),
    RECT_HIT_BOTTOM("rectHit.bottom", 0x68, false),
    RECT_ATTACK_LEFT("rectAttack.left", 0x6C, false),
    RECT_ATTACK_TOP("rectAttack.top", 0x70, false),
    RECT_ATTACK_RIGHT("rectAttack.right", 0x74, false),
    RECT_ATTACK_BOTTOM("rectAttack.bottom", 0x78, false),
    RECT_CLIP_LEFT("rectClip.left", 0x7C, false),
    RECT_CLIP_TOP("rectClip.top", 0x80, false),
    RECT_CLIP_RIGHT("rectClip.right", 0x84, false),
    RECT_CLIP_BOTTOM("rectClip.bottom", 0x88, false),
    RECT_USER1_LEFT("rectUser1.left", 0x8C, false),
    RECT_USER1_TOP("rectUser1.top", 0x90, false),
    RECT_USER1_RIGHT("rectUser1.right", 0x94, false),
    RECT_USER1_BOTTOM("rectUser1.bottom", 0x98, false),
    RECT_USER2_LEFT("rectUser2.left", 0x9C, false),
    RECT_USER2_TOP("rectUser2.top", 0xA0, false),
    RECT_USER2_RIGHT("rectUser2.right", 0xA4, false),
    RECT_USER2_BOTTOM("rectUser2.bottom", 0xA8, false),
    USER1("user1", 0xAC, false),
    USER2("user2", 0xB0, false),
    USER3("user3", 0xB4, false),
    USER4("user4", 0xB8, false),
    USER5("user5", 0xBC, false),
    USER6("user6", 0xC0, false),
    USER7("user7", 0xC4, false),
    USER8("user8", 0xC8, false),
    MIN_X("minX", 0xCC, false),
    MIN_Y("minY", 0xD0, false),
    MAX_X("maxX", 0xD4, false),
    MAX_Y("maxY", 0xD8, false),
    SPEED_X("speedX", 0xDC, false),
    SPEED_Y("speedY", 0xE0, false),
    TWEAK_X("tweakX", 0xE4, false),
    TWEAK_Y("tweakY", 0xE8, false),
    COUNTER("counter", 0xEC, false),
    SPEED("speed", 0xF0, false),
    WIDTH("width", 0xF4, false),
    HEIGHT("height", 0xF8, false),
    DIRECTION("direction", 0xFC, false),
    FACE_DIR("faceDir", 0x100, false),
    TIME_DELAY("timeDelay", 0x104, false),
    FRAME_DELAY("frameDelay", 0x108, false),
    OBJECT_TYPE("objectType", 0x10C, true),
    FLAGS_HIT_TYPE("flagsHitType", 0x110, true),
    MOVE_RES_X("moveResX", 0x114, true),
    MOVE_RES_Y("moveResY", 0x118, true);

    /** Every field in file order; the index of a field here is its {@link #ordinal()}. */
    public static final List<WwdObjectField> ALL = List.of(values());
    /** Number of integer fields (71 words of the fixed part minus the 4 string lengths). */
    public static final int COUNT = ALL.size();

    private final String fieldName;
    private final int offset;
    private final boolean unsigned;

    WwdObjectField(String fieldName, int offset, boolean unsigned) {
        this.fieldName = fieldName;
        this.offset = offset;
        this.unsigned = unsigned;
    }

    /** The name as the seed spells it, in camelCase; rect members as {@code rectMove.left}. */
    public String fieldName() {
        return fieldName;
    }

    /** Byte offset inside the object record. */
    public int offset() {
        return offset;
    }

    /** True for u32 fields (flags, types, move resolution), false for i32. */
    public boolean unsigned() {
        return unsigned;
    }

    /** The value as the editor shows it: unsigned fields as 0..2^32-1, signed ones as they are. */
    public long display(int raw) {
        return unsigned ? Integer.toUnsignedLong(raw) : raw;
    }

    /** Looks a field up by {@link #fieldName()}. */
    public static Optional<WwdObjectField> byName(String name) {
        for (WwdObjectField f : ALL) {
            if (f.fieldName.equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
