package dev.mapharness.mm;

import dev.mapharness.rules.Rule;
import dev.mapharness.bytes.RawString;
import dev.mapharness.format.Editors;
import dev.mapharness.format.Violation;
import dev.mapharness.format.Violations;
import dev.mapharness.text.TailSplit;
import dev.mapharness.text.TextInput;
import dev.mapharness.text.Token;
import java.util.List;

/**
 * What MapBuilder for 3D GameStudio's {@code $$M} export writes for an extended entity where wmpio
 * writes otherwise (docs/gamestudio-text.md, "MapBuilder's export"): {@code ndef} as the material
 * of an entity without one, and its shadow sprite's file name (the entity's first string, sometimes
 * a second) after the material. Both are notes: the compiler is MapBuilder's own build step for
 * this output. A level holds hundreds of such entities, so each habit is one note with a count and
 * the first place.
 */
final class MapBuilderHabits {
    /** MapBuilder writes at most the entity's two strings after the material. */
    private static final int MAX_STRINGS = 2;

    private int noMaterial;
    private Token firstNoMaterial;
    private String noMaterialField;
    private int strings;
    private Token firstStrings;
    private String stringsField;

    /** An entity's material, just read at {@code at}. */
    void material(Token at, RawString material, TextInput in) {
        if (material.text().equals("ndef")) {
            if (noMaterial++ == 0) {
                firstNoMaterial = at;
                noMaterialField = in.pathOf("material");
            }
        }
    }

    /**
     * True, and counted, if the tokens of {@code rest} from {@code from} are one or two names after
     * a material, as MapBuilder writes an entity's strings.
     */
    boolean strings(TextInput in, List<Token> rest, int from) {
        int n = rest.size() - from;
        if (n < 1 || n > MAX_STRINGS) {
            return false;
        }
        for (int i = from; i < rest.size(); i++) {
            if (!TailSplit.isName(in.bytes(), rest.get(i))) {
                return false;
            }
        }
        if (strings++ == 0) {
            firstStrings = rest.get(from);
            stringsField = in.pathOf("extra");
        }
        return true;
    }

    void report(Violations v) {
        if (noMaterial > 0) {
            v.add(note(MmRules.MATERIAL_NDEF, firstNoMaterial, noMaterialField, noMaterial + " extended entit" + (noMaterial == 1 ? "y has" : "ies have")
                    + " the material ndef, MapBuilder's word for none (wmpio leaves the material line out); the"
                    + " compiler carries it as a material name"));
        }
        if (strings > 0) {
            v.add(note(MmRules.ENTITY_STRINGS, firstStrings, stringsField, strings + " extended entit" + (strings == 1 ? "y has" : "ies have")
                    + " one or two names after the material: the entity's strings, where MapBuilder writes the"
                    + " file name of the entity's shadow sprite (wmpio writes none); kept as written"));
        }
    }

    private static Violation note(Rule rule, Token at, String field, String message) {
        return new Violation(rule, at.offset(), field, "line " + at.line() + ", column " + at.column() + ": " + message,
                dev.mapharness.format.Severity.NOTE, Editors.MAPBUILDER);
    }
}
