package dev.mapharness.reports;

import dev.mapharness.diff.DifferentialResult;
import dev.mapharness.format.Detection;
import dev.mapharness.reports.compare.DivergenceGroup;
import java.util.List;
import java.util.Optional;

/**
 * What {@code mapharness diff} found: two files compared with each other, or one OPRW world
 * written as several versions and read back.
 *
 * @param mode         which of the two comparisons ran
 * @param inputs       the files read (two, or one for {@link Mode#VERSIONS})
 * @param differential the comparison, absent if an input could not be read
 * @param groups       the differential's divergences grouped by field pattern, expected ones first
 * @param groupsOmitted divergences in field patterns past the group limit, counted
 * @param refusal      why the inputs were not compared although both read (files of two formats)
 */
public record DiffResult(Mode mode, List<Input> inputs, Optional<DifferentialResult> differential,
                         List<DivergenceGroup> groups, long groupsOmitted, Optional<String> refusal) {

    public enum Mode {
        /** Two files, A against B. */
        FILES("files"),
        /** One world, every version against every other. */
        VERSIONS("versions");

        private final String id;

        Mode(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    public enum Status {
        /** Nothing unexpected: every divergence is one the version table explains. */
        AGREES("agrees"),
        /** Unexpected divergences, or a version that did not write or read back. */
        DIVERGES("diverges"),
        UNREADABLE("unreadable");

        private final String id;

        Status(String id) {
            this.id = id;
        }

        /** Stable name used in JSON. */
        public String id() {
            return id;
        }
    }

    /**
     * One file read for the comparison.
     *
     * @param file       the name as given on the command line
     * @param size       file size in bytes, or -1 if it could not be read
     * @param detection  the format recognised, if any
     * @param violations what the (lenient) reader saw
     * @param failure    why the file could not be read, if it could not
     * @param evidence   the file's bytes, field map and model, for pictures and hex views
     */
    public record Input(String file, long size, Optional<Detection> detection, List<Finding> violations,
                        Optional<ReadFailure> failure, Evidence evidence) {
        public Input {
            violations = List.copyOf(violations);
        }

        public Input(String file, long size, Optional<Detection> detection, List<Finding> violations,
                     Optional<ReadFailure> failure) {
            this(file, size, detection, violations, failure, Evidence.NONE);
        }
    }

    public DiffResult {
        inputs = List.copyOf(inputs);
        groups = List.copyOf(groups);
    }

    public DiffResult(Mode mode, List<Input> inputs, Optional<DifferentialResult> differential,
                      List<DivergenceGroup> groups) {
        this(mode, inputs, differential, groups, 0, Optional.empty());
    }

    public DiffResult(Mode mode, List<Input> inputs, Optional<DifferentialResult> differential) {
        this(mode, inputs, differential, List.of());
    }

    /** Two files that read but cannot be compared: both are shown, with the reason. */
    public static DiffResult refused(List<Input> inputs, String reason) {
        return new DiffResult(Mode.FILES, inputs, Optional.empty(), List.of(), 0, Optional.of(reason));
    }

    public Status status() {
        if (inputs.stream().anyMatch(i -> i.failure().isPresent()) || differential.isEmpty()) {
            return Status.UNREADABLE;
        }
        return differential.get().agrees() ? Status.AGREES : Status.DIVERGES;
    }
}
