/**
 * The compressions of binarized Arma worlds (OPRW): Bohemia's LZSS (versions up to 22) and LZO1X
 * (23 and later), and the OPRW rule for which arrays are compressed at all.
 *
 * <p>Both decoders read from a {@link dev.mapharness.bytes.ByteInput} at its offset, produce
 * exactly the decoded size the caller knows from context (neither stream carries its own length),
 * and leave the input right after the stream. Every bad stream is one
 * {@link dev.mapharness.bytes.MapFormatException} at the offending byte, with a field path ending in
 * {@code .lzss}, {@code .checksum} or {@code .lzo}. Before allocating, both check the claimed size
 * against what the bytes left can possibly produce ({@link Compression#maxDecodedSize}), and the
 * output then grows only as the stream really produces bytes.
 *
 * <p>See /work/shared/FORMAT-NOTES.md ("BIS LZSS", "LZO") for the formats.
 */
package dev.mapharness.compress;
