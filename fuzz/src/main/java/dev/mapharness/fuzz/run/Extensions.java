package dev.mapharness.fuzz.run;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.InputKind;

/** The file name extension a stored input gets, so that a finding is a file people can open. */
final class Extensions {
    private Extensions() {
    }

    static String of(FuzzTarget target) {
        if (target.input() != InputKind.FILE || target.format().isEmpty()) {
            return "";
        }
        return "." + target.format().get().extensions().get(0);
    }
}
