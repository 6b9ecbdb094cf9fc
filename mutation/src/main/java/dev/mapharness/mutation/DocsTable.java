package dev.mapharness.mutation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** A generated table in a document, between two marker comments, replaced whole (the file written atomically). */
public final class DocsTable {
    private DocsTable() {
    }

    public static void replace(Path doc, String start, String end, String table) throws IOException {
        String text = Files.readString(doc);
        int from = text.indexOf(start);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            throw new IOException(doc + " has no " + start + " … " + end + " markers for the table");
        }
        Path tmp = doc.resolveSibling(doc.getFileName() + ".tmp");
        Files.writeString(tmp, text.substring(0, from + start.length()) + "\n" + table + text.substring(to));
        Files.move(tmp, doc, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
