package dev.mapharness.reports.html;

import dev.mapharness.rules.Rule;
import dev.mapharness.rules.RulesDoc;

/**
 * Where a rule id in an HTML report links to: its section of docs/rules.md, by the anchor GitHub
 * gives the section's heading. The one place that says where that page is.
 */
public final class RuleLink {
    /** The page of rules, relative to the repository's root (where the project's documents are read). */
    public static final String PAGE = RulesDoc.PATH;

    private RuleLink() {
    }

    public static String href(Rule rule) {
        return PAGE + "#" + RulesDoc.anchor(rule);
    }
}
