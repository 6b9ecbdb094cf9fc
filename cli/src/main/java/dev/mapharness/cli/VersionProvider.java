package dev.mapharness.cli;

import picocli.CommandLine.IVersionProvider;

/** The version Maven stamped into {@code version.properties} at build time. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"mapharness " + Build.version(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
    }
}
