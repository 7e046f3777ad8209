package org.pcmemu.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.run.RunLauncher;
import org.pcmemu.harness.ProgramFile;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * Turns every failure into exactly one line on stderr, "pcmemu: what went wrong", and an exit
 * code: 2 for bad input (picocli's parse errors and {@link InvalidParameterException}, which the
 * models and the commands throw with a message naming the parameter), 1 for a failed run
 * ({@link EmulationException}) or anything unexpected.
 */
final class FailureHandler implements IParameterExceptionHandler, IExecutionExceptionHandler {
    private static final String STACKTRACE_ENV = "PCMEMU_STACKTRACE";

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        String message = ex instanceof UnmatchedArgumentException unmatched ? unmatched(unmatched, cmd) : describe(ex);
        report(cmd.getErr(), message + " (see " + cmd.getCommandSpec().qualifiedName() + " --help)", ex);
        return cmd.getCommandSpec().exitCodeOnInvalidInput();
    }

    /* "unknown option '--l', did you mean --L or --lambda?", "unknown subcommand 'rn'; did you mean run? (one of: run, ...)". */
    private static String unmatched(UnmatchedArgumentException ex, CommandLine cmd) {
        List<String> args = ex.getUnmatched();
        String first = args.isEmpty() ? "" : args.get(0);
        if (cmd.getCommandSpec().optionsMap().containsKey(first)) { // an option given after "--"
            return "'" + first + "' comes after '--', which ends the options: drop the '--'";
        }
        if (first.startsWith("-")) {
            List<String> suggestions = new ArrayList<>(); // a wrong case first (--l for --L), which picocli misses
            cmd.getCommandSpec().optionsMap().keySet().stream()
                    .filter(name -> name.equalsIgnoreCase(first)).forEach(suggestions::add);
            ex.getSuggestions().stream().filter(s -> !suggestions.contains(s)).forEach(suggestions::add);
            if (suggestions.isEmpty()) {
                suggestions.addAll(nearOptions(first, cmd.getCommandSpec().optionsMap().keySet()));
            }
            return "unknown option '" + first + "'"
                    + (suggestions.isEmpty() ? "" : ", did you mean " + String.join(" or ", suggestions) + "?");
        }
        Set<String> subcommands = cmd.getSubcommands().keySet();
        boolean positionalTaken = cmd.getParseResult() != null && !cmd.getParseResult().matchedPositionals().isEmpty();
        return subcommands.isEmpty() || positionalTaken // "figure NAME EXTRA": not a subcommand it misspelled
                ? "unexpected argument '" + first + "'"
                : "unknown subcommand '" + first + "'" + org.pcmemu.harness.Suggestions.didYouMean(first, subcommands)
                        + " (one of: " + String.join(", ", subcommands) + ")";
    }

    /*
     * What picocli does not suggest: an option with its value joined on ("--P8": --P 8), or one a
     * letter away ("--Ll", "--gg": --L, --g), among the options written with as many dashes.
     */
    static List<String> nearOptions(String given, Set<String> options) {
        String dashes = given.startsWith("--") ? "--" : "-";
        List<String> names = options.stream().filter(o -> o.startsWith(dashes) && !o.startsWith(dashes + "-"))
                .toList();
        String joined = names.stream().filter(o -> given.length() > o.length() && given.startsWith(o)
                && Character.isDigit(given.charAt(o.length()))).reduce((a, b) -> a.length() >= b.length() ? a : b)
                .orElse(null);
        if (joined != null) {
            return List.of(joined + " " + given.substring(joined.length()));
        }
        List<String> bare = names.stream().map(o -> o.substring(dashes.length())).toList();
        return org.pcmemu.harness.Suggestions.close(given.substring(dashes.length()), bare).stream()
                .map(o -> dashes + o).toList();
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
        report(cmd.getErr(), describe(ex), ex);
        if (ex instanceof ProcessorFailureException && ex.getCause() != null && cmd.getParseResult() != null
                && cmd.getParseResult().hasMatchedOption("--stacktrace")) {
            ex.getCause().printStackTrace(cmd.getErr()); // the program's own exception, as it threw it
            cmd.getErr().flush();
        }
        return ex instanceof InvalidParameterException
                ? cmd.getCommandSpec().exitCodeOnInvalidInput()
                : cmd.getCommandSpec().exitCodeOnExecutionException();
    }

    /** The message on one line; the exception's simple class name when the message is empty. */
    static String describe(Throwable t) {
        if (OutOfMemory.causes(t)) {
            return OutOfMemory.message();
        }
        if (RunLauncher.isThreadLimit(t)) {
            return "the operating system refused a new thread (its limit of threads per user, ulimit -u, or of the"
                    + " machine or container), not the heap";
        }
        if (t instanceof FileSystemException f) {
            String reason = t instanceof NoSuchFileException ? "no such file or folder"
                    : t instanceof AccessDeniedException ? "permission denied"
                    : t instanceof FileAlreadyExistsException ? "already exists"
                    : t instanceof NotDirectoryException ? "not a folder"
                    : f.getReason() != null ? f.getReason() : "cannot use it";
            return reason + ": " + f.getFile() + (f.getOtherFile() != null ? ", " + f.getOtherFile() : "");
        }
        String message = t.getMessage();
        if (message == null || message.isBlank()) {
            return t.getClass().getSimpleName();
        }
        if (t instanceof ProgramFile.CompileError) {
            return message.strip(); // javac's messages, a line each, with the source line and a caret
        }
        String line = message.strip().replaceAll("\\s*\\R\\s*", " ");
        return t instanceof EmulationException || t instanceof IllegalArgumentException
                || t instanceof ParameterException || t instanceof IllegalStateException
                || t instanceof UncheckedIOException
                ? line
                : t.getClass().getSimpleName() + ": " + line;
    }

    static void report(PrintWriter err, String message, Throwable cause) {
        if (OutOfMemory.isLine(message)) {
            if (!OutOfMemory.claim() || OutOfMemory.printWatched()) {
                return; // printed (now, with no allocation), or being printed as the process halts (MemoryWatch)
            }
        }
        err.println("pcmemu: " + message);
        if (cause != null && System.getenv(STACKTRACE_ENV) != null) {
            cause.printStackTrace(err);
        }
        err.flush();
    }
}
