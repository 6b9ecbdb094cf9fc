package dev.mapharness.gamestudio;

import java.util.List;
import java.util.Objects;

/** A path node: its position and its six skill values. */
public record PathNode(Vec3 position, List<Double> skills) {
    public static final int SKILLS = 6;

    public PathNode {
        Objects.requireNonNull(position, "position");
        skills = List.copyOf(skills);
        if (skills.size() != SKILLS) {
            throw new IllegalArgumentException("a path node has " + SKILLS + " skills, not " + skills.size());
        }
    }
}
