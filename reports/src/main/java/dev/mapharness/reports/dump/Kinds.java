package dev.mapharness.reports.dump;

import com.fasterxml.jackson.databind.JsonNode;

/** What a JSON node is, in words for messages. */
final class Kinds {
    private Kinds() {
    }

    static String of(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "nothing";
        }
        return switch (n.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "the number " + n.asText();
            case BOOLEAN -> n.asText();
            case NULL -> "null";
            default -> n.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }
}
