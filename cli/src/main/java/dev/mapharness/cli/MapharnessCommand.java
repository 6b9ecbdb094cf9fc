package dev.mapharness.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(name = "mapharness", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        synopsisSubcommandLabel = "COMMAND",
        headerHeading = "%n",
        header = "Read, check, convert and compare old game map files.",
        description = {
            "Tells what a map file is, whether it conforms to its format byte for byte and, if not, "
                + "which field at which byte is wrong; converts between formats with a report of what "
                + "could not be carried over; compares two files, or one world across versions, field by "
                + "field. Run 'mapharness COMMAND --help' for each.",
            "",
            "Reads and writes: 1WVR, 4WVR, 8WVR, OPRW 17–25, WWD (Claw, Gruntz), text WMP, binary WMP "
                + "(WMPB, WED 7/8) and $$$$M (Gamestudio), Tiled JSON. Recognises but does not read: OPRW 26+."},
        commandListHeading = "%nCommands:%n",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:ok",
            "1:findings: violations, a refused lossy conversion, a writer's refusal, unexpected divergences",
            "2:usage error",
            "3:unreadable input: missing file, unknown format, bytes that do not decode"},
        footerHeading = "%nExamples:%n",
        footer = {
            "  mapharness info island.wrp",
            "  mapharness check --json out/*.wrp",
            "  mapharness convert island.wrp island-arma.wrp --to 8wvr",
            "  mapharness diff ours.wrp theirs.wrp"})
final class MapharnessCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "missing COMMAND (info, check, convert or diff)");
    }
}
