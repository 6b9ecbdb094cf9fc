package dev.mapharness.reports.nightly;

/**
 * Something that changed since the previous night.
 *
 * @param kind      fixed, broke again, or new
 * @param target    the fuzz target (or {@code round-trip}, {@code differential})
 * @param signature the finding's signature, or the corpus file for round trips and differentials
 * @param title     what it is, in a line
 */
public record Change(Kind kind, String target, String signature, String title) {
    public enum Kind {
        /** Failed the previous night, passes now. */
        FIXED("fixed"),
        /** Passed the previous night (or was fixed once), fails now. */
        BROKE("broke"),
        /** Never seen before this night. */
        NEW("new");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        /** Stable name used in JSON and HTML. */
        public String id() {
            return id;
        }
    }
}
