package dev.mapharness.cli;

import dev.mapharness.reports.SafeText;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/** Builds the {@code mapharness} command line: the commands, and one-line handling of errors. */
public final class Cli {
    private Cli() {
    }

    public static CommandLine create() {
        return create(Migrator.REGISTRY);
    }

    /** The command line with {@code convert} using {@code migrator}. */
    public static CommandLine create(Migrator migrator) {
        CommandLine cl = new CommandLine(new MapharnessCommand())
                .addSubcommand(new InfoCommand())
                .addSubcommand(new CheckCommand())
                .addSubcommand(new ConvertCommand(migrator))
                .addSubcommand(new DiffCommand())
                .addSubcommand(new DumpCommand())
                .addSubcommand(new UndumpCommand())
                .addSubcommand(new ConformanceCommand())
                .addSubcommand(new FuzzCommand())
                .addSubcommand(new NightlyCommand())
                .addSubcommand(new ReproCommand())
                .addSubcommand(new RulesCommand());
        // the descriptions are written in lines of up to 92 characters; picocli's default of 80 would break them mid-sentence
        cl.setUsageHelpWidth(100);
        cl.setParameterExceptionHandler(USAGE_ERROR);
        cl.setExecutionExceptionHandler(INTERNAL_ERROR);
        return cl;
    }

    /** Picocli's errors and ours: one line, a suggestion if picocli has one, where to find help. */
    private static final IParameterExceptionHandler USAGE_ERROR = (ParameterException e, String[] args) -> {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("mapharness: " + SafeText.of(e.getMessage()));
        UnmatchedArgumentException.printSuggestions(e, err);
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        err.flush();
        return ExitCodes.USAGE;
    };

    /**
     * A command threw something it should have turned into a report: a bug. One line, and the
     * stack trace with {@code --verbose}.
     */
    private static final IExecutionExceptionHandler INTERNAL_ERROR = (Exception e, CommandLine cmd, CommandLine.ParseResult parsed) -> {
        PrintWriter err = cmd.getErr();
        if (e instanceof FileProblem) {
            err.println("mapharness: " + e.getMessage());
            err.flush();
            return ExitCodes.UNREADABLE;
        }
        boolean verbose = cmd.getCommand() instanceof HasGlobalOptions g && g.globalOptions().verbose();
        err.println("mapharness: internal error: " + SafeText.of(e) + (verbose ? "" : " (--verbose shows the stack trace)"));
        if (verbose) {
            e.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.FINDINGS;
    };
}
