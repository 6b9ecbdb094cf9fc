package dev.mapharness.wmp;

/**
 * An object (the level settings, a start position, a light, a sound, a model or a path). All
 * objects share one sequence of numbers, starting with the level at 0; groups name them by kind
 * and number ({@code model 4}).
 */
public sealed interface WmpObject extends WmpItem
        permits WmpLevelSettings, WmpStart, WmpLight, WmpSound, WmpModel, WmpPath {
    /** The group member kind that names this object. */
    WmpMemberKind memberKind();

    @Override
    default String keyword() {
        return memberKind().keyword();
    }
}
