/**
 * JMH benchmarks of every codec, compressor and quad tree, and the runner that turns their results
 * into one table.
 *
 * <p>Conventions the runner ({@link dev.mapharness.bench.run}) relies on:
 * <ul>
 *   <li>Every benchmark method takes a {@link ByteCounter} and adds the <em>decoded payload</em> of
 *       one operation: the bytes of the content after decompression (an uncompressed file's length,
 *       a compressed stream counted at its decoded size). Decode, encode, peers and the baseline of
 *       one parameter set add the same number, so their rates compare directly.</li>
 *   <li>Our own operations are named {@code decode}, {@code decodeStrict}, {@code encode} (or
 *       another verb); a peer library doing the same work is {@code <verb>By<Peer>}, e.g.
 *       {@code decodeByAircompressor}, {@code encodeByZlib}.</li>
 *   <li>{@code arraycopyBaseline} copies the payload's number of bytes with {@code System.arraycopy}
 *       in the same run: the physical limit.</li>
 *   <li>Sizes are the {@code @Param}s named {@code side}, {@code size}, {@code megabytes} or
 *       {@code planes}; the runner orders the rows of one operation by payload to show how time
 *       grows from one size to the next, and its profiles take the smallest sizes first.</li>
 * </ul>
 */
package dev.mapharness.bench;
