package dev.mapharness.reports;

import dev.mapharness.bytes.MapFormatException;
import dev.mapharness.format.Detection;
import dev.mapharness.format.Format;
import dev.mapharness.format.ReadMode;
import dev.mapharness.format.Severity;
import dev.mapharness.migrate.LossReport;
import dev.mapharness.migrate.MigrationRules;
import dev.mapharness.wvr4.Wvr4WriteRules;
import dev.mapharness.migrate.MigrationTarget;
import dev.mapharness.provenance.Provenance;
import dev.mapharness.rules.ReadRules;
import dev.mapharness.wvr4.Wvr4Rules;
import dev.mapharness.wwd.WwdRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/** Results as the commands would produce them, for the renderer tests. */
final class Samples {
    static final String HOSTILE = "bad\u001b]0;pwned\u0007\nname\u202E.wrp";
    static final Detection WVR4 = new Detection(Format.WVR4, OptionalInt.empty(), "signature \"4WVR\"");

    private Samples() {
    }

    static FileInfo info(String name) {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("grid", "256 × 256");
        summary.put("objects", 1234);
        summary.put("terminator record", "yes");
        return new FileInfo(name, 16_777_216, Optional.of(WVR4), ReadMode.STRICT, summary,
                List.of(Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, 4660, "objects[3].id", "id 5 is already used by objects[1]")),
                Optional.empty(), Optional.of(Provenance.unknown("one encoding per world and no known writer's mark",
                        List.of())));
    }

    static CheckResult malformed(String name) {
        return new CheckResult(name, 100, Optional.of(WVR4), List.of(), Optional.of(ReadFailure.malformed(
                new MapFormatException(ReadRules.TRUNCATED, 100, "textureNames[2]", "32 bytes", "only 0 bytes"))));
    }

    static CheckResult violations(String name) {
        return new CheckResult(name, 9000, Optional.of(WVR4), List.of(
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.TEXTURE_INDEX_PAST_TABLE, 12, "textureIndices[0]", "3 cells use slots past the table"),
                Finding.error(Finding.Kind.VIOLATION, Wvr4Rules.OBJECT_ID_DUPLICATE, 4660, "objects[3].id", "id 5 is already used")), Optional.empty());
    }

    /** A WWD level with a warning and a note naming the editor that writes it. */
    static CheckResult editorHabits(String name) {
        return new CheckResult(name, 2000, Optional.of(new Detection(Format.WWD, OptionalInt.empty(), "header size")), List.of(
                new Finding(Finding.Kind.VIOLATION, WwdRules.STRING_BYTES_AFTER_NUL, Severity.WARNING, 16, "header.name", "non-zero bytes after the NUL", ""),
                new Finding(Finding.Kind.VIOLATION, WwdRules.CHECKSUM_WAPMAP_FORMULA, Severity.NOTE, 748, "header.checksum", "another formula", "WapMap")),
                Optional.empty());
    }

    static ConvertResult writeRefusal() {
        return new ConvertResult("in.wrp", "out.wrp", Optional.of(WVR4), MigrationTarget.of(Format.WVR4), List.of(), List.of(),
                ConvertResult.Status.REFUSED_WRITE, -1, Optional.empty(), Optional.of(new ConvertResult.Refusal("objects[3].name",
                        "the 4WVR writer cannot represent this: an empty name ends the model list",
                        Optional.of(Wvr4WriteRules.OBJECT_NAME_EMPTY))));
    }

    static ConvertResult lossyRefusal() {
        LossReport report = new LossReport.Builder().lost(MigrationRules.OBJECT_DROPPED, "objects[2].name",
                "longer than 32 bytes").derived(MigrationRules.VALUE_DEFAULTED, "landCellSize", "set to 50 m").build();
        return new ConvertResult("in.wrp", "out.wrp", Optional.of(WVR4),
                MigrationTarget.of(Format.WVR8),
                List.of(new ConvertResult.Step(MigrationTarget.of(Format.WVR4), MigrationTarget.of(Format.WVR8), report)), List.of(),
                ConvertResult.Status.REFUSED_LOSS, -1, Optional.empty(),
                Optional.of(new ConvertResult.Refusal("", "1 entry would be lost; use --allow-loss to convert anyway")));
    }
}
