package dev.mapharness.fuzz.coverage;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IBundleCoverage;
import org.jacoco.core.analysis.IPackageCoverage;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.internal.data.CRC64;
import org.jacoco.core.tools.ExecFileLoader;
import org.jacoco.report.DirectorySourceFileLocator;
import org.jacoco.report.FileMultiReportOutput;
import org.jacoco.report.IReportVisitor;
import org.jacoco.report.html.HTMLFormatter;

/**
 * Line and branch coverage of the codecs from JaCoCo execution data, one set per target: the numbers
 * per package and per target, and an HTML report of everything the targets reached together, per
 * package and per class, with each line and branch no input reached marked in the source.
 */
final class CodecCoverage {
    private static final String BUNDLE = "mapharness codecs, reached by the fuzzing corpus";

    private CodecCoverage() {
    }

    /**
     * @param execByTarget each target's JaCoCo execution data, in the order the targets ran
     * @param classes      the codecs' class files ({@link CodecClasses#load})
     * @param sources      the codecs' sources ({@code codecs/src/main/java}); the report has no source
     *                     pages where it does not exist
     * @param reportDir    where the HTML report goes ({@code index.html} and one page per package and class)
     */
    static CoverageSummary report(Map<String, byte[]> execByTarget, Map<String, byte[]> classes, Path sources,
                                  Path reportDir, int inputs, double replaySeconds) throws IOException {
        long began = System.nanoTime();
        ExecFileLoader all = new ExecFileLoader();
        List<CoverageCounts> targets = new ArrayList<>();
        for (byte[] exec : execByTarget.values()) {
            all.load(new ByteArrayInputStream(exec));
        }
        IBundleCoverage bundle = analyze(all.getExecutionDataStore(), classes, false);
        for (Map.Entry<String, byte[]> e : execByTarget.entrySet()) {
            ExecFileLoader one = new ExecFileLoader();
            one.load(new ByteArrayInputStream(e.getValue()));
            // a class the target never loaded adds only misses: the whole bundle's totals stand for them
            IBundleCoverage reached = analyze(one.getExecutionDataStore(), classes, true);
            targets.add(new CoverageCounts(e.getKey(), reached.getLineCounter().getCoveredCount(),
                    bundle.getLineCounter().getTotalCount(), reached.getBranchCounter().getCoveredCount(),
                    bundle.getBranchCounter().getTotalCount()));
        }
        List<CoverageCounts> packages = new ArrayList<>();
        for (IPackageCoverage p : bundle.getPackages()) {
            packages.add(CoverageCounts.of(p.getName().replace('/', '.'), p));
        }
        packages.sort(java.util.Comparator.comparing(CoverageCounts::name));

        Files.createDirectories(reportDir);
        IReportVisitor html = new HTMLFormatter().createVisitor(new FileMultiReportOutput(reportDir.toFile()));
        html.visitInfo(all.getSessionInfoStore().getInfos(), all.getExecutionDataStore().getContents());
        html.visitBundle(bundle, new DirectorySourceFileLocator(sources.toFile(), "UTF-8", 4));
        html.visitEnd();
        double seconds = replaySeconds + (System.nanoTime() - began) / 1e9;
        return new CoverageSummary(reportDir.resolve("index.html").toString(), inputs, seconds,
                CoverageCounts.of("codecs", bundle), packages, targets);
    }

    /** The codecs' coverage by {@code data}; with {@code onlyReached}, of the classes {@code data} has probes of. */
    private static IBundleCoverage analyze(ExecutionDataStore data, Map<String, byte[]> classes, boolean onlyReached)
            throws IOException {
        CoverageBuilder builder = new CoverageBuilder();
        Analyzer analyzer = new Analyzer(data, builder);
        for (Map.Entry<String, byte[]> c : classes.entrySet()) {
            if (!onlyReached || data.get(CRC64.classId(c.getValue())) != null) {
                analyzer.analyzeClass(c.getValue(), c.getKey());
            }
        }
        return builder.getBundle(BUNDLE);
    }
}
