package dev.mapharness.cli;

/**
 * A file the command itself needs (a report to write, a list to read, a resume state) cannot be
 * used: the command stops with this one line and exit 3, before it has done anything.
 */
class FileProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    FileProblem(String message) {
        super(message);
    }
}
