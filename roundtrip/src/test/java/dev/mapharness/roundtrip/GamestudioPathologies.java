package dev.mapharness.roundtrip;

import dev.mapharness.bytes.RawString;
import dev.mapharness.gamestudio.BinaryFlags;
import dev.mapharness.gamestudio.Vec3;
import dev.mapharness.mm.MmCodec;
import dev.mapharness.mm.MmLevel;
import dev.mapharness.mm.MmPosition;
import dev.mapharness.mm.MmSound;
import dev.mapharness.mm.MmUnknown;
import dev.mapharness.text.RawToken;
import dev.mapharness.text.TokenKind;
import dev.mapharness.wmp.WmpCodec;
import dev.mapharness.wmp.WmpGroup;
import dev.mapharness.wmp.WmpItem;
import dev.mapharness.wmp.WmpLevel;
import dev.mapharness.wmp.WmpLevelSettings;
import dev.mapharness.wmp.WmpMemberKind;
import dev.mapharness.wmp.WmpMembers;
import dev.mapharness.wmp.WmpModel;
import dev.mapharness.wmp.WmpSound;
import dev.mapharness.wmp.WmpStart;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/** Hand-made Gamestudio text levels at the edges of what readers meet: deep, wide and not ASCII. */
final class GamestudioPathologies {
    private GamestudioPathologies() {
    }

    static WmpLevelSettings levelObject(RawString wad) {
        return new WmpLevelSettings(0, wad, RawString.of("palette.pcx"), new Vec3(30, 45, 35), RawString.of("level.wdl"),
                new Vec3(100, 100, 100), new Vec3(18.82, 18.82, 100), Collections.nCopies(WmpLevelSettings.FOG_COLORS,
                        new Vec3(0, 0, 0)));
    }

    /**
     * A level object and {@code depth} groups, each the only sub-group of the one before; with
     * {@code cycle}, the last lists the first, closing the chain into a ring.
     */
    static WmpLevel groupChain(int depth, boolean cycle) {
        List<WmpItem> items = new ArrayList<>(depth + 1);
        items.add(levelObject(RawString.of("chain.$$w")));
        for (int g = 0; g < depth; g++) {
            int next = g + 1 < depth ? g + 1 : cycle ? 0 : -1;
            List<WmpMembers> members = next < 0 ? List.of(new WmpMembers(WmpMemberKind.LEVEL, List.of(0)))
                    : List.of(new WmpMembers(WmpMemberKind.GROUP, List.of(next)));
            items.add(new WmpGroup(g, new Vec3(g, -g, 0.5), new Vec3(0, 0, 0), new Vec3(1, 1, 1), members));
        }
        return new WmpLevel(items);
    }

    /** A $$M item of unknown type holding {@code depth} nested braces, between two known items. */
    static MmLevel deepUnknownItem(int depth) {
        List<RawToken> tokens = new ArrayList<>(2 * depth + 2);
        tokens.add(RawToken.word("deep"));
        for (int i = 0; i < depth; i++) {
            tokens.add(RawToken.of(TokenKind.OPEN_BRACE));
        }
        tokens.add(new RawToken(TokenKind.FILE_NAME, RawString.of("bottom.wav")));
        for (int i = 0; i < depth; i++) {
            tokens.add(RawToken.of(TokenKind.CLOSE_BRACE));
        }
        return new MmLevel(OptionalInt.of(711), List.of(
                new MmPosition(new Vec3(1, 2, 3), new Vec3(0, 0, 0), RawString.of("start")),
                new MmUnknown(99, tokens),
                new MmPosition(new Vec3(-1, -2, -3), new Vec3(90, 0, 0), RawString.of("end"))));
    }

    /** {@code $$M} text: an item of unknown type opening {@code depth} braces and never closing them. */
    static byte[] unclosedBraces(int depth) {
        return latin1("version 711\r\n{\r\n\t99\r\n" + "{".repeat(depth) + "\r\n");
    }

    /** Names, words and file names with CP1252 bytes: accents, the euro sign, NBSP, the five unassigned bytes. */
    static RawString cp1252(String prefix) {
        byte[] tail = {(byte) 0x80, (byte) 0x81, (byte) 0x8D, (byte) 0x8F, (byte) 0x90, (byte) 0x9D, (byte) 0xA0,
            (byte) 0xC4, (byte) 0xDF, (byte) 0xE9, (byte) 0xFF};
        byte[] p = latin1(prefix);
        byte[] b = new byte[p.length + tail.length];
        System.arraycopy(p, 0, b, 0, p.length);
        System.arraycopy(tail, 0, b, p.length, tail.length);
        return RawString.of(b);
    }

    static WmpLevel cp1252Wmp() {
        List<WmpItem> items = new ArrayList<>();
        items.add(levelObject(cp1252("Stra\u00dfe.$$w ")));
        items.add(new WmpStart(1, cp1252("pos_"), List.of(90.0)));
        items.add(new WmpSound(2, cp1252("Wasser "), new BinaryFlags("0001"), 20, 0, 1, 1900));
        items.add(new WmpModel(3, new Vec3(1, 1, 1), cp1252("lift "), cp1252("Aufzug_"), cp1252("aktion"),
                List.of(0.0, 300.0), new BinaryFlags("0000"), 10, 50, cp1252("s1"), RawString.of("ndef")));
        items.add(new WmpGroup(0, new Vec3(0, 0, 0), new Vec3(0, 0, 0), new Vec3(1, 1, 1), List.of(
                new WmpMembers(WmpMemberKind.LEVEL, List.of(0)), new WmpMembers(WmpMemberKind.START, List.of(1)),
                new WmpMembers(WmpMemberKind.SOUND, List.of(2)), new WmpMembers(WmpMemberKind.MODEL, List.of(3)))));
        return new WmpLevel(items);
    }

    static MmLevel cp1252Mm() {
        return new MmLevel(OptionalInt.empty(), List.of(
                new MmPosition(new Vec3(1, 2, 3), new Vec3(0, 0, 0), cp1252("D\u00fcsseldorf_")),
                new MmSound(new Vec3(0, 0, 0), cp1252("s\u00f8und"), new BinaryFlags("0001"), 20, 0, 1, 1900),
                new MmUnknown(12, List.of(new RawToken(TokenKind.WORD, cp1252("\u00e9t\u00e9")),
                        new RawToken(TokenKind.FILE_NAME, cp1252("d\u00e9j\u00e0 vu "))))));
    }

    static byte[] write(WmpLevel level) {
        return WmpCodec.INSTANCE.write(level);
    }

    static byte[] write(MmLevel level) {
        return MmCodec.INSTANCE.write(level);
    }

    static byte[] latin1(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}
