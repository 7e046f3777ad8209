package org.pcmemu.cli;

import java.io.PrintWriter;
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
        CommandLine cli = commandLine();
        int code = execute(cli, args);
        cli.getOut().flush();
        cli.getErr().flush();
        System.exit(code);
    }

    /** The configured command tree; tests redirect its output with setOut and setErr. */
    static CommandLine commandLine() {
        return configure(new CommandLine(new PcmemuCommand()));
    }

    /** Installs the one-line failure reporting on {@code cli}. */
    static CommandLine configure(CommandLine cli) {
        FailureHandler failures = new FailureHandler();
        return cli.setParameterExceptionHandler(failures).setExecutionExceptionHandler(failures);
    }

    /** Runs {@code args}; errors that escape picocli (such as running out of memory) become exit 1. */
    static int execute(CommandLine cli, String... args) {
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            return fail(cli.getErr(), "out of memory; give the JVM more, e.g. PCMEMU_JAVA_OPTS=-Xmx16g", e);
        } catch (RuntimeException | Error e) { // the last line of defence: one line, no trace
            return fail(cli.getErr(), FailureHandler.describe(e), e);
        }
    }

    private static int fail(PrintWriter err, String message, Throwable cause) {
        FailureHandler.report(err, message, cause);
        return CommandLine.ExitCode.SOFTWARE;
    }
}
