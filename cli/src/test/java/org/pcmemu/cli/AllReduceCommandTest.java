package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * {@code run allreduce}: combining broadcast, TR section 5.2. For lambda = 3 the generalized
 * Fibonacci numbers (TR Definition 3.6: f_i = 1 for i < lambda, f_i = f_{i-1} + f_{i-lambda}) are
 * 1 1 1 2 3 4 6 9 13 19, so P = 13 = f_8.
 */
class AllReduceCommandTest {

    /* Postal, lambda = 3, P = 13 = f_8: Theorem 5.1 ends at T = 8; every processor holds 13*14/2. */
    @Test
    void postalThirteenProcessorsFibonacciTakesEightAndSumsTo91() throws Exception {
        JsonNode j = JsonOutput.run("allreduce", "--model", "postal", "--P", "13", "--lambda", "3");
        assertEquals("allreduce", j.get("command").asText());
        assertEquals("fibonacci", j.get("algorithm").asText());
        assertEquals(8, j.get("measured").asLong());
        assertEquals(8, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(91, j.get("value").asLong());
        assertEquals("sum", j.get("operator").asText());
        assertEquals(8, j.get("lowerBound").get("value").asLong()); // min{T : f_T >= 13}
        assertEquals(8, j.get("fibonacciSteps").asLong());
        assertEquals(13, j.get("cores").asLong());
        assertEquals(0, j.get("pairs").asLong());
        assertEquals(13 * 6, j.get("messages").asLong()); // one send per processor in steps 0..T-lambda = 0..5
    }

    /* Reduction then broadcast: B(13) = 8 each way, 16 in all; g = 1 <= 2(L + 2o) = 6, so it equals 2 B(P). */
    @Test
    void postalReduceThenBroadcastTakesSixteen() throws Exception {
        JsonNode j = JsonOutput.run("allreduce", "--model", "postal", "--P", "13", "--lambda", "3",
                "--algorithm", "reduce-broadcast");
        assertEquals("reduce-broadcast", j.get("algorithm").asText());
        assertEquals(16, j.get("measured").asLong());
        assertEquals(16, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals(91, j.get("value").asLong());
        assertEquals(2 * 12, j.get("messages").asLong()); // P-1 up, P-1 down
    }

    /*
     * LogP P=8, L=6, o=2, g=4: steps of G = max(4, 4) = 4 cycles, lambda = ceil(10/4) = 3, the
     * largest f_T' <= 8 is f_6 = 6, so 2 pairs; the construction ends at (6 + 2*3)*4 + 2 = 50,
     * an upper bound only. The sum is 8*9/2 = 36.
     */
    @Test
    void logpEightProcessorsUsesPairsAndEndsByFifty() throws Exception {
        JsonNode j = JsonOutput.run("allreduce", "--P", "8", "--L", "6", "--o", "2", "--g", "4");
        assertEquals(50, j.get("bound").asLong());
        assertEquals("at most", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(4, j.get("stepCycles").asLong());
        assertEquals(3, j.get("lambdaSteps").asLong());
        assertEquals(6, j.get("fibonacciSteps").asLong());
        assertEquals(6, j.get("cores").asLong());
        assertEquals(2, j.get("pairs").asLong());
        assertEquals(36, j.get("value").asLong());
        assertEquals(24, j.get("lowerBound").get("value").asLong()); // B(8) for L=6, o=2, g=4: the papers' figure
    }
}
