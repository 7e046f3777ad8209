package org.pcmemu.cli;

import java.io.PrintWriter;
import java.io.Writer;

/**
 * The training run of the launcher's ahead-of-time class cache (JEP 483, JDK 25): small runs of
 * the commands people type most, in one JVM, so that the classes, lambdas and string
 * concatenations each needs are in the cache, loaded and linked, when a run starts. The commands'
 * output is thrown away (each one's exit code goes to the cache's log); a command that fails only
 * leaves its classes out. Not a user command: the {@code pcmemu} script runs it once per build of
 * the jar.
 */
public final class CacheTraining {
    private static final String[][] COMMANDS = {
        {"run", "broadcast", "--P", "256", "-q"},
        {"run", "broadcast", "--model", "logp", "--P", "256", "--L", "6", "--o", "2", "--g", "4", "-q"},
        {"run", "broadcast", "--model", "logp", "--P", "256", "--L", "6", "--o", "2", "--g", "4", "--json"},
        {"run", "broadcast", "--model", "postal", "--P", "256", "--lambda", "6", "-q"},
        {"run", "broadcast", "--model", "bsp", "--p", "256", "--g", "1", "--L", "8", "-q"},
        {"run", "broadcast", "--model", "hpram", "--p", "256", "--latency", "log", "-q"},
        {"run", "broadcast", "--model", "dbsp", "--p", "256", "--latency", "log", "--bandwidth", "1", "-q"},
        {"run", "summation", "--model", "logp", "--P", "64", "--L", "6", "--o", "2", "--g", "4", "--operands", "300", "-q"},
        {"run", "alltoall", "--model", "logp", "--P", "64", "--L", "6", "--o", "2", "--g", "4", "-q"},
        {"compare", "broadcast", "--P", "256", "--machine", "logp:L=6,o=2,g=4", "--machine", "postal:lambda=6",
            "--machine", "bsp:g=1,L=8", "--machine", "hpram:latency=log k", "--machine", "dbsp:latency=log k,bandwidth=1"},
    };

    private CacheTraining() {
    }

    public static void main(String[] args) {
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        for (String[] command : COMMANDS) {
            int code = Main.execute(Main.commandLine(command).setOut(none).setErr(none), command);
            System.out.println(String.join(" ", command) + ": exit " + code); // into the cache's log
        }
        // as pcmemu ends: Runtime.exit looks up its logger (JDK 21+), whose classes the cache then holds
        System.exit(0);
    }
}
