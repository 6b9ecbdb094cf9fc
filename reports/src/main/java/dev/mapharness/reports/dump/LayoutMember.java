package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mapharness.Codecs;
import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Decoded;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.Formats;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.MapWriteException;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.format.SourceLayout;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The dump's {@code "layout"} member: {@code {"source": Base64, "size": n, "sha256": hex}}, the file
 * the model was read from. Every layout mapharness keeps is what a file's own bytes say about the
 * parts its model leaves to the writer (a zlib or LZO stream, spacing, number spellings), so the only
 * faithful form of it is the file itself; undumping reads the source again and takes its layout,
 * never its model (docs/json-dump.md, "The file's layout").
 */
final class LayoutMember {
    static final String NAME = "layout";
    static final List<String> PROPERTIES = List.of("source", "size", "sha256");
    static final String SHA256_PATTERN = "^[0-9a-f]{64}$";

    private LayoutMember() {
    }

    /**
     * The member for {@code model} read from {@code file} with {@code layout}, if the layout matters:
     * the canonical write differs from the file and the write in the layout gives it back.
     */
    static Optional<ObjectNode> of(MapModel model, byte[] file, Optional<SourceLayout> layout, JsonNodeFactory nodes) {
        if (layout.isEmpty() || layout.get().format() != model.format()
                || Arrays.equals(writeOrNull(model, Optional.empty()), file)
                || !Arrays.equals(writeOrNull(model, layout), file)) {
            return Optional.empty();
        }
        ObjectNode o = nodes.objectNode();
        o.put("source", Base64.getEncoder().encodeToString(file));
        o.put("size", file.length);
        o.put("sha256", sha256(file));
        return Optional.of(o);
    }

    /** The layout a document's member names, checked against its size, digest and format; empty for null or none. */
    static Optional<SourceLayout> read(JsonNode member, Format format) {
        if (member == null || member.isNull()) {
            return Optional.empty();
        }
        String at = "/" + NAME;
        if (!member.isObject()) {
            throw new DumpException(at, "expected an object {\"source\", \"size\", \"sha256\"} or null, found " + Kinds.of(member));
        }
        member.fieldNames().forEachRemaining(name -> {
            if (!PROPERTIES.contains(name)) {
                throw new DumpException(at + "/" + name, "is no member of a layout (" + String.join(", ", PROPERTIES) + ")");
            }
        });
        byte[] source = base64(member.get("source"), at + "/source");
        JsonNode size = member.get("size");
        if (size == null || !size.canConvertToLong() || !size.isIntegralNumber()) {
            throw new DumpException(at + "/size", "expected the source's size in bytes, found " + Kinds.of(size));
        }
        if (size.asLong() != source.length) {
            throw new DumpException(at + "/size", "the source holds " + source.length + " bytes, not " + size.asText()
                    + ": it was cut or changed");
        }
        JsonNode digest = member.get("sha256");
        if (digest == null || !digest.isTextual() || !digest.asText().matches(SHA256_PATTERN)) {
            throw new DumpException(at + "/sha256", "expected 64 lowercase hex digits, found " + Kinds.of(digest));
        }
        if (!digest.asText().equals(sha256(source))) {
            throw new DumpException(at + "/sha256", "the source's SHA-256 is " + sha256(source) + ": it was changed");
        }
        return Optional.of(layoutOf(source, format, at + "/source"));
    }

    private static SourceLayout layoutOf(byte[] source, Format format, String at) {
        Optional<Detection> d = Formats.detect(source);
        if (d.isEmpty() || d.get().format() != format) {
            throw new DumpException(at, "is " + d.map(Detection::label).map(l -> "a " + l + " file").orElse("no map file")
                    + ", not a " + format.displayName() + " file as the dump's format says");
        }
        Decoded<? extends MapModel> decoded;
        try {
            decoded = Codecs.forFormat(format).orElseThrow().read(source, ReadOptions.LENIENT);
        } catch (MapFormatException e) {
            throw new DumpException(at, "does not read as a " + format.displayName() + " file: " + e.getMessage(), e);
        }
        return decoded.layout().orElseThrow(() -> new DumpException(at,
                "mapharness keeps no layout for " + format.displayName() + " files: their encoding is the canonical one"));
    }

    private static byte[] base64(JsonNode n, String at) {
        if (n == null || !n.isTextual()) {
            throw new DumpException(at, "expected the file's bytes as standard Base64, found " + Kinds.of(n));
        }
        try {
            return Base64.getDecoder().decode(n.asText());
        } catch (IllegalArgumentException e) {
            throw new DumpException(at, "is not standard Base64: " + e.getMessage(), e);
        }
    }

    private static byte[] writeOrNull(MapModel model, Optional<SourceLayout> layout) {
        try {
            return Codecs.write(model, layout);
        } catch (MapWriteException e) {
            return null;
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
