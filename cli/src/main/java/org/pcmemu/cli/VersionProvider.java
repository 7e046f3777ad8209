package org.pcmemu.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the project version (filtered into version.properties by Maven) and the JVM. */
final class VersionProvider implements IVersionProvider {
    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() throws IOException {
        return new String[] {
            "pcmemu " + projectVersion(),
            "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + "), "
                    + System.getProperty("os.name") + " " + System.getProperty("os.arch"),
        };
    }

    static String projectVersion() throws IOException {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        }
        return p.getProperty("version", "unknown");
    }
}
