package dev.mapharness.cli;

import dev.mapharness.reports.CheckResult;
import java.util.Optional;

/**
 * One batch entry of {@code check} once done: its result, or what an earlier run found when
 * {@code --resume} skipped it.
 *
 * @param name    the entry's name
 * @param result  the result, empty when the file was skipped
 * @param earlier what the earlier run found, when skipped
 * @param cause   the exception behind a read failure, for {@code --verbose}
 * @param stamp   the file's size and time when it was checked
 * @param nanos   how long the check took
 */
record CheckedFile(String name, Optional<CheckResult> result, Optional<ResumeState.Done> earlier,
                   Optional<Throwable> cause, FileStamp stamp, long nanos) {

    static CheckedFile of(CheckResult r, Optional<Throwable> cause, FileStamp stamp, long nanos) {
        return new CheckedFile(r.file(), Optional.of(r), Optional.empty(), cause, stamp, nanos);
    }

    static CheckedFile resumed(String name, ResumeState.Done earlier) {
        return new CheckedFile(name, Optional.empty(), Optional.of(earlier), Optional.empty(), FileStamp.NONE, 0);
    }

    CheckResult.Status status() {
        return result.map(CheckResult::status).orElseGet(() -> earlier.orElseThrow().status());
    }
}
