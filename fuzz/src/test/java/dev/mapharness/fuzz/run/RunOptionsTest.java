package dev.mapharness.fuzz.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mapharness.fuzz.FuzzTarget;
import dev.mapharness.fuzz.FuzzTargets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunOptionsTest {
    private static RunOptions options(List<FuzzTarget> targets, boolean oneStage) {
        return new RunOptions("fuzz", targets, Duration.ofMinutes(1), Deadline.NONE, Path.of("corpus"), Path.of("out"),
                10, RunOptions.DEFAULT_RSS_LIMIT_MB, ChildJvm.current(256), false, oneStage, false);
    }

    @Test
    void aDecoderExploresCheaplyUnlessOneStageIsAskedFor() {
        FuzzTarget decoder = FuzzTargets.byName("wwd-decode").orElseThrow();
        assertTrue(options(List.of(decoder), false).twoStage(decoder));
        assertFalse(options(List.of(decoder), true).twoStage(decoder));
    }

    @Test
    void aWriterHasOneStageEitherWay() {
        FuzzTarget writer = FuzzTargets.byName("wwd-write").orElseThrow();
        assertFalse(options(List.of(writer), false).twoStage(writer));
        assertFalse(options(List.of(writer), true).twoStage(writer));
    }
}
