package dev.mapharness.reports.dump;

/**
 * A JSON dump that does not make a model: where in the document (a JSON Pointer, {@code
 * /model/objects/3/name}) and why. Also thrown when a model holds a type the dump has no form for.
 */
public final class DumpException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String pointer;

    public DumpException(String pointer, String message) {
        super((pointer.isEmpty() ? "the document" : pointer) + ": " + message);
        this.pointer = pointer;
    }

    public DumpException(String pointer, String message, Throwable cause) {
        super((pointer.isEmpty() ? "the document" : pointer) + ": " + message, cause);
        this.pointer = pointer;
    }

    /** Where in the document, as a JSON Pointer; empty for the document itself. */
    public String pointer() {
        return pointer;
    }
}
