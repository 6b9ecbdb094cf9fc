package dev.mapharness.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;

/**
 * The SARIF 2.1.0 JSON schema from {@code ../shared/schemas/} beside the repository (system property
 * {@code mapharness.schemas}), never copied into the project; a test that needs it is skipped,
 * saying so, where it is absent.
 */
final class SarifSchemaFile {
    private static JsonSchema schema;

    private SarifSchemaFile() {
    }

    static synchronized List<String> problems(JsonNode log) throws IOException {
        if (schema == null) {
            Path root = Path.of(System.getProperty("mapharness.schemas", "../../shared/schemas")).toAbsolutePath().normalize();
            Path file = root.resolve("sarif-schema-2.1.0.json");
            if (!Files.isRegularFile(file)) {
                String why = "skipped: the SARIF schema " + file + " is absent (../shared/schemas/README.md)";
                System.out.println(why);
                Assumptions.abort(why);
            }
            try (InputStream in = Files.newInputStream(file)) {
                schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
            }
        }
        return schema.validate(log).stream().map(ValidationMessage::getMessage).toList();
    }
}
