package dev.mapharness.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** The {@code mapharness} executable. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        // reports are UTF-8 whatever the locale (JSON must be; text shows "×" and "→")
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        CommandLine cl = Cli.create();
        cl.setOut(out);
        cl.setErr(err);
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            // past every per-file handler (a report of the whole run, a comparison of two files): still one line
            err.println(OutOfMemory.line("this command"));
            code = ExitCodes.UNREADABLE;
        }
        out.flush();
        err.flush();
        System.exit(code);
    }
}
