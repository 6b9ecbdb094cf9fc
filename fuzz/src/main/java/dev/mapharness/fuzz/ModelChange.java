package dev.mapharness.fuzz;

import dev.mapharness.diff.Comparison;
import dev.mapharness.diff.Divergence;
import dev.mapharness.diff.ModelComparator;
import java.util.regex.Pattern;

/**
 * Where two models that should be equal first differ, in one short line: a model can be megabytes,
 * so an oracle's message names a field path and its two values, never the models.
 *
 * <p>The first line of an oracle's message is part of a finding's signature (numbers blanked), so
 * values go on it only when they are plain numbers (or NaN, Infinity, element counts; not hex bits,
 * whose letters would survive the blanking): one bug reached with other values stays one finding. Any other values, and the comparator's note, follow on the
 * next line.
 */
final class ModelChange {
    /** Value texts that are numbers once {@link dev.mapharness.fuzz.replay.StackSignature} blanks digits. */
    private static final Pattern NUMERIC = Pattern.compile(
            "-?(\\d+(\\.\\d+)?(E-?\\d+)?|Infinity|NaN)( elements?)?");
    /** Values longer than this are cut on the second line too. */
    private static final int MAX_VALUE = 120;

    private ModelChange() {
    }

    /**
     * "{@code objects[3].transform[2]: 1.5 → 2.5}", or "{@code name}" with the values on a second
     * line; "{@code a field the comparator does not see}" if equals differs where the comparator
     * finds nothing (a model class with an equals of its own).
     */
    static String describe(Object before, Object after) {
        Comparison c = ModelComparator.compare(before, after, 1);
        if (c.divergences().isEmpty()) {
            return "a field the comparator does not see (equals differs, every compared field agrees)";
        }
        Divergence d = c.divergences().get(0);
        String path = d.path().isEmpty() ? "the model itself" : d.path();
        String note = d.note().isEmpty() ? "" : " (" + d.note() + ")";
        if (numeric(d.left()) && numeric(d.right())) {
            return path + ": " + d.left() + " → " + d.right() + (note.isEmpty() ? "" : "\n " + note.strip());
        }
        return path + "\n " + cut(d.left()) + " → " + cut(d.right()) + note;
    }

    static boolean numeric(String value) {
        return NUMERIC.matcher(value).matches();
    }

    private static String cut(String value) {
        String oneLine = value.replace('\n', ' ').replace('\r', ' ');
        return oneLine.length() <= MAX_VALUE ? oneLine : oneLine.substring(0, MAX_VALUE) + " …";
    }
}
