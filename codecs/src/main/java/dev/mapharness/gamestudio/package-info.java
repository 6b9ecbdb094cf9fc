/**
 * Values shared by the two Gamestudio text levels, text WMP (WED 4–6) and the compiler input
 * {@code $$M}: vectors, texture axes, binary flag strings, block trailers and paths.
 *
 * <p>Numbers are kept as {@code double}s, not as the file's token text: a migration needs their
 * values, and the writers print every double so that it parses back to the same double
 * ({@link dev.mapharness.text.TextNumbers}), so {@code read(write(m)) == m}. Spellings such as
 * {@code 100.00} versus {@code 100} are not kept; the codecs say so with
 * {@code uniqueEncoding() == false}.
 *
 * <p>Names are {@link dev.mapharness.bytes.RawString}s: the files are CP1252 and the bytes are
 * the truth.
 *
 * <p>The geometry that turns one into the other lives here too: {@link dev.mapharness.gamestudio.Affine3}
 * (a group's position, angles and scale as a map, composed down a chain),
 * {@link dev.mapharness.gamestudio.Decomposition} (a map read back as position, angles and scale),
 * {@link dev.mapharness.gamestudio.TextureVectors} (moving with a locked block), and the three places
 * that hold a convention no source fully states: {@link dev.mapharness.gamestudio.EulerConvention},
 * {@link dev.mapharness.gamestudio.WedTextureMapping} and {@link dev.mapharness.gamestudio.TextureLock}.
 */
package dev.mapharness.gamestudio;
