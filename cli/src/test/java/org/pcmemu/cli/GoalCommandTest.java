package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code run goal}, {@code compare goal}, {@code sweep goal} and {@code --trace FILE.goal}
 * through the command line's entry point (docs/goal.md).
 */
class GoalCommandTest {
    /* The parser's corpus of malformed files, in the harness's test resources. */
    private static final Path MALFORMED = Path.of("..", "harness", "src", "test", "resources", "org", "pcmemu",
            "harness", "goal", "malformed");

    /* A broadcast from rank 0 over a chain of three: 0 -> 1 -> 2. */
    private static final String CHAIN = """
            num_ranks 3
            rank 0 {
            l1: send 1b to 1 tag 0
            }
            rank 1 {
            l1: recv 1b from 0 tag 0
            l2: send 1b to 2 tag 0
            l2 requires l1
            }
            rank 2 {
            l1: recv 1b from 1 tag 0
            }
            """;

    @TempDir
    Path dir;

    private Path chain() throws IOException {
        return Files.writeString(dir.resolve("chain.goal"), CHAIN);
    }

    @Test
    void runGoalTakesPFromTheScheduleAndReportsItsMakespan() throws Exception {
        // two hops of L + 2o = 10: rank 2 finishes at 20
        Invocation run = Invocation.of("run", "goal", chain().toString(), "--model", "logp");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("model       logp  P=3  L=6  o=2  g=4  capacity=enforce"), run.out());
        assertTrue(run.out().contains("algorithm   chain"), run.out());
        assertTrue(run.out().contains("measured    20 cycles"), run.out());
        assertTrue(run.out().contains("a schedule declares none; --bound gives one"), run.out());
        JsonNode json = JsonOutput.of("run", "goal", chain().toString(), "--P", "3", "--json");
        assertEquals(20, json.get("measured").asLong());
    }

    @Test
    void aBoundOfYoursIsChecked() throws IOException {
        Invocation holds = Invocation.of("run", "goal", chain().toString(), "--bound", "(P-1)*(L+2*o)", "--claim",
                "equals", "-q");
        assertEquals(0, holds.exitCode(), holds.err());
        Invocation broken = Invocation.of("run", "goal", chain().toString(), "--bound", "L", "--claim", "equals", "-q");
        assertEquals(3, broken.exitCode(), broken.err());
    }

    @Test
    void anotherPIsRefused() throws IOException {
        Invocation run = Invocation.of("run", "goal", chain().toString(), "--P", "4");
        assertEquals(2, run.exitCode());
        assertEquals("pcmemu: " + chain() + " has num_ranks 3, not --P 4: leave --P out, or give 3\n", run.err());
    }

    @Test
    void aModelWithoutMessagesIsRefused() throws IOException {
        Invocation run = Invocation.of("run", "goal", chain().toString(), "--model", "bsp");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("pcmemu: a GOAL schedule runs on logp"), run.err());
        assertTrue(run.err().endsWith(" (messages between processors), not on bsp\n"), run.err());
    }

    @Test
    void aDeadlockEndsTheRunNamingTheWaitingRanks() throws IOException {
        Path file = Files.writeString(dir.resolve("stuck.goal"), "num_ranks 2\nrank 1 {\nwait: recv 1b from 0 tag 0\n}\n");
        Invocation run = Invocation.of("run", "goal", file.toString());
        assertEquals(1, run.exitCode());
        assertEquals("pcmemu: deadlock in " + file + ": no message is in flight and these ranks wait in recvs that"
                + " nothing will match: rank 1 in wait (line 3: recv 1b from 0 tag 0)\n", run.err());
    }

    @Test
    void compareRunsTheScheduleOnEachMachine() throws IOException {
        Invocation run = Invocation.of("compare", "goal", chain().toString(), "--machine", "logp:L=6,o=2,g=4",
                "--machine", "postal:lambda=3", "--csv");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(3, lines.size(), run.out());
        assertTrue(lines.get(1).startsWith("logp,chain,3,6,2,4,"), lines.get(1));
        assertTrue(lines.get(1).contains(",20,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("postal,chain,3,"), lines.get(2));
        assertTrue(lines.get(2).contains(",6,"), lines.get(2)); // two hops of lambda = 3
    }

    @Test
    void sweepAddsTheSchedulesPAndVariesTheModel() throws IOException {
        Invocation run = Invocation.of("sweep", "goal", chain().toString(), "--model", "logp", "--L", "2,10",
                "--out", "-");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(3, lines.size(), run.out());
        assertTrue(lines.get(1).startsWith("logp,chain,3,2,2,4,"), lines.get(1));
        assertTrue(lines.get(1).contains(",12,"), lines.get(1)); // 2 (2 + 2 + 2)
        assertTrue(lines.get(2).startsWith("logp,chain,3,10,2,4,"), lines.get(2));
        assertTrue(lines.get(2).contains(",28,"), lines.get(2)); // 2 (10 + 2 + 2)
        Invocation other = Invocation.of("sweep", "goal", chain().toString(), "--model", "logp", "--P", "3,4",
                "--out", "-");
        assertEquals(2, other.exitCode());
        assertTrue(other.err().contains("has num_ranks 3, not --P 4"), other.err());
    }

    @Test
    void aTraceWrittenAsGoalRunsAgainToTheSameFinishTimes() throws Exception {
        Path trace = dir.resolve("fig3.goal");
        JsonNode original = JsonOutput.of("run", "broadcast", "--P", "8", "--trace", trace.toString(), "--json");
        assertTrue(Files.readString(trace).contains("num_ranks 8\n"));
        JsonNode replay = JsonOutput.of("run", "goal", trace.toString(), "--json");
        assertEquals(original.get("measured").asLong(), replay.get("measured").asLong());
        assertEquals("[14,16,16,18,20,22,24,24]", replay.get("finishTimes").toString()); // GoalRoundTripTest: all of them
    }

    @Test
    void aGoalTraceOfASuperstepRunIsRefusedBeforeTheRun() {
        Path trace = dir.resolve("bsp.goal");
        Invocation run = Invocation.of("run", "broadcast", "--model", "bsp", "--P", "8", "--trace", trace.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("pcmemu: --trace " + trace + ": a GOAL trace is for logp"), run.err());
        assertTrue(run.err().endsWith(" runs (messages between processors), not for bsp\n"), run.err());
        assertFalse(Files.exists(trace));
    }

    static Stream<String> malformed() throws IOException {
        return Files.readAllLines(MALFORMED.resolve("expected.tsv")).stream().filter(l -> !l.startsWith("#"));
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void aMalformedScheduleExitsWithTwoAndOneLineNamingLineAndColumn(String line) {
        String[] cells = line.split("\t");
        Path file = MALFORMED.resolve(cells[0]);
        Invocation run = Invocation.of("run", "goal", file.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("pcmemu: " + file + ":" + cells[1] + ": "), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }
}
