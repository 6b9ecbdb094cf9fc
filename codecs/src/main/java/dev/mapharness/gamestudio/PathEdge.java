package dev.mapharness.gamestudio;

/**
 * A path edge: the nodes it joins (numbered from 1), its direction value and three edge skills.
 * The files write six numbers per edge ({@code 1 2 1 0 0 0}).
 */
public record PathEdge(int from, int to, double direction, double skill1, double skill2, double skill3) {
}
