package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /* A user's program for run custom, whose in-memory compilation loads the JDK's compiler. */
    private static final String PROGRAM = """
            import org.pcmemu.models.logp.LogPProcessor;
            import org.pcmemu.models.logp.LogPProgram;

            public final class Training implements LogPProgram {
                @Override
                public void run(LogPProcessor p) {
                    if (p.id() > 0) {
                        p.send(0, p.id());
                    } else {
                        for (int i = 1; i < p.processors(); i++) {
                            p.receive();
                        }
                    }
                }
            }
            """;

    private CacheTraining() {
    }

    public static void main(String[] args) throws IOException {
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        Path dir = Files.createTempDirectory("pcmemu-training");
        Path program = Files.writeString(dir.resolve("Training.java"), PROGRAM);
        List<String[]> commands = new ArrayList<>(List.of(COMMANDS));
        commands.add(new String[] {"run", "custom", program.toString(), "--P", "16", "-q"});
        for (String[] command : commands) {
            int code = Main.execute(Main.commandLine(command).setOut(none).setErr(none), command);
            System.out.println(String.join(" ", command) + ": exit " + code); // into the cache's log
        }
        Files.delete(program);
        Files.delete(dir);
        // as pcmemu ends: Runtime.exit looks up its logger (JDK 21+), whose classes the cache then holds
        System.exit(0);
    }
}
