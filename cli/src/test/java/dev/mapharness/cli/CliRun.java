package dev.mapharness.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One in-process run of the command line with its output captured. */
record CliRun(int exit, String out, String err) {

    static CliRun run(String... args) {
        return run(Migrator.REGISTRY, args);
    }

    static CliRun run(Migrator migrator, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Cli.create(migrator);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new CliRun(exit, out.toString(), err.toString());
    }

    /** Non-empty lines of standard output. */
    java.util.List<String> outLines() {
        return out.lines().filter(l -> !l.isBlank()).toList();
    }

    @Override
    public String toString() {
        return "exit " + exit + "\n--- out ---\n" + out + "--- err ---\n" + err;
    }
}
