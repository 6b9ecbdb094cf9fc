package dev.mapharness.fuzz.build;

import dev.mapharness.format.MapWriteException;
import dev.mapharness.wvr1.Wvr1Net;
import dev.mapharness.wvr1.Wvr1NetHeader;
import dev.mapharness.wvr1.Wvr1Subnet;
import dev.mapharness.wvr1.Wvr1World;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether the 1WVR writer had a reason to refuse a world built from fuzzer data, judged by the rule of the
 * field it names, stated here again from the format's description (docs/wvr1.md) rather than taken
 * from the writer: a net's segment list ends at a record whose x and y are zero of either sign, so a
 * segment may not be at (0, 0) and the end record must be; only the last header is named EndOfNets; a
 * header's name fills a slot of 24 bytes.
 * The writer and reader share their test for the end record, so a wrong one (-0.0 taken for a segment)
 * is consistent between them and invisible to a round trip; it shows as a refusal of a world that
 * breaks no rule. Fields with rules not restated here (names that must end in ".p3d", the first header)
 * are taken on the writer's word.
 */
public final class Wvr1Refusals {
    private static final Pattern END = Pattern.compile("nets\\[(\\d+)]\\.end([XY])");
    private static final Pattern SEGMENT = Pattern.compile("nets\\[(\\d+)]\\.subnets\\[(\\d+)]");
    private static final Pattern NET_NAME = Pattern.compile("nets\\[(\\d+)]\\.header\\.name");

    private Wvr1Refusals() {
    }

    /** Throws an {@link AssertionError} if the field {@code refusal} names breaks no rule of the format. */
    public static void check(Wvr1World world, MapWriteException refusal) {
        String field = refusal.field();
        Matcher m;
        if ((m = END.matcher(field)).matches()) {
            Wvr1Net net = world.nets().get(Integer.parseInt(m.group(1)));
            float value = Float.intBitsToFloat(m.group(2).equals("X") ? net.endX() : net.endY());
            justified(value != 0f, refusal, "an end record coordinate of " + value);
        } else if ((m = SEGMENT.matcher(field)).matches()) {
            Wvr1Subnet segment = world.nets().get(Integer.parseInt(m.group(1))).subnets().get(Integer.parseInt(m.group(2)));
            justified(segment.x() == 0f && segment.y() == 0f, refusal, "a segment at (" + segment.x() + ", " + segment.y() + ")");
        } else if ((m = NET_NAME.matcher(field)).matches()) {
            Wvr1NetHeader header = world.nets().get(Integer.parseInt(m.group(1))).header();
            justified(header.isEndOfNets() || !fitsItsSlot(header), refusal, "a net named " + header.name());
        } else if (field.equals("endOfNets.name")) {
            Wvr1NetHeader end = world.endOfNets();
            justified(!end.isEndOfNets() || !fitsItsSlot(end), refusal, "a last header named " + end.name());
        }
    }

    /** A header's name is stored in a slot of exactly {@value Wvr1NetHeader#NAME_LENGTH} bytes. */
    private static boolean fitsItsSlot(Wvr1NetHeader header) {
        return header.name().slotLength() == Wvr1NetHeader.NAME_LENGTH;
    }

    private static void justified(boolean breaksTheRule, MapWriteException refusal, String what) {
        if (!breaksTheRule) {
            throw new AssertionError("1WVR: the writer refuses " + what + ", which the format holds, at " + refusal.field()
                    + "\n " + refusal.getMessage());
        }
    }
}
