package org.pcmemu.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
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
