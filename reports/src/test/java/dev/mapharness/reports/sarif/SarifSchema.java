package dev.mapharness.reports.sarif;

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
 * The SARIF 2.1.0 JSON schema, read from {@code ../shared/schemas/} beside the repository (system
 * property {@code mapharness.schemas}); never copied into the project. A test that needs it is
 * skipped, saying so, where the folder is absent.
 */
public final class SarifSchema {
    private static JsonSchema schema;

    private SarifSchema() {
    }

    /** The schema's file, or the test is skipped. */
    static Path fileOrSkip() {
        Path root = Path.of(System.getProperty("mapharness.schemas", "../../shared/schemas")).toAbsolutePath().normalize();
        Path file = root.resolve("sarif-schema-2.1.0.json");
        if (!Files.isRegularFile(file)) {
            String why = "skipped: the SARIF schema " + file + " is absent (../shared/schemas/README.md)";
            System.out.println(why);
            Assumptions.abort(why);
        }
        return file;
    }

    /** Every way {@code log} breaks the schema; skips the test without the schema. */
    public static synchronized List<String> problems(JsonNode log) throws IOException {
        if (schema == null) {
            try (InputStream in = Files.newInputStream(fileOrSkip())) {
                schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
            }
        }
        return schema.validate(log).stream().map(ValidationMessage::getMessage).toList();
    }
}
