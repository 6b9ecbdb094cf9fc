package dev.mapharness.cli;

import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.rules.RuleSettings;
import java.util.List;

/**
 * {@code diff} lists each input's violations; the rule settings apply to them as to {@code check}'s
 * findings. They change neither the comparison nor the exit code, which violations do not decide.
 */
final class RuleSettingsOnDiff {
    private RuleSettingsOnDiff() {
    }

    static DiffResult apply(RuleSettings settings, DiffResult r) {
        if (settings.isEmpty()) {
            return r;
        }
        List<DiffResult.Input> inputs = r.inputs().stream().map(i -> new DiffResult.Input(i.file(), i.size(), i.detection(),
                settings.apply(i.violations()), i.failure(), i.evidence())).toList();
        return new DiffResult(r.mode(), inputs, r.differential(), r.groups(), r.groupsOmitted(), r.refusal());
    }
}
