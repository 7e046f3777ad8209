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
                bad("--machine logp:L=6 names the model and its parameters; give either --machine or --model with its"
                        + " options, not both", "run", "broadcast", "--machine", "logp:L=6", "--o", "3", "--P", "8"),
                bad("--machine bsp:g=1,k=4: run takes an algorithm parameter as an option (--k 4), not in the spec",
                        "run", "broadcast", "--machine", "bsp:g=1,k=4", "--P", "8"),
                bad("unknown model 'bps'; did you mean bsp?", "run", "broadcast", "--model", "bps", "--P", "8"),
                bad("missing --P", "run", "broadcast", "--L", "6", "--o", "2", "--g", "4"),
                bad("--L does not apply to the postal model", "run", "broadcast", "--model", "postal", "--P", "8",
                        "--lambda", "3", "--L", "6"),
                bad("unknown option '--frobnicate'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--frobnicate"),
                bad("did you mean --L or --lambda or --latency or --latency-spread?", "run", "broadcast", "--P", "8", "--l", "6", "--o", "2", "--g", "4"),
                bad("unknown option '--Ll', did you mean --L?", "run", "broadcast", "--P", "8", "--Ll", "6"),
                bad("unknown option '--gg', did you mean --g or --G?", "run", "broadcast", "--P", "8", "--gg", "4"),
                bad("unknown option '--P8', did you mean --P 8?", "run", "broadcast", "--P8"),
                bad("'eight' is not a whole number", "run", "broadcast", "--P", "eight", "--L", "6", "--o", "2", "--g", "4"),
                bad("unknown thread mode 'green'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--threads", "green"),
                bad("timeout must be more than 0", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--timeout", "0"),
                bad("must end in .csv, .json, .perfetto.json or .goal", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4",
                        "--trace", "trace.xml"),
                bad("unexpected argument 'now'", "run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "now"),
                bad("unexpected argument 'bsp-table'", "figure", "logp-fig3", "bsp-table"),
                bad("'--json' comes after '--', which ends the options: drop the '--'", "run", "broadcast", "--P", "8",
                        "--L", "6", "--o", "2", "--g", "4", "--", "--json"),
                bad("missing subcommand, one of: broadcast", "run"),
                bad("missing subcommand, one of: run", new String[0]),
                bad("unknown subcommand 'sing' (one of: run", "sing"),
                bad("unknown subcommand 'gossip' (one of: broadcast", "run", "gossip"),
                bad("unknown subcommand 'braodcast'; did you mean broadcast? (one of: broadcast", "run", "braodcast"),
                bad("unknown subcommand 'lsit'; did you mean list? (one of: run, list", "lsit"),
                // BSP
                bad("--o does not apply to the bsp model, which takes --P, --g, --L, --cost",
                        Invocation.bsp64(8, "--o", "2")),
                bad("--lambda does not apply to the bsp model", Invocation.bsp64(8, "--lambda", "3")),
                bad("missing --P", "run", "broadcast", "--model", "bsp", "--g", "1", "--L", "8"),
                bad("p must be at least 1, got 0", "run", "broadcast", "--model", "bsp", "--p", "0", "--g", "1",
                        "--L", "8"),
                bad("g must not be negative, got -1", "run", "broadcast", "--model", "bsp", "--p", "64", "--g", "-1",
                        "--L", "8"),
                bad("L must not be negative, got -8", Invocation.bsp64(-8)),
                bad("broadcast flat on bsp takes no parameter 'k' (it takes words; k is for kary)",
                        Invocation.bsp64(8, "--algorithm", "flat", "--k", "4")),
                bad("broadcast best on bsp takes no parameter 'k' (it takes words; k is for kary)",
                        Invocation.bsp64(8, "--k", "4")),
                bad("broadcast kary needs k: the replication parameter", Invocation.bsp64(8, "--algorithm", "kary")),
                bad("k must be at least 2, got 1", Invocation.bsp64(8, "--algorithm", "kary", "--k", "1")),
                bad("words must be at least 1, got 0", Invocation.bsp64(8, "--words", "0")),
                bad("words must be at most 2147483647, got 2147483648", Invocation.bsp64(8, "--words", "2147483648")),
                bad("unknown BSP cost convention 'avg' (known: max, sum)", Invocation.bsp64(8, "--cost", "avg")),
                bad("unknown broadcast algorithm 'optimal' for the bsp model (it runs on logp, postal, loggp) (known:"
                        + " best, flat, binary, kary, two-phase)",
                        Invocation.bsp64(8, "--algorithm", "optimal")),
                bad("unknown trace format", Invocation.bsp64(8, "--trace", "bsp-trace.txt")),
                bad("does not fit in 64-bit model time", "run", "broadcast", "--model", "bsp", "--p", "64", "--g",
                        "1000000000000000000", "--L", "8", "--algorithm", "flat"),
                bad("does not fit in 64-bit model time", "run", "broadcast", "--model", "bsp", "--p", "64", "--g",
                        "4000000000000000000", "--L", "8"),
                bad("option '--P' (N) should be specified only once", Invocation.bsp64(8, "--P", "64")),
                // options of BSP on LogP
                bad("--cost does not apply to the logp model", Invocation.figure("--cost", "sum")),
                bad("broadcast optimal on logp takes no parameter 'k' (it takes none; k is for bsp kary, hpram"
                        + " heywood-ranka)", Invocation.figure("--k", "2")),
                bad("broadcast optimal on logp takes no parameter 'words' (it takes none; words is for bsp)",
                        Invocation.figure("--words", "2")),
                bad("unknown broadcast algorithm 'two-phase' for the logp model", Invocation.figure("--algorithm",
                        "two-phase")),
                // output places, refused before the run
                bad("--chart /proc/x.svg: folder /proc is on proc, a system file system", Invocation.figure("--chart",
                        "/proc/x.svg")),
                bad("--trace and --chart both name target/same.svg", Invocation.figure("--trace", "target/same.svg",
                        "--trace-format", "csv", "--chart", "target/same.svg")),
                bad("--out /dev/logp-fig3.svg: folder /dev is on devtmpfs", "figure", "logp-fig3", "--out", "/dev"),
                bad("figure fft writes no trace or chart", "figure", "fft", "--P", "4", "--L", "6", "--o", "2", "--g",
                        "4", "--points", "16", "--out", "target/f.csv", "--trace", "target/t.csv"),
                bad("--out /proc/figs cannot be made: no such file or folder: /proc/figs", "figure", "logp-fig3",
                        "--out", "/proc/figs"),
                bad("the grid has more than 2^63 points", "sweep", "broadcast", "--model", "logp", "--P",
                        "1..1000000", "--L", "1..1000000", "--o", "1..1000000", "--g", "1..5", "--out", "target/z.csv"),
                bad("no kitem algorithm runs on the logp model", "sweep", "kitem", "--model", "logp", "--P", "4", "--L",
                        "6", "--o", "2", "--g", "4", "--out", "target/k.csv"),
                bad("more than the 10^8 one sweep can list", "sweep", "broadcast", "--model", "logp", "--P", "1..1000",
                        "--L", "1..1000", "--o", "1..1000", "--g", "1..1000", "--out", "target/huge.csv", "--yes"),
                bad("--param zzz: no broadcast algorithm compared here takes it (they take k, words)", "compare",
                        "broadcast", "--p", "64", "--machine", "bsp:g=1,L=8", "--param", "zzz=3"),
                bad("nothing to compare: bsp kary: needs k", "compare", "broadcast", "--p", "64", "--machine",
                        "bsp:g=1,L=8", "--algorithm", "kary"),
                bad("--param k is given twice", "compare", "broadcast", "--p", "64", "--machine", "bsp:g=1,L=8",
                        "--param", "k=4", "--param", "k=5"),
                bad("--param k: give it as NAME=VALUE", "compare", "broadcast", "--p", "64", "--machine",
                        "bsp:g=1,L=8", "--param", "k"),
                // run custom: classes that cannot be run
                bad("class t.Missing is not in --classpath", custom("target/test-classes", "t.Missing")),
                bad("java.lang.Number is abstract or an interface", custom("target/test-classes", "java.lang.Number")),
                bad("--classpath pom.xml is not a readable jar", custom("pom.xml", "t.Missing")),
                bad("--class must name a class", custom("target/test-classes", "")),
                bad("bound '-1' is -1 at P=4, L=6, o=2, g=4: a bound is a cost in cycles, at least 0", "run", "custom", "--class",
                        CustomCommandTest.TokenRing.class.getName(), "--classpath", "target/test-classes", "--model",
                        "logp", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "-1", "--claim", "at-least"),
                bad("g(k) = 0/0 is not a finite number at k = 1", "run", "broadcast", "--model", "dbsp", "--p", "8",
                        "--latency", "log", "--bandwidth", "0/0"),
                bad("continuous broadcast needs at least 2 processors", "run", "continuous", "--model", "postal",
                        "--P", "1", "--lambda", "2"),
                bad("--layout and --remap are now --algorithm: --algorithm cyclic (the cyclic layout has no remap)",
                        "run", "fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points", "64", "--layout",
                        "cyclic", "--remap", "naive"),
                bad("fft blocked on logp takes no parameter 'local' (it takes points, c, seed; local is for hybrid-staggered, hybrid-naive)", "run", "fft", "--P",
                        "4", "--L", "6", "--o", "2", "--g", "4", "--points", "64", "--algorithm", "blocked", "--local",
                        "5"));
    }

    private static String[] custom(String classpath, String className) {
        return new String[] {"run", "custom", "--class", className, "--classpath", classpath, "--model", "logp", "--P",
            "4", "--L", "6", "--o", "2", "--g", "4", "--bound", "10", "--claim", "at-least"};
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
