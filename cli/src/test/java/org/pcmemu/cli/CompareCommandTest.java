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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CompareCommandTest {
    @TempDir
    Path dir;

    private static final String[] FIVE_MACHINES = {"compare", "broadcast", "--p", "64",
        "--machine", "logp:L=6,o=2,g=4", "--machine", "postal:lambda=6", "--machine", "bsp:g=1,L=8",
        "--machine", "dbsp:latency=log k,bandwidth=1", "--machine", "hpram:latency=sqrt(k)"};

    /*
     * The optimal LogP broadcast time, independently: with g >= o a processor informed at t
     * informs one more at t + L + 2o, t + L + 2o + g, ..., so N(t), the processors informed by t,
     * is N(t - g) + N(t - (L + 2o)), 1 before L + 2o; B(P) is the least t with N(t) >= P.
     */
    private static long optimalBroadcast(long P, int L, int o, int g) {
        List<Long> n = new ArrayList<>();
        for (int t = 0; ; t++) {
            n.add(t < L + 2 * o ? 1 : n.get(t - g) + n.get(t - (L + 2 * o)));
            if (n.get(t) >= P) {
                return t;
            }
        }
    }

    /*
     * One row per (machine, registered algorithm) but bsp kary, which needs k. Independent values:
     * B(64) from the recurrence above; the BSP notes' 64 = 8^2 k-ary broadcast with k = 8,
     * 2 max(L, k g) = 16, the cheapest k.
     */
    @Test
    void everyRegisteredAlgorithmOfEveryMachineGetsARowAndTheWinnerIsMarked() throws Exception {
        assertEquals(24, optimalBroadcast(8, 6, 2, 4)); // the LogP paper's Figure 3
        long b64 = optimalBroadcast(64, 6, 2, 4);
        Invocation run = Invocation.of(FIVE_MACHINES);
        assertEquals(0, run.exitCode(), run.err());
        List<String> rows = run.out().lines().filter(l -> l.matches("^(logp|postal|bsp|dbsp|hpram) .*")).toList();
        assertEquals(3 + 3 + 4 + 2 + 3, rows.size(), run.out());
        assertTrue(rows.get(0).matches("logp P=64 L=6 o=2 g=4 +optimal \\* +" + b64 + " +" + b64 + " +equals .*"),
                rows.get(0));
        assertTrue(rows.stream().anyMatch(r -> r.matches("bsp P=64 g=1 L=8 +best words=1 k=8 \\* +16 +16 .*")),
                run.out());
        assertTrue(run.out().contains("left out: bsp kary: needs k"), run.out());
    }

    /*
     * A parameter in a machine's spec reaches that machine's algorithms alone: bsp kary with k = 4
     * costs 3 max(L, 3g) = 24 at p = 64 (the notes' Algorithm 3, 64 = 4^3), while H-PRAM's
     * heywood-ranka keeps its own default k (8 at p = 64) and cost 20.
     */
    @Test
    void aParameterInAMachineSpecReachesThatMachineAlone() {
        Invocation run = Invocation.of("compare", "broadcast", "--P", "64", "--machine", "bsp:k=4",
                "--machine", "hpram", "--algorithm", "kary,heywood-ranka");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s).*bsp P=64 g=1 L=8 +kary k=4 words=1 \\* +24 +24 .*"), run.out());
        assertTrue(run.out().matches("(?s).*hpram P=64 latency=log k +heywood-ranka k=8 \\* +20 +20 .*"), run.out());
        Invocation stray = Invocation.of("compare", "broadcast", "--P", "64", "--machine", "logp:k=4");
        assertEquals(2, stray.exitCode());
        assertTrue(stray.err().contains("no broadcast algorithm compared on it takes 'k'"), stray.err());
    }

    @Test
    void jsonIsOneArrayWithOneObjectPerRowAndCsvHasTheSweepColumns() throws Exception {
        Invocation json = Invocation.of(join(FIVE_MACHINES, "--algorithm", "optimal,best,root", "--json"));
        assertEquals(0, json.exitCode(), json.err());
        JsonNode rows = new ObjectMapper().readTree(json.out());
        assertEquals(5, rows.size()); // optimal on logp and postal, best on bsp, root on dbsp and hpram
        for (JsonNode r : rows) {
            assertTrue(r.get("claimHolds").asBoolean(), r.toString());
        }
        assertEquals("postal", rows.get(1).get("model").asText());
        assertEquals(6, rows.get(1).get("machine").get("lambda").asLong());
        assertEquals(8, rows.get(2).get("figures").get("k").asLong()); // best's k for p = 64
        Invocation csv = Invocation.of(join(FIVE_MACHINES, "--algorithm", "binary-tree", "--csv"));
        assertEquals(0, csv.exitCode(), csv.err());
        List<String> lines = csv.out().lines().toList();
        assertTrue(lines.get(0).startsWith("model,algorithm,P,L,o,g,capacity,receive,lambda,G,O,cost,latency,bandwidth,"),
                lines.get(0));
        assertEquals(3, lines.size()); // binary-tree runs on dbsp and hpram
        assertTrue(lines.get(1).startsWith("dbsp,binary-tree,64,,,,,,,,,,log k,1,"), lines.get(1));
    }

    @Test
    void aPlotIsWrittenAsSvgOrPng() throws Exception {
        Path svg = dir.resolve("c.svg");
        Path png = dir.resolve("c.png");
        assertEquals(0, Invocation.of(join(FIVE_MACHINES, "--plot", svg.toString())).exitCode());
        assertEquals(0, Invocation.of(join(FIVE_MACHINES, "--plot", png.toString())).exitCode());
        assertTrue(Files.readString(svg).contains("<svg"));
        byte[] head = Files.readAllBytes(png);
        assertEquals((byte) 0x89, head[0]);
        assertEquals('P', head[1]);
        assertEquals(List.of(png, svg), Files.list(dir).sorted().toList()); // no temporary left over
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                Arguments.of("the logp model does not take 'lambda'", new String[] {"compare", "broadcast", "--p", "8",
                    "--machine", "logp:L=6,o=2,g=4,lambda=2"}),
                Arguments.of("unknown model 'pram'", new String[] {"compare", "broadcast", "--p", "8", "--machine",
                    "pram:l=1"}),
                Arguments.of("unknown problem 'sort'", new String[] {"compare", "sort", "--p", "8", "--machine",
                    "postal:lambda=2"}),
                Arguments.of("no machine runs broadcast algorithm 'fast'", new String[] {"compare", "broadcast",
                    "--p", "8", "--machine", "postal:lambda=2", "--algorithm", "fast"}),
                Arguments.of("--plot c.txt: the file name must end in .svg or .png", new String[] {"compare",
                    "broadcast", "--p", "8", "--machine", "postal:lambda=2", "--plot", "c.txt"}),
                Arguments.of("--param k=x: the value must be a whole number", new String[] {"compare", "broadcast",
                    "--p", "8", "--machine", "bsp:g=1,L=2", "--param", "k=x"}),
                Arguments.of("P must be at least 1, got 0", new String[] {"compare", "broadcast", "--p", "0",
                    "--machine", "postal:lambda=2"}),
                // 2^28 processors at 1.6 KB each need 430 GB: refused before any run, as run refuses it
                Arguments.of("broadcast on logp with 268435456 processors (about 1.6 KB each)", new String[] {
                    "compare", "broadcast", "--p", "268435456", "--machine", "logp:L=6,o=2,g=4"}));
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void badInputIsOneLineAndExitTwo(String expected, String[] args) {
        Invocation run = Invocation.of(args);
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("pcmemu: ") && run.err().contains(expected), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertEquals("", run.out());
    }

    private static String[] join(String[] base, String... more) {
        List<String> all = new ArrayList<>(List.of(base));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
