package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.models.logp.LogP;

class TraceFileTest {
    @TempDir
    Path dir;

    /*
     * Figure 3 (L = 6, o = 2, g = 4): every send takes o = 2 and arrives L + o = 8 after it starts;
     * its receive, found by (sender, message), starts at or after that arrival and takes o.
     */
    @Test
    void csvTraceHasTheHeaderAndPairsEachSendWithItsReceive() throws IOException {
        Path file = dir.resolve("trace.csv");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals("processor,event,start,end,peer,message,sendStart,arrival", lines.get(0));
        Map<String, long[]> sends = new HashMap<>();
        Map<String, long[]> receives = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertEquals(8, f.length, line);
            long start = Long.parseLong(f[2]);
            long end = Long.parseLong(f[3]);
            assertTrue(start <= end, line);
            if (f[1].equals("SEND")) {
                assertEquals(2, end - start, line); // o = 2
                assertEquals(start, Long.parseLong(f[6]), line);
                assertEquals(start + 8, Long.parseLong(f[7]), line);
                sends.put(f[0] + ":" + f[5], new long[] {start, Long.parseLong(f[7])});
            } else if (f[1].equals("RECEIVE")) {
                assertEquals(2, end - start, line);
                assertTrue(start >= Long.parseLong(f[7]), line);
                receives.put(f[4] + ":" + f[5], new long[] {Long.parseLong(f[6]), Long.parseLong(f[7])});
            } else {
                assertEquals("-1,,,", f[4] + "," + f[5] + "," + f[6] + "," + f[7], line);
            }
        }
        assertEquals(7, sends.size()); // P - 1 messages in a broadcast
        assertEquals(sends.keySet(), receives.keySet());
        for (String id : sends.keySet()) {
            assertArrayEquals(sends.get(id), receives.get(id), id);
        }
        assertEquals(List.of(file), filesIn(dir));
    }

    @Test
    void jsonTraceIsAnArrayOfEventsWithOneSendPerNonRootProcessor() throws IOException {
        Path file = dir.resolve("trace.json");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(0, run.exitCode(), run.err());
        JsonNode events = new ObjectMapper().readTree(file.toFile());
        assertTrue(events.isArray());
        long sends = 0;
        long receives = 0;
        for (JsonNode e : events) {
            assertTrue(e.has("processor") && e.has("start") && e.has("end"), e.toString());
            boolean message = e.get("event").asText().equals("SEND") || e.get("event").asText().equals("RECEIVE");
            assertEquals(message, e.has("peer") && e.has("message") && e.has("sendStart") && e.has("arrival"),
                    e.toString());
            sends += e.get("event").asText().equals("SEND") ? 1 : 0;
            receives += e.get("event").asText().equals("RECEIVE") ? 1 : 0;
        }
        assertEquals(7, sends);
        assertEquals(7, receives);
        assertTrue(run.out().contains("trace.json"), run.out());
    }

    /* Postal sends cost o = 0 cycles; the emulator drops empty intervals from the trace for now. */
    @Test
    void postalTraceHasOneSendPerNonRootProcessor() throws IOException {
        Path file = dir.resolve("postal.csv");
        Invocation run = Invocation.of("run", "broadcast", "--model", "postal", "--P", "8", "--lambda", "3",
                "--trace", file.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(7, Files.readAllLines(file).stream().filter(l -> l.contains(",SEND,")).count());
    }

    @Test
    void jsonSummaryNamesTheTraceFile() throws IOException {
        Path file = dir.resolve("t.csv");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString(), "--json"));
        assertEquals(0, run.exitCode(), run.err());
        JsonNode trace = new ObjectMapper().readTree(run.out()).get("trace");
        assertEquals(file.toString(), trace.get("file").asText());
        assertEquals("csv", trace.get("format").asText());
        assertEquals(Files.readAllLines(file).size() - 1, trace.get("events").asLong());
    }

    @Test
    void unknownTraceExtensionIsAUsageErrorAndLeavesNoFile() throws IOException {
        Path file = dir.resolve("trace.txt");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("pcmemu: --trace " + file), run.err());
        assertEquals("", run.out());
        assertFalse(Files.exists(file));
        assertEquals(List.of(), filesIn(dir));
    }

    /*
     * The barrier engine traces each priced step on each member of its sub-machine, and a part's
     * wait for the other parts of its partition: so every processor's events tile [0, cost), and
     * its lengths add up to the run's measured cost.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("barrierRuns")
    void barrierTraceStepsOfEveryProcessorAddUpToTheMeasuredCost(String name, List<String> args) throws Exception {
        Path file = dir.resolve(name + ".json");
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of("--json", "--trace", file.toString()));
        JsonNode summary = JsonOutput.of(all.toArray(String[]::new));
        long cost = summary.get("measured").asLong();
        int p = summary.get("parameters").get("P").asInt();
        long[] sum = new long[p];
        long[] next = new long[p];
        long steps = 0;
        for (JsonNode e : new ObjectMapper().readTree(file.toFile())) {
            int q = e.get("processor").asInt();
            long start = e.get("start").asLong();
            assertEquals(next[q], start, "events of processor " + q + " leave no gap: " + e);
            next[q] = e.get("end").asLong();
            sum[q] += e.get("end").asLong() - start;
            if (e.get("event").asText().equals("STEP")) {
                steps++;
                int first = e.get("subMachineFirst").asInt();
                assertTrue(q >= first && q < first + e.get("subMachineSize").asInt(), e.toString());
            } else {
                assertEquals("IDLE", e.get("event").asText(), e.toString());
            }
        }
        for (int q = 0; q < p; q++) {
            assertEquals(cost, sum[q], "processor " + q);
        }
        assertTrue(steps >= p, "at least one step per processor");
    }

    static Stream<Arguments> barrierRuns() {
        return Stream.of(
                Arguments.of("bsp", List.of(Invocation.bsp64(8))),
                Arguments.of("bsp-kary", List.of(Invocation.bsp64(8, "--algorithm", "kary", "--k", "4"))),
                Arguments.of("hpram", List.of("run", "broadcast", "--model", "hpram", "--p", "64", "--latency",
                        "sqrt(k)")),
                Arguments.of("hpram-odd", List.of("run", "broadcast", "--model", "hpram", "--p", "23", "--latency",
                        "log k")),
                Arguments.of("dbsp", List.of("run", "broadcast", "--model", "dbsp", "--p", "64", "--latency", "log k",
                        "--bandwidth", "1")),
                Arguments.of("dbsp-odd", List.of("run", "broadcast", "--model", "dbsp", "--p", "23", "--latency",
                        "k^0.5", "--bandwidth", "2")));
    }

    @Test
    void existingTraceIsReplacedWhole() throws IOException {
        Path file = dir.resolve("trace.csv");
        Files.writeString(file, "old content that is longer than nothing\n".repeat(1000));
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("processor,event,start,end,peer,message,sendStart,arrival", Files.readAllLines(file).get(0));
        assertFalse(Files.readString(file).contains("old content"));
    }

    @Test
    void traceIntoAMissingFolderIsAUsageError() {
        Path file = dir.resolve("no/such/folder/trace.csv");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("does not exist"), run.err());
    }

    @Test
    void folderVanishingBeforeTheWriteGivesOneReadableError() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("gone"));
        TraceTarget target = TraceTarget.of(folder.resolve("trace.csv"), null);
        Files.delete(folder);
        Trace trace = new LogP(2, 6, 2, 4).run(p -> { }, RunOptions.defaults().withTrace(true)).result().trace();
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> target.write(trace, "", java.util.Map.of()));
        assertTrue(FailureHandler.describe(e).startsWith("cannot write the trace to " + folder.resolve("trace.csv")),
                e.getMessage());
        assertEquals(List.of(), filesIn(dir));
    }

    static List<Path> filesIn(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
