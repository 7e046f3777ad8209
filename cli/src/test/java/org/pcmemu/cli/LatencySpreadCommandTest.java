package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --latency-spread SEED} on the command line (docs/models.md, "Scheduling noise and latency
 * spread"): the report names the seed and capacity=check, checks the algorithm's claim under a
 * spread and exits 0 exactly when it holds; models without a latency, seed 0 and a GOAL trace are
 * refused with one line; compare and sweep carry the seed, and a sweep's resume checks it.
 */
class LatencySpreadCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /* The run: under seed 5 the optimal tree beats B(8) = 24, which is its claim's bound. */
    @Test
    void theOptimalBroadcastIsCheckedAtMostBOfP() throws Exception {
        String[] machine = {"run", "broadcast", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--latency-spread", "5"};
        Invocation text = Invocation.of(join(machine, "-q"));
        assertEquals(0, text.exitCode(), text.out() + text.err());
        assertTrue(text.out().contains("logp  P=8  L=6  o=2  g=4  capacity=check  latency-spread=5"), text.out());
        assertTrue(text.out().contains("holds: measured"), text.out());
        assertFalse(text.out().contains("DOES NOT HOLD"), text.out());
        JsonNode j = JSON.readTree(Invocation.of(join(machine, "--json")).out());
        assertEquals(5, j.get("parameters").get("latency-spread").asLong());
        assertEquals("check", j.get("parameters").get("capacity").asText());
        assertEquals("at most", j.get("claim").asText());
        assertEquals(24, j.get("bound").asLong());
        assertTrue(j.get("claimHolds").asBoolean());
        assertTrue(j.get("measured").asLong() < 24, j.toString());
        assertEquals("equals", j.get("exactBound").get("claim").asText());
        assertEquals(24, j.get("exactBound").get("value").asLong());
        assertFalse(j.has("jitter"), j.toString());
    }

    /* The model line, the JSON parameters and the capacity report say what the run did, on each model with a latency. */
    @Test
    void theParametersAndTheCapacityReportAgree() throws Exception {
        for (String model : new String[] {"logp", "postal", "loggp"}) {
            JsonNode spread = JSON.readTree(Invocation.of("run", "broadcast", "--model", model, "--P", "8",
                    "--latency-spread", "3", "--json").out());
            assertEquals("check", spread.get("parameters").get("capacity").asText(), model);
            assertEquals("check", spread.get("capacity").get("mode").asText(), model);
            JsonNode jitter = JSON.readTree(Invocation.of("run", "broadcast", "--model", model, "--P", "8",
                    "--jitter", "3", "--json").out());
            assertEquals("enforce", jitter.get("parameters").get("capacity").asText(), model);
            assertEquals("enforce", jitter.get("capacity").get("mode").asText(), model);
        }
    }

    /* The binomial tree: no claim holds under a spread, so none is checked, and the report says why. */
    @Test
    void whereNoClaimHoldsTheReportSaysSoAndExitsZero() throws Exception {
        Invocation run = Invocation.of("run", "broadcast", "--P", "8", "--algorithm", "binomial", "--latency-spread",
                "3", "--json");
        assertEquals(0, run.exitCode(), run.err());
        JsonNode j = JSON.readTree(run.out());
        assertFalse(j.has("claim"), j.toString());
        assertTrue(j.get("unclaimed").asText().contains("faster than B(P)"), j.toString());
        assertEquals("at least", j.get("exactBound").get("claim").asText());
        Invocation text = Invocation.of("run", "broadcast", "--P", "8", "--algorithm", "binomial",
                "--latency-spread", "3", "-q");
        assertTrue(text.out().contains("no claim holds under --latency-spread"), text.out());
    }

    /* A user's claim is checked as given: a ring of 16 hops of at most L + 2o = 10 is at most 160, not at least. */
    @Test
    void theExitCodeFollowsTheClaimUnderTheSpread() {
        assertEquals(0, ring("at-most").exitCode());
        Invocation atLeast = ring("at-least");
        assertEquals(3, atLeast.exitCode(), atLeast.out());
        assertTrue(atLeast.err().startsWith("pcmemu: the claim does not hold: measured "), atLeast.err());
    }

    private static Invocation ring(String claim) {
        return Invocation.of("run", "custom", "--class", CustomCommandTest.TokenRing.class.getName(), "--classpath",
                "target/test-classes", "--model", "logp", "--P", "16", "--L", "6", "--o", "2", "--g", "4", "--bound",
                "160", "--claim", claim, "--latency-spread", "9", "-q");
    }

    @Test
    void modelsWithoutALatencySeedZeroAndGoalTracesAreRefusedInOneLine() {
        List<String[]> refused = List.of(
                new String[] {"run", "broadcast", "--model", "bsp", "--p", "8", "--latency-spread", "1"},
                new String[] {"run", "broadcast", "--model", "hpram", "--P", "8", "--latency-spread", "1"},
                new String[] {"run", "broadcast", "--model", "dbsp", "--P", "8", "--latency-spread", "1"},
                new String[] {"run", "broadcast", "--P", "8", "--latency-spread", "0"},
                new String[] {"run", "broadcast", "--P", "8", "--latency-spread", "2", "--trace",
                    dir.resolve("t.goal").toString()},
                new String[] {"compare", "broadcast", "--P", "8", "--machine", "logp", "--machine", "bsp",
                    "--latency-spread", "2"});
        for (String[] args : refused) {
            Invocation run = Invocation.of(args);
            assertEquals(2, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
            assertFalse(run.err().contains("Exception"), run.err());
            assertEquals("", run.out());
        }
        assertFalse(Files.exists(dir.resolve("t.goal")));
    }

    @Test
    void compareChecksEachAlgorithmsClaimUnderTheSpread() throws Exception {
        Invocation table = Invocation.of("compare", "broadcast", "--P", "8", "--machine", "logp:L=6,o=2,g=4",
                "--latency-spread", "5");
        assertEquals(0, table.exitCode(), table.err());
        assertTrue(table.out().contains("--latency-spread 5: every latency in [1, L]"), table.out());
        JsonNode all = JSON.readTree(Invocation.of("compare", "broadcast", "--P", "8", "--machine",
                "logp:L=6,o=2,g=4", "--latency-spread", "5", "--json").out());
        for (JsonNode r : all) {
            assertEquals(5, r.get("latencySpread").asLong(), r.toString());
            assertEquals("check", r.get("machine").get("capacity").asText(), r.toString());
            assertEquals(r.get("algorithm").asText().equals("optimal"), r.has("claim"), r.toString());
        }
    }

    /* A sweep under a spread records its seed beside its file; the same command resumes it, another seed is refused. */
    @Test
    void aSweepRecordsTheSeedAndItsResumeChecksIt() throws Exception {
        Path file = dir.resolve("spread.csv");
        String[] sweep = {"sweep", "broadcast", "--model", "logp", "--P", "4,8", "--algorithm", "optimal", "--out",
            file.toString()};
        Invocation run = Invocation.of(join(sweep, "--latency-spread", "5"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readString(Path.of(file + ".sweep.json")).contains("\"latencySpread\" : 5"),
                Files.readString(Path.of(file + ".sweep.json")));
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.get(1).contains(",check,") && lines.get(1).contains(",at most,true,"), lines.get(1));
        Invocation again = Invocation.of(join(sweep, "--latency-spread", "5"));
        assertEquals(0, again.exitCode(), again.err());
        assertTrue(again.out().contains("0 point(s) run, 2 already in"), again.out());
        Invocation other = Invocation.of(join(sweep, "--latency-spread", "6"));
        assertEquals(2, other.exitCode(), other.out());
        assertTrue(other.err().contains("--latency-spread 5 in spread.csv.sweep.json, 6 in this command"), other.err());
        Invocation none = Invocation.of(sweep);
        assertEquals(2, none.exitCode(), none.out());
        Path plain = dir.resolve("plain.csv");
        assertEquals(0, Invocation.of("sweep", "broadcast", "--model", "logp", "--P", "4", "--out", plain.toString())
                .exitCode());
        Invocation spreadOnPlain = Invocation.of("sweep", "broadcast", "--model", "logp", "--P", "4", "--out",
                plain.toString(), "--latency-spread", "1");
        assertEquals(2, spreadOnPlain.exitCode(), spreadOnPlain.out());
        assertTrue(spreadOnPlain.err().contains("ran without --latency-spread"), spreadOnPlain.err());
    }

    /* The shards of a spread sweep merge into the whole sweep's file: the merge runs its points under the seed. */
    @Test
    void theShardsOfASpreadSweepMerge() throws Exception {
        String[] sweep = {"sweep", "broadcast", "--model", "postal", "--P", "4,8,16", "--lambda", "3",
            "--latency-spread", "7"};
        for (int i = 0; i < 2; i++) {
            Invocation shard = Invocation.of(join(sweep, "--shard", i + "/2", "--out", dir.resolve("s" + i + ".csv")
                    .toString()));
            assertEquals(0, shard.exitCode(), shard.err());
        }
        Path merged = dir.resolve("m.csv");
        Invocation merge = Invocation.of("sweep", "merge", merged.toString(), dir.resolve("s0.csv").toString(),
                dir.resolve("s1.csv").toString());
        assertEquals(0, merge.exitCode(), merge.err());
        Path whole = dir.resolve("whole.csv");
        assertEquals(0, Invocation.of(join(sweep, "--out", whole.toString())).exitCode());
        assertEquals(withoutWallTime(whole), withoutWallTime(merged));
    }

    private static List<String> withoutWallTime(Path file) throws java.io.IOException {
        return Files.readAllLines(file).stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList();
    }

    private static String[] join(String[] first, String... more) {
        String[] out = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, out, first.length, more.length);
        return out;
    }
}
