package org.pcmemu.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Arrays;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.run.MemoryGuard;
import org.pcmemu.emulator.run.RunLauncher;
import picocli.CommandLine;

/**
 * Entry point of the {@code pcmemu} command line. Exit codes ({@link ExitCodes}): 0 success, 1 the
 * run failed (deadlock, timeout, a failing processor, an I/O error, anything unexpected), 2 bad
 * input, 3 the run completed but its measured cost breaks the claim.
 * Every failure is reported as one line on stderr, never a stack trace (set the environment
 * variable {@code PCMEMU_STACKTRACE=1} to get one).
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (System.getProperty("java.awt.headless") == null) { // pictures need no display (see pictures.Canvas)
            System.setProperty("java.awt.headless", "true");
        }
        Thread.setDefaultUncaughtExceptionHandler(Main::uncaught);
        MemoryWatch.start();
        if (!Arrays.asList(args).contains("-q") && !Arrays.asList(args).contains("--quiet")) {
            // a line on stderr every 5 s of a long run; -q asks for silence
            RunLauncher.reportProgress(line -> System.err.println(line), Duration.ofSeconds(5));
        }
        int code;
        try {
            CommandLine cli = commandLine(args);
            code = execute(cli, args);
            cli.getOut().flush();
            cli.getErr().flush();
        } catch (OutOfMemoryError e) { // reporting it ran out of memory too
            OutOfMemory.halt();
            return;
        }
        if (OutOfMemory.reported()) { // out of memory, said so: System.exit's shutdown needs heap, and logs a line of its own
            OutOfMemory.halt();
        }
        System.exit(code);
    }

    /*
     * A thread outside the emulator's control died: an out-of-memory, or an error it caused (a
     * class that could not be initialized without heap), is noted for the run to end on with its
     * one line; anything else gets one line, not the JVM's stack trace. If writing that line runs
     * out of heap too, the out-of-memory is noted instead of the JVM printing its own line.
     */
    static void uncaught(Thread thread, Throwable e) {
        try {
            if (OutOfMemory.causes(e)) {
                MemoryGuard.noteOutOfMemory();
            } else {
                FailureHandler.report(new PrintWriter(System.err, true), "internal error in thread '"
                        + thread.getName() + "': " + FailureHandler.describe(e), e);
            }
        } catch (OutOfMemoryError reportingFailed) {
            MemoryGuard.noteOutOfMemory();
        }
    }

    /** The whole configured command tree; tests redirect its output with setOut and setErr. */
    static CommandLine commandLine() {
        return configure(CommandTree.all());
    }

    /** The configured command tree for {@code args}: only the path to the command they name, if they name one. */
    static CommandLine commandLine(String... args) {
        return configure(CommandTree.forArguments(args));
    }

    /** Installs the one-line failure reporting on {@code cli}. */
    static CommandLine configure(CommandLine cli) {
        OutOfMemory.prepare();
        FailureHandler failures = new FailureHandler();
        return AsciiNumbers.register(cli).setParameterExceptionHandler(failures).setExecutionExceptionHandler(failures);
    }

    /**
     * Runs {@code args}: argument files that picocli could not read as such are refused first
     * (exit 2, {@link ArgumentFiles}); errors that escape picocli (such as running out of memory)
     * become exit 1.
     */
    static int execute(CommandLine cli, String... args) {
        try {
            ArgumentFiles.check(args);
        } catch (InvalidParameterException e) {
            FailureHandler.report(cli.getErr(), e.getMessage(), e);
            return CommandLine.ExitCode.USAGE;
        }
        try {
            int code = cli.execute(args);
            return outputLost(cli) ? fail(cli.getErr(), "cannot write to standard output (closed, or the disk is full);"
                    + " the output is incomplete", null) : code;
        } catch (OutOfMemoryError e) {
            return fail(cli.getErr(), FailureHandler.describe(e), e);
        } catch (RuntimeException | Error e) { // the last line of defence: one line, no trace
            return fail(cli.getErr(), FailureHandler.describe(e), e);
        }
    }

    /* Print streams swallow write errors; they only remember them. */
    private static boolean outputLost(CommandLine cli) {
        return cli.getOut().checkError() || System.out.checkError();
    }

    private static int fail(PrintWriter err, String message, Throwable cause) {
        FailureHandler.report(err, message, cause);
        return CommandLine.ExitCode.SOFTWARE;
    }
}
