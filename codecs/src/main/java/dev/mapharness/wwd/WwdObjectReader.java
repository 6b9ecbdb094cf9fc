package dev.mapharness.wwd;

import dev.mapharness.bytes.ByteInput;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.CellTally;
import dev.mapharness.format.Violations;
import dev.mapharness.rules.ReadRules;
import java.util.List;

/** Reads WWD object records and checks the rules the seed gives for them. */
final class WwdObjectReader {
    static final String[] STRING_NAMES = {"name", "logic", "imageSet", "animation"};
    /** Offset of the first string length inside the record. */
    static final int LENGTHS_AT = 4;

    private WwdObjectReader() {
    }

    /**
     * Reads one record at the input's offset, inside the object's path. A string length past the
     * end of the data is an error at the length field, before anything is allocated.
     */
    static WwdObject read(ByteInput in) {
        int at = in.offset();
        in.require(WwdObject.FIXED_SIZE, "");
        int[] values = new int[WwdObjectField.COUNT];
        values[WwdObjectField.ID.ordinal()] = in.i32(WwdObjectField.ID.fieldName());
        long[] lengths = new long[STRING_NAMES.length];
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = in.u32(STRING_NAMES[i] + "Length");
        }
        for (WwdObjectField f : WwdObjectField.ALL) {
            if (f != WwdObjectField.ID) {
                values[f.ordinal()] = in.i32(f.fieldName());
            }
        }
        RawString[] strings = new RawString[STRING_NAMES.length];
        for (int i = 0; i < strings.length; i++) {
            if (lengths[i] > in.remaining()) {
                throw in.failAt(ReadRules.LENGTH_PAST_END, at + LENGTHS_AT + 4L * i, STRING_NAMES[i] + "Length",
                        "a length within the " + in.remaining() + " bytes left", String.valueOf(lengths[i]));
            }
            strings[i] = RawString.of(in.bytes((int) lengths[i], STRING_NAMES[i]));
        }
        return WwdObject.of(values, strings[0], strings[1], strings[2], strings[3]);
    }

    /**
     * The seed warns against the user1 (0x100) and user2 (0x200) hit types: user3 is 0x300, so the
     * editor's bit tests cannot tell them apart. One violation per field with a count.
     */
    static void checkHitTypes(List<WwdObject> objects, String planePath, long objectsAt, Violations violations) {
        CellTally objectType = new CellTally();
        CellTally hitType = new CellTally();
        for (int i = 0; i < objects.size(); i++) {
            WwdObject o = objects.get(i);
            int type = o.objectType();
            if (type == WwdObject.HIT_USER1 || type == WwdObject.HIT_USER2) {
                objectType.add(i);
            }
            int hits = o.flagsHitType();
            int user = hits & (WwdObject.HIT_USER1 | WwdObject.HIT_USER2);
            if (hits != WwdObject.HIT_ALL && (user == WwdObject.HIT_USER1 || user == WwdObject.HIT_USER2)) {
                hitType.add(i);
            }
        }
        String objectsPath = planePath.isEmpty() ? "objects" : planePath + ".objects";
        if (objectType.count() > 0) {
            violations.add(WwdRules.OBJECT_USER_TYPE, objectsAt, objectsPath + "[" + objectType.first() + "].objectType", objectType.count()
                    + " objects have object type user1 (0x100) or user2 (0x200), which the seed says not to use");
        }
        if (hitType.count() > 0) {
            violations.add(WwdRules.HIT_TYPE_USER_BIT, objectsAt, objectsPath + "[" + hitType.first() + "].flagsHitType", hitType.count()
                    + " objects use the user1 (0x100) or user2 (0x200) hit-type bit without the other; the editor"
                    + " reads them as user3 (0x300) bits");
        }
    }
}
