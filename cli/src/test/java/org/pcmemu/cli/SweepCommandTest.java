package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SweepCommandTest {
    @TempDir
    Path dir;

    /* The model-time columns of a sweep file's rows (no wall time), sorted, so that files compare by content. */
    private static List<String> points(Path file) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file).subList(1, Files.readAllLines(file).size())) {
            String[] cells = line.split(",", -1);
            out.add(String.join(",", List.of(cells).subList(0, cells.length - 1))); // drop wallMs
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
        assertTrue(lines.get(1).startsWith("logp,optimal,2,6,2,4,,,,,,,,,,,,,,,10,10,equals,true,"), lines.get(1));
        assertTrue(lines.get(4).startsWith("logp,optimal,16,6,2,4,,,,,,,,,,,,,,,32,32,equals,true,"), lines.get(4));
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
        // the schema's column order: P, L, o, g, lambda, p, ..., words, k
        assertTrue(lines.get(0).startsWith("{\"model\":\"bsp\",\"algorithm\":\"kary\",\"L\":2,\"g\":1,\"p\":4,"
                + "\"words\":1,\"k\":2,\"measured\":4,\"bound\":4,"), lines.get(0));
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
        String[] grid = {"sweep", "broadcast", "--model", "postal", "--P", "500..20000:500", "--lambda", "3",
            "--algorithm", "optimal,binomial,flat"};
        Path reference = dir.resolve("reference.csv");
        assertEquals(0, Invocation.of(join(grid, "--out", reference.toString())).exitCode());
        int total = 40 * 3;
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
                Arguments.of("the logp model needs g", new String[] {"--model", "logp", "--P", "8", "--L", "6",
                    "--o", "2"}),
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

    private static Process java(String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElseThrow());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-exports") || a.startsWith("--sun-misc") || a.startsWith("--enable")) {
                command.add(a);
            }
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
    }

    private static String[] join(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

}
