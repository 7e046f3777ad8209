package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class BadInputTest {

    /* arguments, and a fragment the one line must contain */
    static Stream<Arguments> badInputs() {
        return Stream.of(
                bad("P must be at least 1, got 0", "run", "broadcast", "--P", "0", "--L", "6", "--o", "2", "--g", "4"),
                bad("P must be at least 1, got -3", "run", "broadcast", "--P", "-3", "--L", "6", "--o", "2", "--g", "4"),
                bad("L must not be negative, got -1", "run", "broadcast", "--P", "8", "--L", "-1", "--o", "2", "--g", "4"),
                bad("o must not be negative, got -2", "run", "broadcast", "--P", "8", "--L", "6", "--o", "-2", "--g", "4"),
                bad("g must not be negative, got -4", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "-4"),
                bad("lambda must be at least 1, got 0", "run", "broadcast", "--model", "postal", "--P", "8", "--lambda", "0"),
                bad("unknown broadcast algorithm 'fastest'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--algorithm", "fastest"),
                bad("unknown model 'pram'", "run", "broadcast", "--model", "pram", "--P", "8"),
                bad("missing --L", "run", "broadcast", "--model", "logp", "--P", "8", "--o", "2", "--g", "4"),
                bad("missing --lambda", "run", "broadcast", "--model", "postal", "--P", "8"),
                bad("missing --P", "run", "broadcast", "--L", "6", "--o", "2", "--g", "4"),
                bad("--L does not apply to the postal model", "run", "broadcast", "--model", "postal", "--P", "8",
                        "--lambda", "3", "--L", "6"),
                bad("unknown option '--frobnicate'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--frobnicate"),
                bad("did you mean --P?", "run", "broadcast", "--p", "8", "--L", "6", "--o", "2", "--g", "4"),
                bad("'eight' is not an int", "run", "broadcast", "--P", "eight", "--L", "6", "--o", "2", "--g", "4"),
                bad("unknown thread mode 'green'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--threads", "green"),
                bad("timeout must be more than 0", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--timeout", "0"),
                bad("must end in .csv or .json", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--trace", "trace.xml"),
                bad("unexpected argument 'now'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "now"),
                bad("missing subcommand, one of: broadcast", "run"),
                bad("missing subcommand, one of: run", new String[0]),
                bad("unknown subcommand 'sing', one of: run", "sing"),
                bad("unknown subcommand 'gossip', one of: broadcast", "run", "gossip"));
    }

    private static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void badInputExitsWith2AndOneLineOnStderr(String expected, String[] args) {
        Invocation run = Invocation.of(args);
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        String err = run.err();
        assertTrue(err.startsWith("pcmemu: "), err);
        assertTrue(err.endsWith("\n"), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains(expected), err);
        assertFalse(err.contains("Exception"), err);
        assertFalse(err.contains("at org."), err);
        assertFalse(err.contains("Usage:"), err);
    }
}
