package dev.mapharness.conformance;

import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.conformance.CaseResult;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a case fails, for shrinking: its verdict and the field paths behind it with their indices
 * taken out ({@code objects[7].name} becomes {@code objects[].name}), because shrinking a list moves
 * the element that fails. A shrunk case keeps the original's signature: the same verdict, the same
 * fields wrong, nothing more and nothing less.
 */
public record FailureSignature(CaseVerdict verdict, Set<String> fields) {
    public FailureSignature {
        fields = Set.copyOf(fields);
    }

    public static FailureSignature of(CaseResult r) {
        return new FailureSignature(r.verdict(), normalised(r.fields()));
    }

    static Set<String> normalised(List<String> paths) {
        Set<String> out = new TreeSet<>();
        for (String p : paths) {
            out.add(p.replaceAll("\\[\\d+]", "[]"));
        }
        return out;
    }

    @Override
    public String toString() {
        return verdict.id() + (fields.isEmpty() ? "" : " at " + String.join(", ", new TreeSet<>(fields)));
    }
}
