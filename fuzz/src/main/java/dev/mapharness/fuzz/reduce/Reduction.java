package dev.mapharness.fuzz.reduce;

import java.util.List;

public record Reduction(byte[] bytes, int originalSize, int attempts, List<String> steps) {
}
