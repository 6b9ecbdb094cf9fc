package dev.mapharness.wmpb;

/**
 * A path edge: the nodes it joins, counted from 0 ({@code $$M} counts from 1), a weight (1 in every
 * real file; {@code $$M} writes the edge's length in its place) and three edge skills.
 */
public record WmpbEdge(long from, long to, double weight, double skill1, double skill2, double skill3) {
}
