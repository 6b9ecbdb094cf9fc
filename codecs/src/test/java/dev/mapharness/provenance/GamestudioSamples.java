package dev.mapharness.provenance;

import dev.mapharness.Codecs;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadOptions;
import java.nio.charset.StandardCharsets;
import java.util.Collections;

/**
 * Hand-built Gamestudio text for the provenance tests (our own levels, shaped after each writer's
 * source or habit as docs/provenance.md describes it, never copied from a real file), and the
 * verdicts on them.
 */
final class GamestudioSamples {
    static final String CRLF = "\r\n";

    private GamestudioSamples() {
    }

    /** A MapBuilder-style extended entity: 20 skills, flags, ambient, albedo, path, attach, material, then {@code shadow}. */
    static String mapBuilderEntity(String flags, String material, String shadow) {
        return entity("tree.mdl", "ndef", flags, material, shadow);
    }

    /**
     * An extended entity (type 7) with its file, action (word 12), flags (word 33) and material (word 38),
     * and {@code shadow} as word 39 unless empty.
     */
    static String entity(String file, String action, String flags, String material, String shadow) {
        return "{ //model" + CRLF + "\t7" + CRLF + "\t10 20 30 " + CRLF + "\t0 0 0 " + CRLF + "\t1 1 1 " + CRLF
                + "\t" + file + CRLF + "\ttree_001" + CRLF + "\t" + action + CRLF + "\t"
                + String.join(" ", Collections.nCopies(20, "0")) + " " + CRLF + "\t" + flags + CRLF + "\t0 " + CRLF
                + "\t50 " + CRLF + "\t0 " + CRLF + "\t0 " + CRLF + "\t" + material + CRLF
                + (shadow.isEmpty() ? "" : "\t" + shadow + CRLF) + "}" + CRLF;
    }

    static String levelAndSun(String name) {
        return "{ //level" + CRLF + "\t0" + CRLF + "\t" + name + ".$$w" + CRLF + "\t" + name + "palette.pcx" + CRLF + "}"
                + CRLF + "{ //sun" + CRLF + "\t5" + CRLF + "\t315 " + CRLF + "\t60 " + CRLF + "}" + CRLF;
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The verdict on {@code text} as a file of {@code format} that did not read: its bytes alone. */
    static Provenance unread(Format format, String text) {
        return Fingerprints.identify(FileFacts.unread(format, bytes(text)));
    }

    /** The verdict on {@code bytes} read strictly as {@code format}. */
    static Provenance read(Format format, byte[] bytes) {
        return Fingerprints.identify(FileFacts.read(bytes, Codecs.read(format, bytes, ReadOptions.STRICT)));
    }

    /** {@code text} as mapharness prints the level it holds, so a test holds whatever spacing the writer uses. */
    static byte[] printed(Format format, String text) {
        return Codecs.write(Codecs.read(format, bytes(text), ReadOptions.LENIENT).model());
    }

    /** A one-block text WMP as mapharness prints it, after {@code header}. */
    static byte[] generatedWmp(String header) {
        return printed(Format.WMP_TEXT, header + "block 0 {\r\n\tvertices 4\r\n\tfaces 4\r\n\t1 2 3   0 0 0   4 0 0\r\n\t0 4 0\r\n"
                + "\t3  0 1 2 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  0 2 3 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  0 3 1 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t3  1 3 2 : stone ( 1 0 0 0 ) ( 0 1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef\r\n"
                + "\t{\r\n\t\t0000\r\n\t\tndef\r\n\t\t0\r\n\t}\r\n}\r\n\r\n");
    }

    /** A {@code $$M} with a level, a sun and a wmpio-style entity as mapharness prints it, after {@code header}. */
    static byte[] generatedMm(String header) {
        return printed(Format.GAMESTUDIO_MAP, header + "version 711" + CRLF + levelAndSun("a")
                + mapBuilderEntity("0000", "ndef", ""));
    }
}
