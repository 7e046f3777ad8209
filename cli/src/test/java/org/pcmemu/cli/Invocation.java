package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/** One in-process run of the command line with captured stdout and stderr. */
record Invocation(int exitCode, String out, String err) {

    static Invocation of(String... args) {
        return on(Main.commandLine(args), args);
    }

    static Invocation on(CommandLine cli, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = Main.execute(cli, args);
        return new Invocation(code, out.toString(), err.toString());
    }

    /**
     * Main in a JVM of its own, on this test's class path, with the environment of this one and
     * {@code env}; its stdout and stderr go to {@code log}.
     */
    static Process process(Path log, Map<String, String> env, String... args) throws IOException {
        List<String> command = new ArrayList<>(javaCommand());
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        return builder.start();
    }

    /** This JVM's java, its flags that Main needs, and this test's class path: {@code java ... -cp PATH}. */
    static List<String> javaCommand() {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElseThrow());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-exports") || a.startsWith("--sun-misc") || a.startsWith("--enable")) {
                command.add(a);
            }
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        return command;
    }

    /** The Figure case: LogP paper Figure 3 / SPAA Figure 1, P=8, L=6, o=2, g=4. */
    static String[] figure(String... more) {
        return join(new String[] {"run", "broadcast", "--model", "logp", "--P", "8", "--L", "6", "--o", "2", "--g", "4"},
                more);
    }

    /** A BSP broadcast on p = 64 processors with g = 1 and the given L, then {@code more}. */
    static String[] bsp64(long latency, String... more) {
        return join(new String[] {"run", "broadcast", "--model", "bsp", "--p", "64", "--g", "1", "--L",
            Long.toString(latency)}, more);
    }

    private static String[] join(String[] base, String[] more) {
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return all;
    }
}
