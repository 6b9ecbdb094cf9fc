package dev.mapharness.fuzz.run;

import dev.mapharness.format.Format;
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
        Format f = target.format().get();
        return switch (f) {
            case WVR1, WVR4, WVR8, OPRW -> ".wrp";
            case WWD -> ".wwd";
            case WMP_TEXT, WMPB -> ".wmp";
            case GAMESTUDIO_MAP -> ".$$m";
            case TILED -> ".tmj";
        };
    }
}
