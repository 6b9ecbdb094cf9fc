package dev.mapharness.wmpb;

/** What an object holds besides its name and placement: one data chunk, chosen by the object's type. */
public sealed interface WmpbData
        permits WmpbLevelSettings, WmpbBlock, WmpbEntity, WmpbLight, WmpbStart, WmpbPath, WmpbRegion, WmpbRawChunk {
}
