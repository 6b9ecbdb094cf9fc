package dev.mapharness.cli;

/** A command carrying {@link GlobalOptions}, so failure handling can honour {@code --verbose}. */
interface HasGlobalOptions {
    GlobalOptions globalOptions();
}
