package dev.mapharness.format;

import dev.mapharness.oprw.OprwFeature;
import java.util.OptionalInt;

/**
 * What {@link Formats#detect} made of a file's bytes.
 *
 * @param format  the format recognised
 * @param version the format's version where it has one (OPRW), else empty
 * @param evidence what in the bytes gave it away, for people to read
 */
public record Detection(Format format, OptionalInt version, String evidence) {

    /** {@code 4WVR}, {@code OPRW v25}, … */
    public String label() {
        return version.isPresent() ? format.displayName() + " v" + version.getAsInt() : format.displayName();
    }

    /**
     * True if mapharness can read this file's format and version; else it is "recognised, not
     * supported yet" (OPRW 26 and later are VBS3 and DayZ worlds, laid out differently).
     */
    public boolean supported() {
        if (format == Format.OPRW && version.isPresent()) {
            return OprwFeature.supported(version.getAsInt());
        }
        return format.supported();
    }

    /** Why mapharness does not read this file, for people; meaningful only when {@link #supported()} is false. */
    public String unsupportedReason() {
        return label() + ": recognised, not supported yet (" + evidence + ")";
    }
}
