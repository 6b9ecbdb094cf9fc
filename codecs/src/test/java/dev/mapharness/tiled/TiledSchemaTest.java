package dev.mapharness.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Our exports against the schema of Tiled's map format, and the schema against broken exports. */
class TiledSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode written() throws IOException {
        return (ObjectNode) JSON.readTree(TiledCodec.INSTANCE.write(TiledSamples.everything()));
    }

    private static List<String> problemsAfter(Consumer<ObjectNode> breakIt) throws IOException {
        ObjectNode map = written();
        breakIt.accept(map);
        return TiledMapSchema.problems(JSON.writeValueAsBytes(map));
    }

    private static ObjectNode layer(ObjectNode map, int i) {
        return (ObjectNode) map.get("layers").get(i);
    }

    @Test
    void writtenSampleConforms() {
        assertEquals(List.of(), TiledMapSchema.problems(TiledCodec.INSTANCE.write(TiledSamples.everything())));
    }

    /** The schema agrees with Tiled itself: a map Tiled 1.8.2 saved conforms. */
    @Test
    void mapSavedByTiledConforms() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("saved-by-tiled-1.8.json")) {
            assertEquals(List.of(), TiledMapSchema.problems(in.readAllBytes()));
        }
    }

    @Test
    void missingRequiredFieldsAreRejected() throws IOException {
        for (String field : List.of("type", "version", "orientation", "renderorder", "width", "height", "tilewidth",
                "tileheight", "infinite", "nextlayerid", "nextobjectid", "layers", "tilesets")) {
            List<String> problems = problemsAfter(m -> m.remove(field));
            assertFalse(problems.isEmpty(), field);
            assertTrue(problems.toString().contains(field), () -> field + ": " + problems);
        }
        assertFalse(problemsAfter(m -> layer(m, 1).remove("draworder")).isEmpty());
        assertFalse(problemsAfter(m -> layer(m, 0).remove("data")).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("tilesets").get(0)).remove("tilecount")).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) layer(m, 1).get("objects").get(0)).remove("id")).isEmpty());
    }

    @Test
    void wrongTypesAreRejected() throws IOException {
        assertFalse(problemsAfter(m -> m.put("width", "3")).isEmpty());
        assertFalse(problemsAfter(m -> m.put("infinite", 0)).isEmpty());
        assertFalse(problemsAfter(m -> m.put("type", "tileset")).isEmpty());
        assertFalse(problemsAfter(m -> m.put("orientation", "diagonal")).isEmpty());
        assertFalse(problemsAfter(m -> layer(m, 0).put("visible", "yes")).isEmpty());
        assertFalse(problemsAfter(m -> layer(m, 0).put("opacity", 1.5)).isEmpty());
        assertFalse(problemsAfter(m -> ((ArrayNode) layer(m, 0).get("data")).set(0, -1)).isEmpty());
        assertFalse(problemsAfter(m -> ((ArrayNode) layer(m, 0).get("data")).set(0, 4294967296L)).isEmpty());
        assertFalse(problemsAfter(m -> layer(m, 1).put("draworder", "bottomup")).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("properties").get(1)).put("value", "five")).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("properties").get(1)).put("value", 2.5)).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("properties").get(1)).put("value", 1L << 31)).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("properties").get(3)).put("value", "true")).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("properties").get(0)).put("type", "text")).isEmpty());
    }

    @Test
    void brokenRulesBetweenFieldsAreRejected() throws IOException {
        assertFalse(problemsAfter(m -> ((ArrayNode) layer(m, 0).get("data")).remove(0)).isEmpty());
        assertFalse(problemsAfter(m -> layer(m, 2).put("id", 1)).isEmpty());
        assertFalse(problemsAfter(m -> m.put("nextlayerid", 3)).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) layer(m, 1).get("objects").get(1)).put("id", 1)).isEmpty());
        assertFalse(problemsAfter(m -> m.put("nextobjectid", 7)).isEmpty());
        assertFalse(problemsAfter(m -> ((ObjectNode) m.get("tilesets").get(0)).put("tilecount", 9)).isEmpty());
    }
}
