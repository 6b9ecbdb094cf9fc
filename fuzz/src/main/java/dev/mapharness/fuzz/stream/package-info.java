/**
 * Oracles of the codec-stage fuzz targets: BIS LZSS and LZO1X streams and OPRW quad trees on their
 * own, with a few leading parameter bytes ({@link dev.mapharness.fuzz.stream.StreamInput}), and
 * byte sequences built from fuzzer data that look like the arrays those codecs really carry
 * ({@link dev.mapharness.fuzz.stream.TerrainBytes}).
 */
package dev.mapharness.fuzz.stream;
