package dev.mapharness.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mapharness.Codecs;
import dev.mapharness.format.MapModel;
import dev.mapharness.format.ReadOptions;
import dev.mapharness.reports.conformance.CaseVerdict;
import dev.mapharness.reports.rules.RuleSettings;
import dev.mapharness.reports.rules.RuleSettingsFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A writer's verdict with rule settings: a muted or lowered rule fails no case, a changed value still does. */
class RuleSettingsJudgementTest {
    /** Where a WWD header holds its checksum. */
    private static final int WWD_CHECKSUM = 0x2EC;

    private static Path corpus(String file) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("corpus").resolve("wwd"))) {
                return p.resolve("corpus").resolve(file);
            }
        }
        throw new IllegalStateException("no corpus above " + Path.of("").toAbsolutePath());
    }

    private static RuleSettings settings(List<String> ignore, List<String> severity) {
        return RuleSettingsFile.commandLine(ignore, List.of(), severity, null);
    }

    @Test
    void aWrongChecksumFailsUnlessItsRuleIsMutedOrLowered() throws IOException {
        MapModel model = Codecs.read(Files.readAllBytes(corpus("wwd/small.wwd")), ReadOptions.LENIENT).model();
        byte[] written = Codecs.write(model);
        ByteBuffer b = ByteBuffer.wrap(written).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(WWD_CHECKSUM, b.getInt(WWD_CHECKSUM) + 1);

        Judgement plain = WriterConformance.judge(model, written, 0);
        assertEquals(CaseVerdict.FAIL, plain.verdict(), plain.reasons()::toString);
        assertEquals(List.of("header.checksum"), plain.fields());
        String rule = "wwd/checksum-unknown-formula";
        assertEquals(CaseVerdict.PASS, WriterConformance.judge(model, written, 0, settings(List.of(rule), List.of())).verdict());
        assertEquals(CaseVerdict.PASS, WriterConformance.judge(model, written, 0, settings(List.of(), List.of(rule + "=note"))).verdict());
        assertEquals(CaseVerdict.PASS, WriterConformance.judge(model, written, 0, settings(List.of("wwd/*"), List.of())).verdict());
        assertEquals(CaseVerdict.FAIL, WriterConformance.judge(model, written, 0,
                settings(List.of("wwd/header-reserved-not-zero"), List.of())).verdict());
    }
}
