/**
 * The compressions of binarized Arma worlds (OPRW): Bohemia's LZSS (versions up to 22) and LZO1X
 * (23 and later), and the OPRW rule for which arrays are compressed at all.
 *
 * <p>Both decoders read from a {@link dev.mapharness.bytes.ByteInput} at its offset, produce
 * exactly the decoded size the caller knows from context (neither stream carries its own length),
 * and leave the input right after the stream. Every bad stream is one
 * {@link dev.mapharness.bytes.MapFormatException} at the offending byte, with a field path ending in
 * {@code .lzss}, {@code .checksum} or {@code .lzo}. Before allocating, both check the claimed size
 * against what the bytes left can possibly produce ({@link Compression#maxDecodedSize}). The output
 * is then allocated whole only when the input justifies the claim (up to 4 decoded bytes per byte
 * left, or 64 KiB) or when a scan of the stream's first instructions (their lengths only, nothing
 * copied) counts a sixteenth of the claim; otherwise it grows as the stream really produces bytes,
 * sixteenfold at most. A stream that compresses better than 4:1 thus costs no copy of a grown
 * output, and a stream that claims more than its instructions make still costs what they make.
 *
 * <p>The decoders index the input's array directly and write into a {@link DecodeTarget}: a byte
 * array, or for short and int arrays a window that keeps what a copy can still reach and hands
 * older elements on to the typed array, so a decoded array costs about its own size.
 *
 * <p>See /work/shared/FORMAT-NOTES.md ("BIS LZSS", "LZO") for the formats.
 */
package dev.mapharness.compress;
