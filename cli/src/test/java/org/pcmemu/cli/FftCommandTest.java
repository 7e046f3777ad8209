package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run fft} and {@code figure fft} against the LogP paper's section 4.1. */
class FftCommandTest {
    @TempDir
    Path dir;

    /*
     * P=4, n=256, L=6, o=2, g=4: compute (n/P) log n = 64 * 8 = 512; the remap sends N = 64 - 16 = 48
     * points, the paper's time g N + L = 198. The plan sends every g = 4 cycles at [4m, 4m+2); the
     * arrivals fall at 8 + 4j, on a send, and g = 2o leaves only [2, 4) mod 4 for a reception, so
     * delta = 2: 6 + 2*2 + 2 + 47*4 = 200, two cycles above the paper (section 4.1.1 assumes the
     * receive overhead away).
     */
    @Test
    void staggeredRemapOnLogPIsTwoCyclesAboveThePaper() throws Exception {
        JsonNode j = JsonOutput.run("fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points", "256");
        assertEquals("hybrid-staggered", j.get("algorithm").asText());
        assertEquals(512 + 200, j.get("measured").asLong());
        assertEquals(512 + 198, j.get("bound").asLong());
        assertEquals("at least", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(512, j.get("compute").get("measured").asLong());
        assertEquals(512, j.get("compute").get("bound").asLong());
        assertEquals("equals", j.get("compute").get("claim").asText());
        assertEquals(200, j.get("remap").get("measured").asLong());
        assertEquals(198, j.get("remap").get("bound").asLong());
        assertEquals(200, j.get("scheduleBound").get("value").asLong());
        assertEquals("equals", j.get("scheduleBound").get("claim").asText());
        assertTrue(j.get("scheduleBound").get("holds").asBoolean());
        assertEquals(2, j.get("receiveDelay").asLong());
        assertTrue(j.get("maxError").asDouble() < 1e-9);
        assertEquals(0, j.get("capacity").get("stalledSends").asLong());
        assertEquals(4 * 48, j.get("messages").asLong());
    }

    /* L = 4 = 2o: the arrivals fall at 6 + 4j, inside [2, 4) mod 4, so no delay, and the plan meets g N + L exactly. */
    @Test
    void staggeredRemapMeetsThePaperWhenTwoODividesL() throws Exception {
        JsonNode j = JsonOutput.run("fft", "--P", "4", "--L", "4", "--o", "2", "--g", "4", "--points", "256");
        assertEquals(4 * 48 + 4, j.get("remap").get("measured").asLong());
        assertEquals("equals", j.get("remap").get("claim").asText());
        assertEquals("equals", j.get("claim").asText());
    }

    @Test
    void naiveRemapStallsAndIsSlower() throws Exception {
        JsonNode naive = JsonOutput.run("fft", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--points", "1024",
                "--algorithm", "hybrid-naive");
        JsonNode staggered = JsonOutput.run("fft", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--points", "1024");
        assertEquals("hybrid-naive", naive.get("algorithm").asText());
        assertEquals("at least", naive.get("remap").get("claim").asText());
        assertTrue(naive.get("claimHolds").asBoolean());
        assertTrue(naive.get("capacity").get("stalledSends").asLong() > 0);
        assertTrue(naive.get("remap").get("measured").asLong() > 2 * staggered.get("remap").get("measured").asLong());
        assertEquals(staggered.get("compute").get("measured").asLong(), naive.get("compute").get("measured").asLong());
    }

    /* BSP, p=4, g=2, L=10: superstep 0 costs 2*64 + max(10, 48*2) = 224, superstep 1 6*64 + max(10, 0) = 394. */
    @Test
    void bspRemapIsOneHRelation() throws Exception {
        JsonNode j = JsonOutput.run("fft", "--model", "bsp", "--p", "4", "--g", "2", "--L", "10", "--points", "256",
                "--algorithm", "hybrid-naive");
        assertEquals(224 + 394, j.get("measured").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals(96, j.get("remap").get("measured").asLong());
        assertEquals(96, j.get("remap").get("bound").asLong());
        assertEquals(512, j.get("compute").get("measured").asLong());
        assertEquals(10, j.get("barriers").asLong());
        assertEquals(48, j.get("supersteps").get(0).get("h").asLong());
        // on BSP the schedule is the supersteps' costs, so it bounds the whole run, not the remap
        assertEquals(224 + 394, j.get("scheduleBound").get("value").asLong());
        assertEquals("equals", j.get("scheduleBound").get("claim").asText());
        assertTrue(j.get("scheduleBound").get("holds").asBoolean());
    }

    @Test
    void cyclicLayoutExchangesLogPTimes() throws Exception {
        JsonNode j = JsonOutput.run("fft", "--P", "4", "--L", "4", "--o", "2", "--g", "4", "--points", "64",
                "--algorithm", "cyclic");
        assertEquals("cyclic", j.get("algorithm").asText());
        // two exchanges of 16 points: (g n/P + L) log P = (64 + 4) * 2
        assertEquals(136, j.get("communication").get("bound").asLong());
        assertEquals(136, j.get("communication").get("measured").asLong());
        assertEquals(16 * 6, j.get("compute").get("measured").asLong());
    }

    @Test
    void badInputExitsWith2AndOneLine() {
        for (List<String> args : List.of(
                List.of("--points", "100"),
                List.of("--points", "32"),
                List.of("--points", "256", "--algorithm", "diagonal"),
                List.of("--points", "256", "--algorithm", "blocked", "--local", "5"),
                List.of("--points", "99999999999"),
                List.of("--points", "0"),
                List.of("--points", "256", "--c", "-1"))) {
            Invocation run = Invocation.of(Stream.concat(Stream.of("run", "fft", "--P", "8", "--L", "6", "--o", "2",
                    "--g", "4"), args.stream()).toArray(String[]::new));
            assertOneLineExit2(run);
        }
        assertTrue(Invocation.of("run", "fft", "--P", "8", "--L", "6", "--o", "2", "--g", "4", "--points", "32")
                .err().contains("n >= P^2"));
        assertOneLineExit2(Invocation.of("run", "fft", "--P", "6", "--L", "6", "--o", "2", "--g", "4", "--points",
                "64"));
        assertOneLineExit2(Invocation.of("run", "fft", "--model", "bsp", "--p", "4", "--g", "1", "--L", "2",
                "--points", "64", "--local", "1"));
    }

    /* The text shows the layout and remap by name, both parts against their bounds, and the plan's figures. */
    @Test
    void textShowsThePartsAndThePlan() {
        Invocation run = Invocation.of("run", "fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points", "256",
                "--local", "1");
        assertEquals(0, run.exitCode(), run.err());
        for (String row : List.of("algorithm       hybrid-staggered  layout=hybrid  remap=staggered  points=256  c=1"
                + "  local=1  seed=1", "compute         512 cycles measured", "remap           ",
                "schedule bound  ", "send period     ", "receive delay   ", "max error       ")) {
            assertTrue(run.out().contains("\n  " + row), row + ":\n" + run.out());
        }
    }

    /* --layout and --remap were --algorithm in two parts; each old line is refused with its new form. */
    @Test
    void theOldLayoutAndRemapOptionsNameTheirNewForm() {
        List<String> machine = List.of("run", "fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points", "64");
        for (List<String> old : List.of(
                List.of("--layout", "cyclic", "--layout is now --algorithm: --algorithm cyclic"),
                List.of("--remap", "naive", "--remap is now --algorithm: --algorithm hybrid-naive"),
                List.of("--layout", "blocked", "--remap", "staggered", "--layout and --remap are now --algorithm:"
                        + " --algorithm blocked (the blocked layout has no remap)"),
                List.of("--layout", "hybrid", "--remap", "staggered", "--layout and --remap are now --algorithm:"
                        + " --algorithm hybrid-staggered"),
                List.of("--layout", "diagonal", "--layout is now --algorithm: --algorithm"
                        + " hybrid-staggered|hybrid-naive|cyclic|blocked"))) {
            Invocation run = Invocation.of(Stream.concat(machine.stream(), old.subList(0, old.size() - 1).stream())
                    .toArray(String[]::new));
            assertOneLineExit2(run);
            assertEquals("pcmemu: " + old.get(old.size() - 1), run.err().strip());
        }
    }

    @Test
    void figureWritesTheTableAndThePlot() throws Exception {
        Path csv = dir.resolve("fft.csv");
        Path png = dir.resolve("fft.png");
        Invocation run = Invocation.of("figure", "fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points",
                "16..64:log2", "--out", csv.toString(), "--plot", png.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(4, lines.size());
        assertTrue(lines.get(0).startsWith("n,compute,naiveRemap,staggeredRemap,paperRemap"));
        assertTrue(lines.get(3).startsWith("64,"));
        assertTrue(Files.size(png) > 1000);
        Invocation bad = Invocation.of("figure", "fft", "--P", "4", "--L", "6", "--o", "2", "--g", "4", "--points",
                "8..64:log2", "--out", dir.resolve("bad.csv").toString());
        assertOneLineExit2(bad);
        assertEquals("", bad.out(), "nothing runs or prints before the refusal"); // 8 < P^2 = 16
        assertFalse(Files.exists(dir.resolve("bad.csv")));
    }

    private static void assertOneLineExit2(Invocation run) {
        assertEquals(2, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("pcmemu: "), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }
}
