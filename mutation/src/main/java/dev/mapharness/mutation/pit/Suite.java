package dev.mapharness.mutation.pit;

import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;

/**
 * The tests PIT runs against the mutants. The whole harness is what the goals are about; the codecs module's
 * own tests are a subset, so the score they give is a lower bound of the harness's, measured many times
 * faster: a mutant that survives runs every test that reaches it, and in the harness that is, for a class every
 * reader uses, minutes of corpus round trips and replays per mutant.
 */
public enum Suite {
    HARNESS("harness", "the whole harness", HarnessClasspath.MODULES),
    CODECS("codecs", "the codecs module's tests", List.of("codecs"));

    private final String id;
    private final String description;
    private final List<String> modules;

    Suite(String id, String description, List<String> modules) {
        this.id = id;
        this.description = description;
        this.modules = modules;
    }

    public String id() {
        return id;
    }

    String description() {
        return description;
    }

    List<String> modules() {
        return modules;
    }

    /** Reads {@code harness} or {@code codecs}. */
    static final class Converter implements CommandLine.ITypeConverter<Suite> {
        @Override
        public Suite convert(String value) {
            return Arrays.stream(values()).filter(s -> s.id.equals(value)).findFirst().orElseThrow(() ->
                    new CommandLine.TypeConversionException("'" + value + "' is not a suite; the suites: harness, codecs"));
        }
    }
}
