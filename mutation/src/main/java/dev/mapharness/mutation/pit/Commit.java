package dev.mapharness.mutation.pit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** The commit a run measured: git's short hash, with {@code +changes} when sources differ from it. */
public final class Commit {
    private Commit() {
    }

    public static String describe(Path root) {
        try {
            String hash = git(root, "rev-parse", "--short", "HEAD");
            String changes = git(root, "status", "--porcelain", "--untracked-files=no", "--", "*/src", "corpus");
            return hash.isEmpty() ? "unknown" : changes.isEmpty() ? hash : hash + "+changes";
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String git(Path root, String... args) throws IOException {
        String[] cmd = new String[args.length + 1];
        cmd[0] = "git";
        System.arraycopy(args, 0, cmd, 1, args.length);
        Process p = new ProcessBuilder(cmd).directory(root.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        try {
            return p.waitFor() == 0 ? out : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
