package dev.mapharness.roundtrip;

import java.util.HexFormat;

/**
 * A decoder did something other than return a model or throw {@code MapFormatException} on a
 * damaged input, or allocated more than its bound. Carries the input so it can be stored and replayed.
 */
public final class TortureFailure extends AssertionError {
    private static final long serialVersionUID = 1L;
    private static final int SHOWN = 64;

    private final String decoder;
    private final String inputName;
    private final transient Mutation mutation;

    TortureFailure(String decoder, String inputName, Mutation mutation, String problem, Throwable cause) {
        super(describe(decoder, inputName, mutation, problem), cause);
        this.decoder = decoder;
        this.inputName = inputName;
        this.mutation = mutation;
    }

    private static String describe(String decoder, String inputName, Mutation m, String problem) {
        byte[] b = m.bytes();
        StringBuilder sb = new StringBuilder();
        sb.append(decoder).append(" on ").append(inputName).append(", ").append(m.description())
                .append(": ").append(problem).append("\n  input: ").append(b.length).append(" bytes, first ")
                .append(Math.min(SHOWN, b.length)).append(": ").append(hex(b, 0, SHOWN));
        if (m.offset() > SHOWN - 8 && m.offset() < b.length) {
            int from = Math.max(0, m.offset() - 16);
            sb.append("\n  around offset ").append(m.offset()).append(" (0x").append(Integer.toHexString(m.offset()))
                    .append("), from ").append(from).append(": ").append(hex(b, from, 48));
        }
        return sb.toString();
    }

    private static String hex(byte[] b, int from, int n) {
        int to = Math.min(b.length, from + n);
        return HexFormat.ofDelimiter(" ").formatHex(b, from, to) + (to < b.length ? " …" : "");
    }

    public String decoder() {
        return decoder;
    }

    public String inputName() {
        return inputName;
    }

    /** The damaged input and what was done to it. */
    public Mutation mutation() {
        return mutation;
    }
}
