package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

class SweepCommandTest {
    @TempDir
    Path dir;

    /* A sweep of some seconds: 40 postal broadcasts of 500 to 20,000 processors by 3 algorithms. */
    private static final String[] LONG_SWEEP = {"sweep", "broadcast", "--model", "postal", "--P", "500..20000:500",
        "--lambda", "3", "--algorithm", "optimal,binomial,flat"};
    private static final int LONG_SWEEP_POINTS = 40 * 3;

    /* The model-time columns of a sweep file's rows (no wall time), sorted, so that files compare by content. */
    private static List<String> points(Path file) throws Exception {
        return points(Files.readAllLines(file));
    }

    private static List<String> points(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            out.add(String.join(",", List.of(cells).subList(0, cells.length - 1))); // drop wallMillis
        }
        out.sort(null);
        return out;
    }

    /* B(P) for L=6, o=2, g=4 at P = 2, 4, 8, 16 from the LogP paper's Figure 3 tree: 10, 18, 24, 32. */
    @Test
    void aSweepWritesOnePointPerLineWithTheFlatSchema() throws Exception {
        Path file = dir.resolve("runs.csv");
        Invocation run = Invocation.of("sweep", "broadcast", "--model", "logp", "--P", "2..16:log2", "--L", "6",
                "--o", "2", "--g", "4", "--algorithm", "optimal,flat", "--out", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals(9, lines.size());
        assertTrue(lines.get(0).startsWith("model,algorithm,P,L,o,g,") && lines.get(0).endsWith(
                ",measured,bound,claim,holds,ratio,messages,windows,supersteps,wallMillis"), lines.get(0));
        assertTrue(lines.get(1).startsWith("logp,optimal,2,6,2,4,,,,,,,,,,,,,,,,,,,,10,10,equals,true,"), lines.get(1));
        assertTrue(lines.get(4).startsWith("logp,optimal,16,6,2,4,,,,,,,,,,,,,,,,,,,,32,32,equals,true,"), lines.get(4));
        assertTrue(lines.get(5).startsWith("logp,flat,2,"), lines.get(5));
        assertTrue(run.out().contains("8 point(s) run, 0 already in"), run.out());
        Invocation again = Invocation.of("sweep", "broadcast", "--model", "logp", "--P", "2..16:log2", "--L", "6",
                "--o", "2", "--g", "4", "--algorithm", "optimal,flat", "--out", file.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().contains("0 point(s) run, 8 already in"), again.out());
        assertEquals(lines, Files.readAllLines(file));
    }

    @Test
    void jsonLinesGridsOverSeveralParametersAndOtherModels() throws Exception {
        Path file = dir.resolve("bsp.jsonl");
        Invocation run = Invocation.of("sweep", "broadcast", "--model", "bsp", "--p", "4,16", "--g", "1", "--L",
                "2..8:6", "--algorithm", "kary", "--k", "2,4", "--out", file.toString(), "--plot",
                dir.resolve("bsp.svg").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals(2 * 2 * 2, lines.size());
        // the schema's column order: P (on every model, given as --p here), L, o, g, ..., words, k
        assertTrue(lines.get(0).startsWith("{\"model\":\"bsp\",\"algorithm\":\"kary\",\"P\":4,\"L\":2,\"g\":1,"
                + "\"words\":1,\"k\":2,\"measured\":4,\"bound\":4,"), lines.get(0));
        assertTrue(lines.get(0).contains("\"supersteps\":") && !lines.get(0).contains("\"windows\":"), lines.get(0));
        assertTrue(Files.readString(dir.resolve("bsp.svg")).contains("<svg"));
    }

    /* Without --algorithm, as in compare: an algorithm whose required parameter the grid lacks is left out and named. */
    @Test
    void withoutAlgorithmsOneThatNeedsAMissingParameterIsLeftOut() throws Exception {
        Path file = dir.resolve("all.csv");
        Invocation run = Invocation.of("sweep", "broadcast", "--model", "bsp", "--p", "64", "--g", "1", "--L", "1",
                "--out", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("left out: bsp kary: needs k"), run.out());
        List<String> algorithms = Files.readAllLines(file).stream().skip(1).map(l -> l.split(",")[1]).sorted().toList();
        assertEquals(List.of("best", "binary", "flat", "two-phase"), algorithms);
        Invocation withK = Invocation.of("sweep", "broadcast", "--model", "bsp", "--p", "64", "--g", "1", "--L", "1",
                "--k", "4", "--out", dir.resolve("withk.csv").toString());
        assertEquals(0, withK.exitCode(), withK.err());
        assertFalse(withK.out().contains("left out"), withK.out());
    }

    /*
     * A sweep killed with SIGKILL (a real process) and started again ends with exactly the points
     * of an uninterrupted run, each once.
     */
    @Test
    void aSweepKilledMidRunAndRestartedEndsWithTheSamePointsEachOnce() throws Exception {
        String[] grid = LONG_SWEEP;
        Path reference = dir.resolve("reference.csv");
        assertEquals(0, Invocation.of(join(grid, "--out", reference.toString())).exitCode());
        int total = LONG_SWEEP_POINTS;
        assertEquals(total + 1, Files.readAllLines(reference).size());

        Path killed = dir.resolve("killed.csv");
        Process p = java(join(grid, "--out", killed.toString()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && (!Files.exists(killed) || Files.readAllLines(killed).size() < 10)) {
            Thread.sleep(5);
        }
        p.destroyForcibly(); // SIGKILL
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        int before = Files.readAllLines(killed).size();
        assertTrue(before >= 10 && before < total + 1, "killed mid-run: " + before + " lines");

        Invocation resumed = Invocation.of(join(grid, "--out", killed.toString()));
        assertEquals(0, resumed.exitCode(), resumed.err());
        List<String> got = points(killed);
        assertEquals(points(reference), got);
        assertEquals(got.size(), new HashSet<>(got).size(), "no point twice");
    }

    /* --jobs runs points at once but writes them in grid order: the same file as one at a time. */
    @Test
    void jobsGiveTheSameFileAsOneAtATime() throws Exception {
        String[] grid = {"sweep", "alltoall", "--model", "postal", "--P", "2..40:6", "--lambda", "1..3", "--items",
            "1,2"};
        Path one = dir.resolve("one.csv");
        Path three = dir.resolve("three.csv");
        assertEquals(0, Invocation.of(join(grid, "--out", one.toString())).exitCode());
        assertEquals(0, Invocation.of(join(grid, "--out", three.toString(), "--jobs", "3")).exitCode());
        assertEquals(2 * 7 * 3 * 2 + 1, Files.readAllLines(one).size());
        List<String> a = Files.readAllLines(one).stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList();
        List<String> b = Files.readAllLines(three).stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList();
        assertEquals(a, b);
    }

    /* --out - : the points on standard output (CSV, or JSON Lines with --jsonl), the notes on stderr, no file. */
    @Test
    void outDashWritesThePointsToStandardOutput() throws Exception {
        String[] grid = {"sweep", "broadcast", "--model", "logp", "--P", "2..16:log2", "--L", "6", "--o", "2", "--g",
            "4", "--algorithm", "optimal"};
        Path file = dir.resolve("runs.csv");
        assertEquals(0, Invocation.of(join(grid, "--out", file.toString())).exitCode());
        Invocation csv = Invocation.of(join(grid, "--out", "-", "--plot", dir.resolve("dash.svg").toString()));
        assertEquals(0, csv.exitCode(), csv.err());
        List<String> lines = csv.out().lines().toList();
        assertEquals(Files.readAllLines(file).get(0), lines.get(0));
        assertEquals(5, lines.size(), csv.out());
        assertEquals(points(file), points(lines));
        assertTrue(csv.err().contains("sweep: 4 point(s) run, written to standard output"), csv.err());
        assertTrue(csv.err().contains("plot: "), csv.err());
        assertTrue(Files.readString(dir.resolve("dash.svg")).contains("<svg"));
        assertFalse(Files.exists(Path.of("-")));

        Invocation jsonl = Invocation.of(join(grid, "--out", "-", "--jsonl"));
        assertEquals(0, jsonl.exitCode(), jsonl.err());
        List<String> objects = jsonl.out().lines().toList();
        assertEquals(4, objects.size(), jsonl.out());
        assertTrue(objects.get(3).startsWith("{\"model\":\"logp\",\"algorithm\":\"optimal\",\"P\":16,\"L\":6,\"o\":2,"
                + "\"g\":4,\"measured\":32,"), objects.get(3));

        Invocation misplaced = Invocation.of(join(grid, "--out", file.toString(), "--jsonl"));
        assertEquals(2, misplaced.exitCode());
        assertTrue(misplaced.err().contains("--jsonl is for --out -"), misplaced.err());
    }

    /* A reader that goes (| head) ends the sweep at the next point: exit 1, the one line of lost output. */
    @Test
    void aClosedStandardOutputEndsTheSweep() {
        String[] args = join(LONG_SWEEP, "--out", "-");
        CommandLine cli = Main.commandLine(args);
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(new Writer() {
            @Override
            public void write(char[] text, int offset, int length) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        }));
        cli.setErr(new PrintWriter(err, true));
        assertEquals(1, Main.execute(cli, args), err.toString());
        assertEquals(List.of("pcmemu: cannot write to standard output (closed, or the disk is full); the output is"
                + " incomplete"), err.toString().lines().toList());
    }

    /* The CSV of an older pcmemu (p, steps, wallMs) is refused, one line, exit 2, and left as it was. */
    @Test
    void aFileOfAnOlderPcmemuIsRefused() throws Exception {
        Path file = dir.resolve("old.csv");
        String old = "model,algorithm,P,L,o,g,capacity,lambda,p,cost,latency,bandwidth,words,k,operands,items,points,c,"
                + "local,seed,measured,bound,claim,holds,ratio,messages,steps,wallMs\n";
        Files.writeString(file, old);
        Invocation run = Invocation.of("sweep", "broadcast", "--model", "postal", "--P", "8", "--lambda", "3",
                "--out", file.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(file + " was written by an older pcmemu"), run.err());
        assertEquals(old, Files.readString(file));
    }

    /* Two sweeps into one --out in one process: the second is refused while the first runs; no point twice. */
    @Test
    void aSecondSweepIntoTheSameFileIsRefusedWhileTheFirstRuns() throws Exception {
        Path file = dir.resolve("shared.csv");
        String[] args = join(LONG_SWEEP, "--out", file.toString());
        CompletableFuture<Invocation> first = CompletableFuture.supplyAsync(() -> Invocation.of(args));
        awaitLines(file, 3, first::isDone);
        Invocation second = Invocation.of(args);
        assertFalse(first.isDone(), "the first sweep ended before the second started");
        assertEquals(2, second.exitCode(), second.err());
        assertEquals("pcmemu: " + file + " is being written by another sweep (in this process); wait for it or choose"
                + " another --out", second.err().strip());
        assertEquals(0, first.get(120, TimeUnit.SECONDS).exitCode());
        List<String> got = points(file);
        assertEquals(LONG_SWEEP_POINTS, got.size());
        assertEquals(got.size(), new HashSet<>(got).size(), "no point twice");
    }

    /*
     * A sweep in another process: a second sweep on its file is refused naming its pid; SIGINT (or
     * SIGTERM where this test's process ignores SIGINT, as a background job may) stops it with the
     * line that says how to resume, counting exactly the points in the file; the same command then
     * completes the file, each point once.
     */
    @Test
    void anotherProcessHoldsTheFileAndAnInterruptSaysHowToResume() throws Exception {
        Path file = dir.resolve("interrupted.csv");
        Path log = dir.resolve("sweep.log");
        String[] args = join(LONG_SWEEP, "--out", file.toString());
        Process p = java(log, args);
        try {
            awaitLines(file, 3, () -> !p.isAlive());
            Invocation second = Invocation.of(args);
            assertEquals(2, second.exitCode(), second.err());
            assertEquals(1, second.err().lines().count(), second.err());
            String who = Files.exists(Path.of("/proc/locks")) ? " (pid " + p.pid() + ")" : "";
            assertTrue(second.err().contains(file + " is being written by another sweep" + who
                    + "; wait for it or choose another --out"), second.err());

            boolean sigint = !ignores(p.pid(), 2);
            if (sigint) {
                assertEquals(0, new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor());
            } else {
                p.destroy(); // SIGTERM
            }
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(sigint ? 130 : 143, p.exitValue(), Files.readString(log));
        } finally {
            p.destroyForcibly();
        }
        int done = Files.readAllLines(file).size() - 1;
        assertTrue(done >= 2 && done < LONG_SWEEP_POINTS, done + " points");
        List<String> said = Files.readAllLines(log).stream().filter(l -> l.startsWith("interrupted")).toList();
        assertEquals(List.of("interrupted: rerun the same command to resume (" + done + " of " + LONG_SWEEP_POINTS
                + " points done)"), said, Files.readString(log));

        Invocation resumed = Invocation.of(args);
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains(done + " already in"), resumed.out());
        List<String> got = points(file);
        assertEquals(LONG_SWEEP_POINTS, got.size());
        assertEquals(got.size(), new HashSet<>(got).size(), "no point twice");
    }

    @Test
    void theInterruptedLineNamesThePointsDone() {
        assertEquals("interrupted: rerun the same command to resume (3 of 8 points done)",
                SweepCommand.interrupted(3, 8, true));
        assertEquals("interrupted: 3 of 8 points written to standard output", SweepCommand.interrupted(3, 8, false));
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("--P 9..3: the range is reversed", new String[] {"--model", "logp", "--P", "9..3",
                    "--L", "6", "--o", "2", "--g", "4"}),
                Arguments.of("--lambda does not apply to broadcast on the logp model", new String[] {"--model", "logp",
                    "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--lambda", "3"}),
                Arguments.of("the grid has 10000000 points, more than 10^6; add --yes", new String[] {"--model",
                    "logp", "--P", "1..1000", "--L", "1..1000", "--o", "1..10", "--g", "4", "--algorithm",
                    "optimal"}),
                Arguments.of("the grid has 1000000000 points, more than the 10^8 one sweep can list", new String[] {
                    "--model", "logp", "--P", "1..1000", "--L", "1..1000", "--o", "1..1000", "--g", "4", "--algorithm",
                    "optimal", "--yes"}),
                Arguments.of("unknown broadcast algorithm 'fast' for the logp model", new String[] {"--model", "logp",
                    "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--algorithm", "fast"}),
                Arguments.of("missing --P", new String[] {"--model", "logp", "--L", "6", "--o", "2", "--g", "4"}),
                // its last point, 2^28 processors at 3.6 KB each, cannot fit: refused before the first runs
                Arguments.of("broadcast on dbsp with 268435456 processors (about 3.6 KB each)", new String[] {
                    "--model", "dbsp", "--P", "16,268435456", "--algorithm", "root"}),
                Arguments.of("g must not be negative, got -1", new String[] {"--model", "logp", "--P", "8", "--L", "6",
                    "--o", "2", "--g", "-1"}),
                Arguments.of("broadcast kary needs k", new String[] {"--model", "bsp", "--p", "8", "--g", "1", "--L",
                    "2", "--algorithm", "kary"}),
                Arguments.of("unknown model 'pram'", new String[] {"--model", "pram", "--p", "8"}),
                Arguments.of("--trace is not a sweep parameter", new String[] {"--model", "logp", "--P", "8", "--L",
                    "6", "--o", "2", "--g", "4", "--trace", "t.csv"}),
                Arguments.of("--json is not a sweep parameter", new String[] {"--model", "logp", "--P", "8", "--L",
                    "6", "--o", "2", "--g", "4", "--json"}),
                Arguments.of("unknown capacity mode 'bogus'", new String[] {"--model", "postal", "--P", "8",
                    "--lambda", "3", "--capacity", "bogus"}),
                Arguments.of("unknown BSP cost convention 'min'", new String[] {"--model", "bsp", "--p", "8", "--g",
                    "1", "--L", "2", "--cost", "max,min"}),
                Arguments.of("L + o must be at least 1", new String[] {"--model", "logp", "--P", "8", "--L", "0",
                    "--o", "0", "--g", "4"}));
    }

    /* Labels are listed like numbers: one point per capacity mode, the naive all-to-all slower under enforce. */
    @Test
    void capacityModesAreAGridParameter() throws Exception {
        Path file = dir.resolve("modes.csv");
        Invocation run = Invocation.of("sweep", "alltoall", "--model", "postal", "--P", "16", "--lambda", "7",
                "--algorithm", "naive", "--capacity", "enforce,check", "--out", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals(3, lines.size());
        List<String> header = List.of(lines.get(0).split(","));
        int capacity = header.indexOf("capacity");
        int measured = header.indexOf("measured");
        String[] enforce = lines.get(1).split(",");
        String[] check = lines.get(2).split(",");
        assertEquals("enforce", enforce[capacity]);
        assertEquals("check", check[capacity]);
        assertTrue(Long.parseLong(enforce[measured]) > Long.parseLong(check[measured]), lines.toString());
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void badInputIsOneLineExitTwoAndNothingWritten(String expected, String[] args) throws Exception {
        Path file = dir.resolve("bad.csv");
        Invocation run = Invocation.of(join(join(new String[] {"sweep", "broadcast"}, args), "--out",
                file.toString()));
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("pcmemu: ") && run.err().contains(expected), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(Files.exists(file));
    }

    @Test
    void anOutputFileWithAnotherHeaderIsRefusedAndKept() throws Exception {
        Path file = dir.resolve("other.csv");
        Files.writeString(file, "x,y\n1,2\n");
        Invocation run = Invocation.of("sweep", "broadcast", "--model", "postal", "--P", "8", "--lambda", "3",
                "--out", file.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("exists with a different header"), run.err());
        assertEquals("x,y\n1,2\n", Files.readString(file));
    }

    /* Waits until {@code file} has {@code count} lines, failing if {@code over} says the writer ended first. */
    private static void awaitLines(Path file, int count, java.util.function.BooleanSupplier over) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(file) || Files.readAllLines(file).size() < count) {
            assertFalse(over.getAsBoolean(), "the sweep ended before writing " + count + " lines");
            assertTrue(System.nanoTime() < deadline, "no " + count + " lines in 60 s");
            Thread.sleep(5);
        }
    }

    /* Whether process {@code pid} ignores signal {@code signal} (Linux: the SigIgn mask of /proc/PID/status). */
    private static boolean ignores(long pid, int signal) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).strip(), 16) & (1L << (signal - 1))) != 0;
            }
        }
        return false;
    }

    private static Process java(String... args) throws Exception {
        return java(Path.of("/dev/null"), args);
    }

    /* Main in a JVM of its own, on this test's class path; its stdout and stderr go to {@code log}. */
    private static Process java(Path log, String... args) throws Exception {
        return Invocation.process(log, Map.of(), args);
    }

    private static String[] join(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

}
