package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad input to the LogP-suite commands: one line on stderr, nothing on stdout, exit 2. */
class SuiteBadInputTest {
    private static final List<String> LOGP = List.of("--P", "8", "--L", "5", "--o", "2", "--g", "4");

    @TempDir
    Path dir;

    static Stream<Arguments> badInputs() {
        return Stream.of(
                bad("give exactly one of --time", "summation"),
                bad("give exactly one of --time", "summation", "--time", "28", "--operands", "80"),
                bad("operands must be at least 1, got 0", "summation", "--operands", "0"),
                bad("operands must be at least 1, got -5", "summation", "--operands", "-5"),
                bad("time must be at least 0, got -1", "summation", "--time", "-1"),
                bad("summation binary-tree on logp takes no parameter 'time' (it takes operands, operator; time is for optimal)",
                        "summation", "--time", "28", "--algorithm", "binary-tree"),
                bad("summation binary-tree needs operands", "summation", "--algorithm", "binary-tree"),
                bad("unknown summation algorithm 'fastest' for the logp model (known: optimal, binary-tree)",
                        "summation", "--time", "28", "--algorithm", "fastest"),
                bad("unknown operator 'max' (known: sum, concat, matrix)", "summation", "--time", "28",
                        "--operator", "max"),
                bad("'lots' is not a whole number", "summation", "--operands", "lots"),
                bad("items must be at least 1, got 0", "alltoall", "--items", "0"),
                bad("items must be at least 1, got -2", "alltoall", "--items", "-2"),
                bad("unknown alltoall algorithm 'random' for the logp model (known: staggered, naive)", "alltoall",
                        "--algorithm", "random"),
                bad("--order is now --algorithm: --algorithm random", "alltoall", "--order", "random"),
                bad("k(P-1) = 1428557143 * 7 = 9999900001", "alltoall", "--items", "1428557143"),
                bad("unknown allreduce algorithm 'tree' for the logp model (known: fibonacci, reduce-broadcast)", "allreduce",
                        "--algorithm", "tree"),
                bad("unknown option '--items'", "allreduce", "--items", "2"),
                bad("unknown option '--time'", "alltoall", "--time", "2"));
    }

    private static Arguments bad(String expected, String command, String... more) {
        List<String> args = new ArrayList<>(List.of("run", command));
        args.addAll(LOGP);
        args.addAll(List.of(more));
        return Arguments.of(expected, args.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badInputs")
    void badInputExitsWith2AndOneLineOnStderr(String expected, String[] args) {
        assertOneLineExit2(Invocation.of(args), expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commandsWithoutModelParameters")
    void missingModelParametersAreNamed(String command) {
        assertOneLineExit2(Invocation.of("run", command, "--model", "postal", "--lambda", "6"), "missing --P");
        assertOneLineExit2(Invocation.of("run", command, "--model", "pram", "--P", "8"), "unknown model 'pram'");
        assertOneLineExit2(Invocation.of("run", command, "--P", "0", "--L", "5", "--o", "2", "--g", "4"),
                "P must be at least 1, got 0");
        assertOneLineExit2(Invocation.of("run", command, "--model", "bsp", "--p", "8", "--g", "1", "--L", "2"),
                List.of("summation", "allreduce", "alltoall").contains(command) ? "no " + command + " algorithm runs on the bsp model"
                        : "this command runs on the logp and postal models, not on bsp");
    }

    static Stream<String> commandsWithoutModelParameters() {
        return Stream.of("summation", "alltoall", "allreduce");
    }

    /* A bad input costs no run and leaves no trace file. */
    @Test
    void badInputWritesNoTraceFile() throws Exception {
        Path file = dir.resolve("t.csv");
        List<String> args = new ArrayList<>(List.of("run", "summation"));
        args.addAll(LOGP);
        args.addAll(List.of("--operands", "0", "--trace", file.toString()));
        assertOneLineExit2(Invocation.of(args.toArray(String[]::new)), "operands must be at least 1");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(0, files.count());
        }
    }

    private static void assertOneLineExit2(Invocation run, String expected) {
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        String err = run.err();
        assertTrue(err.startsWith("pcmemu: "), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains(expected), err);
        assertFalse(err.contains("Exception"), err);
        assertFalse(err.contains("Usage:"), err);
    }
}
