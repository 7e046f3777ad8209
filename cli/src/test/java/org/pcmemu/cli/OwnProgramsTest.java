package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.harness.ReportFile;

/**
 * A user's own program as docs/custom-algorithms.md runs it: the single-file examples under
 * examples/custom (each its own test, its output checked), compare and sweep of one program, the
 * capacity report, a bound from the command line, and every bad program of the list.
 */
class OwnProgramsTest {
    private static final Path EXAMPLES = Path.of("..", "examples", "custom");
    private static final Path BAD = Path.of("src", "test", "resources", "org", "pcmemu", "cli", "bad-programs");

    @TempDir
    Path dir;

    /*
     * Each example on the machines of each model it implements. Its bound is its own analysis
     * (bound(machine) in the file); the emulated cost must equal it. The anchors are worked by
     * hand from the formulas in the files' comments: a ring is P hops of L + 2o; recursive doubling
     * on P = 2^6 takes d + 5G with d = L + 2o, G = max(g, d); on BSP 6 supersteps of max(L, g);
     * halving on D-BSP with l(k) = log k, g = 1 and P = 2^n costs n(n+1)/2.
     */
    static Stream<Arguments> examples() {
        return Stream.of(
                Arguments.of("Ring.java", List.of("logp:L=6,o=2,g=4", "postal:lambda=3"), 64, Map.of(0, 640L, 1, 192L)),
                Arguments.of("AllReduce.java", List.of("logp:L=6,o=2,g=4", "postal:lambda=6", "bsp:g=1,L=8",
                        "logp:L=10,o=1,g=20"), 64, Map.of(0, 60L, 1, 36L, 2, 48L, 3, 112L)),
                Arguments.of("AllReduce.java", List.of("logp:L=6,o=2,g=4", "bsp:g=3,L=2,cost=sum"), 1000, Map.of()),
                Arguments.of("PrefixSum.java", List.of("bsp:g=1,L=8", "bsp:g=3,L=2,cost=sum"), 100, Map.of()),
                Arguments.of("AllToAll.java", List.of("bsp:g=1,L=8,words=4"), 8, Map.of(0, 28L)),
                Arguments.of("HalvingPrefixSum.java", List.of("dbsp", "hpram:latency=sqrt(k)", "dbsp:latency=1,bandwidth=3"),
                        64, Map.of(0, 21L)),
                Arguments.of("HalvingPrefixSum.java", List.of("dbsp", "hpram"), 7, Map.of()));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyExampleCostsWhatItsBoundSays(String file, List<String> machines, int p, Map<Integer, Long> anchors)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("compare", "custom", EXAMPLES.resolve(file).toString(),
                "--P", Integer.toString(p), "--json"));
        machines.forEach(m -> args.addAll(List.of("--machine", m)));
        Invocation run = Invocation.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        JsonNode reports = new ObjectMapper().readTree(run.out());
        assertEquals(machines.size(), reports.size(), run.out());
        for (int i = 0; i < reports.size(); i++) {
            JsonNode r = reports.get(i);
            assertEquals("equals", r.get("claim").asText(), r.toString());
            assertEquals(r.get("bound").asLong(), r.get("measured").asLong(), machines.get(i) + ": " + r);
            assertTrue(r.get("claimHolds").asBoolean(), r.toString());
            if (anchors.containsKey(i)) {
                assertEquals(anchors.get(i), r.get("measured").asLong(), machines.get(i));
            }
        }
    }

    /* The case: an example copied as Foo.java, compared across the models it implements, one chart. */
    @Test
    void anExampleCopiedAsFooComparesAcrossItsModelsWithOneChart() throws Exception {
        Path foo = dir.resolve("Foo.java");
        Files.copy(EXAMPLES.resolve("AllReduce.java"), foo);
        Path chart = dir.resolve("cmp.svg");
        Invocation run = Invocation.of("compare", "custom", foo.toString(), "--P", "64", "--machine",
                "logp:L=6,o=2,g=4", "--machine", "postal:lambda=6", "--machine", "bsp:g=1,L=8", "--plot",
                chart.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("AllReduce on 64 processors:"), run.out());
        assertEquals(3, run.out().lines().filter(l -> l.contains("AllReduce *")).count(), run.out());
        assertTrue(Files.readString(chart).contains("<svg"), "a chart");
    }

    /* 30 points, the bound a formula checked at each; one cycle less claimed fails at every point. */
    @Test
    void aSweepOfThirtyPointsChecksTheBoundFormulaAtEachPoint() throws Exception {
        Path out = dir.resolve("ring.csv");
        String ring = EXAMPLES.resolve("Ring.java").toString();
        Invocation sweep = Invocation.of("sweep", "custom", ring, "--model", "logp", "--P", "2..31", "--L", "6",
                "--bound", "P*(L+2*o)", "--claim", "equals", "--out", out.toString());
        assertEquals(0, sweep.exitCode(), sweep.err());
        List<Map<String, String>> rows = ReportFile.read(out);
        assertEquals(30, rows.size());
        for (Map<String, String> row : rows) {
            long p = Long.parseLong(row.get("P"));
            assertEquals(Long.toString(p * 10), row.get("bound"), row.toString());
            assertEquals("true", row.get("holds"), row.toString());
        }
        Path wrong = dir.resolve("wrong.csv");
        Invocation broken = Invocation.of("sweep", "custom", ring, "--model", "logp", "--P", "2..31", "--bound",
                "P*(L+2*o)-1", "--claim", "equals", "--out", wrong.toString());
        assertEquals(3, broken.exitCode(), broken.err());
        assertEquals(30, ReportFile.read(wrong).stream().filter(r -> r.get("holds").equals("false")).count());
    }

    /* A program's @Param in a sweep: its own column "params" in the file, a grid axis like any other. */
    @Test
    void aProgramParameterIsSweptAndWrittenToTheParamsColumn() throws Exception {
        Path out = dir.resolve("a2a.csv");
        Invocation sweep = Invocation.of("sweep", "custom", EXAMPLES.resolve("AllToAll.java").toString(), "--model",
                "bsp", "--P", "8", "--words", "1,2,3", "--out", out.toString());
        assertEquals(0, sweep.exitCode(), sweep.err());
        List<Map<String, String>> rows = ReportFile.read(out);
        assertEquals(List.of("1", "2", "3"), rows.stream().map(r -> r.get("words")).toList());
        // one superstep of a 7*words-relation with g = 1, L = 8: max(8, 7 words)
        assertEquals(List.of("8", "14", "21"), rows.stream().map(r -> r.get("measured")).toList());
    }

    /* Without a bound the report has the measured cost and no claim; exit 0. */
    @Test
    void aProgramWithoutABoundReportsTheMeasuredCostAlone() throws Exception {
        Path crowd = crowd();
        Invocation text = Invocation.of("run", "custom", crowd.toString(), "--model", "logp", "--P", "8");
        assertEquals(0, text.exitCode(), text.err());
        assertTrue(text.out().contains("bound      none"), text.out());
        JsonNode json = JsonOutput.of("run", "custom", crowd.toString(), "--model", "logp", "--P", "8", "--json");
        assertFalse(json.has("claim"), json.toString());
        assertEquals(34, json.get("measured").asLong()); // receptions at 8, 12, ..., 32, each taking o = 2
    }

    /*
     * Seven messages in transit to processor 0 at once against a limit of ceil(6/4) = 2: under
     * check the capacity report says so, in text and JSON; under enforce the sends stall.
     */
    @Test
    void theCapacityReportCoversOwnPrograms() throws Exception {
        Path crowd = crowd();
        Invocation text = Invocation.of("run", "custom", crowd.toString(), "--model", "logp", "--P", "8",
                "--capacity", "check");
        assertTrue(text.out().contains("EXCEEDED"), text.out());
        assertTrue(text.out().contains("worst 7, to processor 0"), text.out());
        JsonNode checked = JsonOutput.of("run", "custom", crowd.toString(), "--model", "logp", "--P", "8",
                "--capacity", "check", "--json");
        assertEquals(7, checked.get("capacity").get("worstInTransit").asLong());
        assertTrue(checked.get("capacity").get("exceeded").asBoolean());
        JsonNode enforced = JsonOutput.of("run", "custom", crowd.toString(), "--model", "logp", "--P", "8", "--json");
        assertTrue(enforced.get("capacity").get("stalledSends").asLong() > 0, enforced.toString());
    }

    private Path crowd() throws Exception {
        Path file = dir.resolve("Crowd.java");
        Files.writeString(file, """
                import org.pcmemu.models.logp.LogPProcessor;
                import org.pcmemu.models.logp.LogPProgram;

                public final class Crowd implements LogPProgram {
                    @Override
                    public void run(LogPProcessor p) {
                        if (p.id() == 0) {
                            for (int i = 1; i < p.processors(); i++) {
                                p.receive();
                            }
                        } else {
                            p.send(0, p.id());
                        }
                    }
                }
                """);
        return file;
    }

    static Stream<Arguments> badPrograms() {
        return Stream.of(
                Arguments.of("DoesNotCompile", "logp", 2, "DoesNotCompile.java does not compile:"),
                Arguments.of("UsesEngineInternals", "logp", 2,
                        "UsesEngineInternals.java:2: error: package org.pcmemu.emulator.window does not exist"),
                Arguments.of("NoInterface", "logp", 2, "NoInterface implements no program interface"),
                Arguments.of("WrongInterface", "logp", 2,
                        "WrongInterface does not run on logp: it implements BspProgram, for bsp (logp needs LogPProgram)"),
                Arguments.of("NoConstructor", "logp", 2, "NoConstructor has no public no-argument constructor"),
                Arguments.of("ConstructorThrows", "logp", 2,
                        "the constructor of ConstructorThrows threw IllegalStateException: no machine for me"
                                + " (ConstructorThrows.java:"),
                Arguments.of("ThrowsInProcessor17", "logp", 1,
                        "processor 17 failed at model time 5: IllegalStateException"),
                Arguments.of("Deadlocks", "logp", 1, "deadlock: 32 processor(s) wait for a message"),
                Arguments.of("SendsToMinusOne", "logp", 1, "sends to -1, which is not a processor (0..31)"),
                Arguments.of("SendsToP", "logp", 1, "sends to 32, which is not a processor (0..31)"),
                Arguments.of("CallsSystemExit", "logp", 2, "CallsSystemExit.java:"),
                Arguments.of("StartsThreads", "logp", 2, "StartsThreads.java:"));
    }

    @ParameterizedTest
    @MethodSource("badPrograms")
    void aBadProgramGetsOneClearLineAndItsExitCode(String name, String model, int exit, String expected) {
        Invocation run = Invocation.of("run", "custom", BAD.resolve(name + ".java").toString(), "--model", model,
                "--P", "32", "--timeout", "20");
        assertEquals(exit, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("pcmemu: "), run.err());
        assertTrue(run.err().contains(expected), run.err());
        assertFalse(run.err().contains("\tat "), run.err()); // no stack trace unless asked
        if (!List.of("DoesNotCompile", "UsesEngineInternals").contains(name)) { // javac's messages, a line each
            assertEquals(1, run.err().lines().count(), run.err());
        }
        assertEquals("", run.out());
    }

    /* The user's top frame in the line; --stacktrace adds the program's own trace. */
    @Test
    void aProgramsExceptionNamesItsLineAndStacktracePrintsItsTrace() {
        String file = BAD.resolve("ThrowsInProcessor17.java").toString();
        Invocation line = Invocation.of("run", "custom", file, "--model", "logp", "--P", "18");
        assertTrue(line.err().contains("(ThrowsInProcessor17.java:21)"), line.err());
        Invocation trace = Invocation.of("run", "custom", file, "--model", "logp", "--P", "18", "--stacktrace");
        assertEquals(1, trace.exitCode());
        assertTrue(trace.err().contains("\tat program//ThrowsInProcessor17.check(ThrowsInProcessor17.java:21)"),
                trace.err());
    }

    /*
     * A program that never returns is stopped by --timeout: exit 1, the unfinished processor named.
     * In a process of its own, since its spinning thread cannot be stopped and ends with the JVM.
     */
    @Test
    void aProgramThatLoopsForeverEndsAtTheTimeout() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "org.pcmemu.cli.Main",
                "run", "custom", BAD.resolve("LoopsForever.java").toString(), "--model", "logp", "--P", "4",
                "--timeout", "2").redirectErrorStream(true).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended");
        String output = new String(p.getInputStream().readAllBytes());
        assertEquals(1, p.exitValue(), output);
        assertTrue(output.contains("wall-clock timeout after 2 s; unfinished processors (id@clock): 0@0"), output);
    }

    static Stream<Arguments> badCommandLines() {
        String ring = EXAMPLES.resolve("Ring.java").toString();
        return Stream.of(
                Arguments.of(new String[] {"run", "custom", ring, "--model", "logp", "--P", "4", "--bound", "P*q"},
                        "bound 'P*q': unknown name 'q' (the variables are P, L, o, g; functions:"),
                Arguments.of(new String[] {"run", "custom", ring, "--model", "logp", "--P", "4", "--claim", "equals"},
                        "--claim goes with --bound"),
                Arguments.of(new String[] {"run", "custom", ring, "--model", "logp", "--P", "4", "--bound", "log2(P-4)"},
                        "bound 'log2(P-4)' is -Infinity"),
                Arguments.of(new String[] {"run", "custom", ring, "--model", "logp", "--P", "4", "--param", "k=2"},
                        "--param k: Ring has no @Param field k (it declares none)"),
                Arguments.of(new String[] {"run", "custom", "--model", "logp", "--P", "4"}, "which program?"),
                Arguments.of(new String[] {"run", "custom", "Nowhere.java", "--model", "logp", "--P", "4"},
                        "cannot read Nowhere.java: no such file"),
                Arguments.of(new String[] {"compare", "broadcast", ring, "--P", "4", "--machine", "logp"},
                        ring + " is for your own program (custom), not for broadcast"),
                Arguments.of(new String[] {"run", "custom", ring, "--model", "bsp", "--P", "4"},
                        "Ring does not run on bsp: it implements LogPProgram, for logp, postal and loggp (bsp needs"
                                + " BspProgram)"));
    }

    @ParameterizedTest
    @MethodSource("badCommandLines")
    void badCommandLinesForOwnProgramsExitTwo(String[] args, String expected) {
        Invocation run = Invocation.of(args);
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains(expected), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }
}
