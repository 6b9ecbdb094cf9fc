package dev.mapharness.bench.run;

/** Replaces the text between two marker lines of a document, keeping the markers. */
final class ReadmeSection {
    private ReadmeSection() {
    }

    /** The document with {@code body} between {@code start} and {@code end}; both markers are appended when missing. */
    static String replace(String document, String start, String end, String body) {
        int from = document.indexOf(start);
        int to = from < 0 ? -1 : document.indexOf(end, from);
        String block = start + "\n" + body + (body.endsWith("\n") ? "" : "\n") + end;
        if (from < 0 || to < 0) {
            return document + (document.endsWith("\n") ? "\n" : "\n\n") + block + "\n";
        }
        return document.substring(0, from) + block + document.substring(to + end.length());
    }
}
