package dev.mapharness.fuzz.reports;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mapharness.reports.DiffResult;
import dev.mapharness.reports.JsonReport;
import dev.mapharness.reports.TextReport;
import dev.mapharness.reports.html.HtmlReport;
import dev.mapharness.reports.html.PictureSource;
import dev.mapharness.reports.junit.JUnitXml;
import dev.mapharness.reports.nightly.NightlyJson;
import dev.mapharness.reports.nightly.NightlyText;
import java.util.List;

/**
 * What makes an input a finding for the report writers: report models with hostile content
 * ({@link ReportModels}) rendered as text, JSON, JUnit XML and HTML, each of which must be what it
 * claims ({@link OutputChecks}), with no exception from any writer. JSON also gives every file name
 * back exactly as it was (the reports' JSON is for scripts, which must find the file).
 */
public final class ReportOracle {
    private ReportOracle() {
    }

    public static void check(FuzzedDataProvider data) {
        check(ReportModels.build(data));
    }

    static void check(ReportModels.Models m) {
        OutputChecks.text("info text", TextReport.info(m.infos()));
        OutputChecks.text("check text", TextReport.check(m.checks()));
        OutputChecks.text("diff text", TextReport.diff(m.diff()));
        OutputChecks.text("nightly text", NightlyText.render(m.nightly()));
        OutputChecks.text("convert text", TextReport.convert(m.convert()));

        files("info JSON", OutputChecks.json("info JSON", JsonReport.info(m.infos(), m.exitCode())).get("files"),
                m.infos().stream().map(f -> f.file()).toList(), "file");
        files("check JSON", OutputChecks.json("check JSON", JsonReport.check(m.checks(), m.exitCode())).get("files"),
                m.checks().stream().map(c -> c.file()).toList(), "file");
        files("diff JSON", OutputChecks.json("diff JSON", JsonReport.diff(m.diff(), m.exitCode())).get("inputs"),
                m.diff().inputs().stream().map(DiffResult.Input::file).toList(), "file");
        OutputChecks.json("nightly JSON", NightlyJson.render(m.nightly()));
        files("convert JSON", OutputChecks.json("convert JSON", JsonReport.convert(m.convert(), m.exitCode())),
                List.of(m.convert().input()), "input");

        OutputChecks.xml("check JUnit XML", JUnitXml.check(m.checks()));
        OutputChecks.xml("diff JUnit XML", JUnitXml.diff(m.diff()));
        OutputChecks.xml("nightly JUnit XML", JUnitXml.nightly(m.nightly()));
        OutputChecks.xml("fuzz JUnit XML", JUnitXml.fuzz(m.nightly().runId(), m.nightly().fuzz()));

        OutputChecks.html("check page", HtmlReport.check(m.checks(), PictureSource.NONE));
        OutputChecks.html("diff page", HtmlReport.diff(m.diff(), PictureSource.NONE));
        OutputChecks.html("nightly page", HtmlReport.nightly(m.nightly()));
    }

    /**
     * The JSON array {@code array} names each file in {@code names}, in order, by {@code member}, exactly;
     * an object stands for itself, one file.
     */
    private static void files(String what, JsonNode node, List<String> names, String member) {
        JsonNode array = node != null && node.isObject() ? JsonNodeFactory.instance.arrayNode().add(node) : node;
        if (array == null || !array.isArray() || array.size() != names.size()) {
            throw new AssertionError(what + ": " + names.size() + " files, but the JSON lists "
                    + (array == null ? "none" : array.size()));
        }
        for (int i = 0; i < names.size(); i++) {
            String back = array.get(i).path(member).asText(null);
            if (!names.get(i).equals(back)) {
                throw new AssertionError(what + ": file " + i + "'s name does not read back as itself");
            }
        }
    }
}
