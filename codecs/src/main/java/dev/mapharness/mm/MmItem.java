package dev.mapharness.mm;

/** A top-level item of a {@code $$M} file, {@code { TYPE … }}. */
public sealed interface MmItem
        permits MmWorld, MmPosition, MmLight, MmStaticEntity, MmSound, MmSun, MmPath, MmEntity, MmRegion, MmUnknown {
    /** The type number written first inside the braces. */
    int type();
}
