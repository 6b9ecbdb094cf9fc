package dev.mapharness.fuzz.run;

/**
 * One distinct finding of a run, after deduplication and minimisation.
 *
 * @param target        the target that found it
 * @param kind          {@code crash}, {@code timeout} or {@code oom}
 * @param signature     the stack signature's hash (the file name carries it)
 * @param title         where it was thrown ("IndexOutOfBoundsException in BisLzss.decode")
 * @param firstLine     the failure's first line
 * @param known         true if the corpus already held a finding with this signature (still not fixed)
 * @param file          where the minimised input is stored, relative to the corpus directory's parent
 * @param inputs        how many of the run's crashing inputs had this signature
 * @param originalSize  bytes of the smallest crashing input before minimisation
 * @param minimisedSize bytes of the stored input
 * @param reduction     what the reducer did, step by step
 */
public record FindingSummary(String target, String kind, String signature, String title, String firstLine,
                             boolean known, String file, int inputs, int originalSize, int minimisedSize,
                             java.util.List<String> reduction) {
    /** True for the raw inputs a run had no time left to replay and group: {@link #file} is their directory. */
    public boolean untriaged() {
        return Triage.UNTRIAGED.equals(signature);
    }
}
