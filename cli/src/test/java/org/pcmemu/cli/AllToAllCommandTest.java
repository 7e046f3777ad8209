package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code run alltoall} against TR section 5.1's L + 2o + g(k(P-1) - 1). */
class AllToAllCommandTest {

    /* Postal (o = 0, g = 1), lambda = 7, P = 16, one item: L + 2o + (P-2)g = 7 + 0 + 14 = 21. */
    @Test
    void postalSixteenProcessorsOneItemTakesTwentyOne() throws Exception {
        JsonNode j = JsonOutput.run("alltoall", "--model", "postal", "--P", "16", "--lambda", "7");
        assertEquals("alltoall", j.get("command").asText());
        assertEquals("staggered", j.get("algorithm").asText());
        assertEquals(21, j.get("measured").asLong());
        assertEquals(21, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals("L + 2o + (P-2)g = 7 + 2*0 + (16-2)*1 = 21", j.get("paperFormula").asText());
        assertEquals(1, j.get("items").asLong());
        assertEquals(15, j.get("itemsToReceive").asLong());
        assertEquals(0, j.get("receiveDelay").asLong());
        assertEquals(0, j.get("capacityViolations").asLong());
        assertEquals(21, j.get("scheduleBound").get("value").asLong());
        assertEquals("equals", j.get("scheduleBound").get("claim").asText());
        assertEquals(21, j.get("lowerBound").get("value").asLong());
        assertEquals(16 * 15, j.get("messages").asLong());
    }

    /*
     * Postal, lambda = 7, P = 16, k = 3: L + 2o + g(k(P-1)-1) = 7 + 0 + 44 = 51; with o = 0 the
     * overheads cannot collide, so the paper's time is met.
     */
    @Test
    void postalThreeItemsTakeFiftyOne() throws Exception {
        JsonNode j = JsonOutput.run("alltoall", "--model", "postal", "--P", "16", "--lambda", "7", "--items", "3");
        assertEquals(51, j.get("measured").asLong());
        assertEquals(51, j.get("bound").asLong());
        assertEquals("equals", j.get("claim").asText());
        assertEquals("L + 2o + g(k(P-1)-1) = 7 + 2*0 + 1*(3*(16-1)-1) = 51", j.get("paperFormula").asText());
        assertEquals(3 * 16 * 15, j.get("messages").asLong());
    }

    /*
     * LogP P=8, L=6, o=2, g=4: the paper says 6 + 4 + 6*4 = 34, but in the TR's schedule the first
     * reception [8,10) meets the third send [8,10) of the same processor. Sends are [4m, 4m+2);
     * receptions shifted by delta sit at [8+delta+4j, 10+delta+4j): delta = 1 still meets a send
     * ([9,11) vs [8,10)), delta = 2 puts them in [10,12), between sends. So 34 + 2 = 36, and the
     * paper's 34 holds only as a lower bound (max(34, 2*7*2 = 28) = 34).
     */
    @Test
    void logpWithCollidingOverheadsTakesThirtySixAgainstThePapersThirtyFour() throws Exception {
        JsonNode j = JsonOutput.run("alltoall", "--P", "8", "--L", "6", "--o", "2", "--g", "4");
        assertEquals(36, j.get("measured").asLong());
        assertEquals(34, j.get("bound").asLong());
        assertEquals("at least", j.get("claim").asText());
        assertTrue(j.get("claimHolds").asBoolean());
        assertEquals(2, j.get("receiveDelay").asLong());
        assertEquals(36, j.get("scheduleBound").get("value").asLong());
        assertEquals("at most", j.get("scheduleBound").get("claim").asText());
        assertEquals(34, j.get("lowerBound").get("value").asLong());
        assertEquals("L + 2o + (P-2)g = 6 + 2*2 + (8-2)*4 = 34", j.get("paperFormula").asText());
    }

    /*
     * Naive order, postal lambda = 7, P = 16: every processor sends to processor 0 first, so 15
     * messages would be in transit to it during [0, 7), more than ceil(L/g) = 7; and processor 15
     * is everyone's last target, so it cannot finish before 7 + 14 + 14 = 35 > 21. Under check
     * the excess is reported.
     */
    @Test
    void naiveOrderMissesThePapersTimeAndExceedsCapacityUnderCheck() throws Exception {
        JsonNode j = JsonOutput.run("alltoall", "--model", "postal", "--P", "16", "--lambda", "7", "--algorithm",
                "naive", "--capacity", "check");
        assertEquals("naive", j.get("algorithm").asText());
        assertEquals("check", j.get("parameters").get("capacity").asText());
        assertEquals(21, j.get("bound").asLong());
        assertEquals("at least", j.get("claim").asText());
        assertTrue(j.get("measured").asLong() >= 35, j.toString());
        assertEquals(35, j.get("scheduleBound").get("value").asLong());
        assertTrue(j.get("capacityViolations").asLong() > 0, j.toString());
        JsonNode c = j.get("capacity");
        assertEquals("check", c.get("mode").asText());
        assertTrue(c.get("exceeded").asBoolean());
        assertEquals(15, c.get("worstInTransit").asLong());
        assertEquals(0, c.get("worstProcessor").asLong());
        assertEquals(0, c.get("stalledSends").asLong());
        assertFalse(j.get("claim").asText().equals("equals"));
    }

    /*
     * The same run under enforce (the default): of the 15 first sends to processor 0, at time 0,
     * processors 1..7 go (limit 7), 8..14 stall until the first seven arrive at 7, and 15 until
     * 14. Nothing is over the limit, and the stalls make the run longer than under check.
     */
    @Test
    void naiveOrderStallsUnderEnforceAndCostsMore() throws Exception {
        JsonNode j = JsonOutput.run("alltoall", "--model", "postal", "--P", "16", "--lambda", "7", "--algorithm",
                "naive");
        JsonNode checked = JsonOutput.run("alltoall", "--model", "postal", "--P", "16", "--lambda", "7",
                "--algorithm", "naive", "--capacity", "check");
        assertEquals("enforce", j.get("parameters").get("capacity").asText());
        JsonNode c = j.get("capacity");
        assertEquals("enforce", c.get("mode").asText());
        assertFalse(c.get("exceeded").asBoolean());
        assertEquals(0, j.get("capacityViolations").asLong());
        assertTrue(c.get("worstInTransit").asLong() <= 7, c.toString());
        JsonNode stalls = c.get("stallCyclesByProcessor");
        assertEquals(16, stalls.size());
        long total = 0;
        for (JsonNode s : stalls) {
            total += s.asLong();
        }
        assertEquals(c.get("stallCycles").asLong(), total);
        for (int p = 8; p <= 14; p++) {
            assertTrue(stalls.get(p).asLong() >= 7, "processor " + p + ": " + stalls);
        }
        assertTrue(stalls.get(15).asLong() >= 14, stalls.toString());
        assertTrue(c.get("stalledSends").asLong() >= 8, c.toString());
        assertTrue(j.get("measured").asLong() > checked.get("measured").asLong(),
                j.get("measured") + " vs " + checked.get("measured"));
    }

    /* The text run prints every figure and field the JSON has, with its label. */
    @Test
    void textShowsTheFormulaAndBothBounds() {
        Invocation run = Invocation.of("run", "alltoall", "--P", "8", "--L", "6", "--o", "2", "--g", "4");
        assertEquals(0, run.exitCode(), run.err());
        for (String row : List.of("items to receive     7", "receive delay        2 cycles",
                "send period          4 cycles", "paper formula        L + 2o + (P-2)g = 6 + 2*2 + (8-2)*4 = 34",
                "schedule bound       36 cycles", "lower bound          34 cycles")) {
            assertTrue(run.out().contains("\n  " + row), row + ":\n" + run.out());
        }
    }

    /* --order was --algorithm's other name; it is refused with the line that names the new form. */
    @Test
    void theOldOrderOptionNamesItsNewForm() {
        Invocation run = Invocation.of("run", "alltoall", "--model", "postal", "--P", "16", "--lambda", "7", "--order",
                "naive");
        assertEquals(2, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertEquals("pcmemu: --order is now --algorithm: --algorithm naive", run.err().strip());
    }
}
