package dev.mapharness.tiled;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a JSON document against Tiled's map format: the JSON Schema {@code tiled-map.schema.json}
 * (required fields and their types), then the rules between fields that a schema cannot state.
 * Shared with the round-trip module's tests through the codecs test jar.
 */
public final class TiledMapSchema {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchema SCHEMA = load();

    private TiledMapSchema() {
    }

    private static JsonSchema load() {
        try (InputStream in = TiledMapSchema.class.getResourceAsStream("tiled-map.schema.json")) {
            if (in == null) {
                throw new IllegalStateException("tiled-map.schema.json is not on the class path");
            }
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every way {@code json} breaks the format; empty if Tiled should open it. */
    public static List<String> problems(byte[] json) {
        JsonNode map;
        try {
            map = JSON.readTree(json);
        } catch (IOException e) {
            return List.of("not JSON: " + e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        for (ValidationMessage m : SCHEMA.validate(map)) {
            problems.add(m.getMessage());
        }
        if (problems.isEmpty()) {
            crossFieldRules(map, problems);
        }
        return problems;
    }

    private static void crossFieldRules(JsonNode map, List<String> problems) {
        long nextLayerId = map.get("nextlayerid").asLong();
        long nextObjectId = map.get("nextobjectid").asLong();
        Set<Long> layerIds = new HashSet<>();
        Set<Long> objectIds = new HashSet<>();
        int i = 0;
        for (JsonNode layer : map.get("layers")) {
            String at = "$.layers[" + i++ + "]";
            long id = layer.get("id").asLong();
            if (id >= nextLayerId || !layerIds.add(id)) {
                problems.add(at + ".id: " + id + " is not a unique id below nextlayerid " + nextLayerId);
            }
            if (layer.get("type").asText().equals("tilelayer")) {
                long cells = layer.get("width").asLong() * layer.get("height").asLong();
                if (layer.get("data").size() != cells) {
                    problems.add(at + ".data: " + layer.get("data").size() + " gids, width × height is " + cells);
                }
            }
            if (layer.get("type").asText().equals("objectgroup")) {
                int j = 0;
                for (JsonNode o : layer.get("objects")) {
                    long oid = o.get("id").asLong();
                    if (oid >= nextObjectId || !objectIds.add(oid)) {
                        problems.add(at + ".objects[" + j + "].id: " + oid + " is not a unique id below nextobjectid "
                                + nextObjectId);
                    }
                    j++;
                }
            }
        }
        int t = 0;
        for (JsonNode tileset : map.get("tilesets")) {
            long count = tileset.get("tilecount").asLong();
            Set<Long> ids = new HashSet<>();
            int k = 0;
            for (JsonNode tile : tileset.path("tiles")) {
                long id = tile.get("id").asLong();
                if (id >= count || !ids.add(id)) {
                    problems.add("$.tilesets[" + t + "].tiles[" + k + "].id: " + id
                            + " is not a unique id below tilecount " + count);
                }
                k++;
            }
            t++;
        }
    }
}
