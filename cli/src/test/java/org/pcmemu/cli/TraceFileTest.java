package org.pcmemu.cli;

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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.models.logp.LogP;

class TraceFileTest {
    @TempDir
    Path dir;

    @Test
    void csvTraceHasTheHeaderAndOneSendPerNonRootProcessor() throws IOException {
        Path file = dir.resolve("trace.csv");
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals("processor,event,start,end,peer", lines.get(0));
        long sends = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertEquals(5, f.length, line);
            long start = Long.parseLong(f[2]);
            long end = Long.parseLong(f[3]);
            assertTrue(start <= end, line);
            if (f[1].equals("SEND")) {
                sends++;
                assertEquals(2, end - start, line); // o = 2
            }
        }
        assertEquals(7, sends); // P - 1 messages in a broadcast
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
            assertTrue(e.has("processor") && e.has("start") && e.has("end") && e.has("peer"), e.toString());
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

    /* The superstep engine records no per-event trace: --trace is refused, not ignored. */
    @Test
    void bspTraceIsRefusedBeforeTheRunAndLeavesNoFile() throws IOException {
        Path file = dir.resolve("bsp.csv");
        Invocation run = Invocation.of(Invocation.bsp64(8, "--trace", file.toString()));
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("pcmemu: --trace is not available for the bsp model"), run.err());
        assertEquals(List.of(), filesIn(dir));
    }

    @Test
    void existingTraceIsReplacedWhole() throws IOException {
        Path file = dir.resolve("trace.csv");
        Files.writeString(file, "old content that is longer than nothing\n".repeat(1000));
        Invocation run = Invocation.of(Invocation.figure("--trace", file.toString()));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("processor,event,start,end,peer", Files.readAllLines(file).get(0));
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
        TraceTarget target = TraceTarget.of(folder.resolve("trace.csv"));
        Files.delete(folder);
        Trace trace = new LogP(2, 6, 2, 4).run(p -> { }, RunOptions.defaults().withTrace(true)).result().trace();
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> target.write(trace));
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
