package dev.mapharness.wmp;

import java.util.Optional;

/** The kinds a group's member lists name; {@link #GROUP} (keyword {@code object}) lists sub-groups. */
public enum WmpMemberKind {
    GROUP("object"),
    BLOCK("block"),
    LEVEL("level"),
    START("start"),
    LIGHT("light"),
    SOUND("sound"),
    MODEL("model"),
    PATH("path");

    private final String keyword;

    WmpMemberKind(String keyword) {
        this.keyword = keyword;
    }

    public String keyword() {
        return keyword;
    }

    /** True for the kinds that name objects (which share one sequence of numbers). */
    public boolean isObject() {
        return this != GROUP && this != BLOCK;
    }

    public static Optional<WmpMemberKind> byKeyword(String keyword) {
        for (WmpMemberKind k : values()) {
            if (k.keyword.equals(keyword)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
