package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code run broadcast --model hpram|dbsp}: the same fields as the other models, values worked
 * out by hand from Juurlink et al. (2003), and bad input as one line with exit 2.
 */
class LocalityBroadcastCommandTest {

    /* sqrt, p = 256: Eq. (3.1) = 16 + 2*4 + 4*2 + 8*2 = 48, which ROOT meets exactly. */
    @Test
    void hpramRootJsonHasTheCommonFieldsAndThePapersSums() throws Exception {
        JsonNode j = JsonOutput.run("broadcast", "--model", "hpram", "--p", "256", "--latency", "sqrt(k)",
                "--algorithm", "root");
        assertEquals("hpram", j.get("model").asText());
        assertEquals("root", j.get("algorithm").asText());
        assertEquals(256, j.get("parameters").get("P").asLong());
        assertEquals("sqrt(k)", j.get("parameters").get("latency").asText());
        assertEquals(48, j.get("measured").asLong());
        assertEquals(48, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertTrue(j.get("boundSource").asText().contains("Theorem 3.2"), j.toString());
        assertEquals(1.0, j.get("ratio").asDouble());
        assertEquals(48, j.get("recurrence").asLong());
        assertEquals(48, j.get("theorem32").asLong());
        assertEquals(48, j.get("lowerBound").asLong());
        assertEquals(0, j.get("messages").asLong());
        assertEquals("virtual", j.get("threads").asText());
        assertTrue(j.get("wallMillis").asDouble() > 0, j.toString());
    }

    /* p = 20 is not 2^(2^k): the claim is "at most" Theorem 3.2's ceiling bound. */
    @Test
    void hpramRootOnOtherPIsAtMostTheCeilingBound() throws Exception {
        JsonNode j = JsonOutput.run("broadcast", "--model", "hpram", "--p", "20", "--latency", "log");
        assertEquals("root", j.get("algorithm").asText());
        assertEquals("at most", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        // Theorem 3.2's ceiling form: l(p) + 2 sum_{i=0}^{ceil(log log 20) = 3} 2^i l(ceil(20^(1/2^i))),
        // ceiling roots 20, 5, 3, 2 -> l = 5, 3, 2, 1: 5 + 2 (5 + 2*3 + 4*2 + 8*1) = 59
        assertEquals(59, j.get("bound").asLong());
        assertEquals(59, j.get("theorem32").asLong());
    }

    @Test
    void heywoodRankaReportsItsK() throws Exception {
        JsonNode def = JsonOutput.run("broadcast", "--model", "hpram", "--p", "16", "--latency", "log",
                "--algorithm", "heywood-ranka");
        assertEquals(4, def.get("parameters").get("k").asLong()); // 2^ceil(sqrt(log 16))
        assertEquals(12, def.get("measured").asLong());
        JsonNode two = JsonOutput.run("broadcast", "--model", "hpram", "--p", "16", "--latency", "log",
                "--algorithm", "heywood-ranka", "--k", "2");
        assertEquals(2, two.get("parameters").get("k").asLong());
        assertEquals(two.get("recurrence").asLong(), two.get("measured").asLong());
    }

    /* l = log, g = 1: f = 4, 2, 1 at 16, 4, 2: 4 + 2*2 + 4*1 = 12; p - 1 messages. */
    @Test
    void dbspRootEqualsTheorem33sSumAtSixteen() throws Exception {
        JsonNode j = JsonOutput.run("broadcast", "--model", "dbsp", "--p", "16", "--latency", "log",
                "--bandwidth", "1");
        assertEquals("dbsp", j.get("model").asText());
        assertEquals("1", j.get("parameters").get("bandwidth").asText());
        assertEquals(12, j.get("measured").asLong());
        assertEquals(12, j.get("bound").asLong());
        assertEquals(12, j.get("theorem33").asLong());
        assertEquals(15, j.get("messages").asLong());
    }

    @Test
    void textOutputShowsTheModelAndTheBound() {
        Invocation run = Invocation.of("run", "broadcast", "--model", "dbsp", "--p", "16", "--latency", "log",
                "--bandwidth", "log", "--algorithm", "binary-tree");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("model            dbsp  P=16  latency=log  bandwidth=log"), run.out());
        assertTrue(run.out().contains("measured         10 cycles"), run.out()); // 4 + 3 + 2 + 1
        assertTrue(run.out().contains("holds: measured 10 equals bound 10"), run.out());
    }

    static Stream<Arguments> badInputs() {
        return Stream.of(
                bad("missing --P", "--model", "hpram", "--latency", "log"),
                bad("--bandwidth does not apply to the hpram model, which takes --P, --latency", "--model", "hpram",
                        "--p", "8", "--latency", "log", "--bandwidth", "log"),
                bad("--latency does not apply to the bsp model", "--model", "bsp", "--p", "8", "--g", "1", "--L",
                        "2", "--latency", "log"),
                bad("l(k) = log2(k) gives l(1) = 0 cycles", "--model", "hpram", "--p", "8", "--latency", "log2(k)"),
                bad("l(k) = 10-k decreases: l(1) = 9 > l(2) = 8 cycles", "--model", "hpram", "--p", "8",
                        "--latency", "10-k"),
                bad("latency expression 'sqrt(k': expected ')' but the expression ends at position 7", "--model",
                        "hpram", "--p", "8", "--latency", "sqrt(k"),
                bad("unknown broadcast algorithm 'optimal' for the hpram model (it runs on logp, postal, loggp) (known:"
                        + " root, binary-tree, heywood-ranka)", "--model", "hpram", "--p", "8", "--latency", "log",
                        "--algorithm", "optimal"),
                bad("broadcast root on hpram takes no parameter 'k' (it takes none; k is for heywood-ranka)",
                        "--model", "hpram", "--p", "8", "--latency", "log", "--k", "3"),
                bad("k must be at least 2, got 1", "--model", "hpram", "--p", "8", "--latency",
                        "log", "--algorithm", "heywood-ranka", "--k", "1"),
                bad("broadcast root on dbsp takes no parameter 'k' (it takes none; k is for bsp kary, hpram"
                        + " heywood-ranka)", "--model", "dbsp", "--p", "8", "--latency", "log",
                        "--bandwidth", "log", "--k", "3"),
                bad("broadcast root on dbsp takes no parameter 'words' (it takes none; words is for bsp)", "--model", "dbsp", "--p", "8", "--latency", "log",
                        "--bandwidth", "log", "--words", "3"),
                bad("unknown trace format", "--model", "hpram", "--p", "8", "--latency", "log", "--trace", "t.txt"),
                bad("unknown trace format", "--model", "dbsp", "--p", "8", "--latency", "log", "--bandwidth", "log",
                        "--trace", "t.xml"),
                bad("p must be at least 1, got 0", "--model", "hpram", "--p", "0", "--latency", "log"),
                bad("l(k) = k^100 is too large at k = 2", "--model", "hpram", "--p", "8", "--latency",
                        "k^100"),
                bad("g(k) = 0/0 is not a finite number at k = 1", "--model", "dbsp", "--p", "8", "--latency", "log",
                        "--bandwidth", "0/0"));
    }

    private static Arguments bad(String expected, String... args) {
        List<String> all = new ArrayList<>(List.of("run", "broadcast"));
        all.addAll(List.of(args));
        return Arguments.of(expected, all.toArray(String[]::new));
    }

    @ParameterizedTest
    @MethodSource("badInputs")
    void badInputIsOneLineAndExitTwo(String expected, String[] args) {
        Invocation run = Invocation.of(args);
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("pcmemu: ") && run.err().contains(expected), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }
}
