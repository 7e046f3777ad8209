package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A run whose measured cost breaks its claim prints its report and exits 3. */
class ClaimExitCodeTest {

    /* A user's claim that the run breaks: a token ring of 16 hops of L + 2o = 10 is not 150. */
    @Test
    void aBrokenClaimExitsWithThreeAndSaysSo() {
        Invocation run = tokenRingClaimed("at-most");
        assertEquals(3, run.exitCode());
        assertTrue(run.out().contains("DOES NOT HOLD"), run.out());
        assertTrue(run.err().startsWith("pcmemu: the claim does not hold: measured 160 is not at most the bound 150"),
                run.err());
    }

    private static Invocation tokenRingClaimed(String claim) {
        return Invocation.of("run", "custom", "--class", CustomCommandTest.TokenRing.class.getName(), "--classpath",
                "target/test-classes", "--model", "logp", "--P", "16", "--L", "6", "--o", "2", "--g", "4", "--bound",
                "150", "--claim", claim, "-q");
    }

    /* The same ring claimed to equal 150: the message names the relation as English has it. */
    @Test
    void aBrokenEqualsClaimSaysEqualTo() {
        Invocation run = tokenRingClaimed("equals");
        assertEquals(3, run.exitCode());
        assertTrue(run.err().startsWith("pcmemu: the claim does not hold: measured 160 is not equal to the bound 150"),
                run.err());
    }

    /*
     * Theorem 3.3 is an O() bound; its ceiling form is our concrete reading. With a fixed number of
     * halvings a step function at k = 4 broke it (p = 49: 8024 against 7031); ROOT now chooses its
     * halvings by its cost recurrence and stays within it.
     */
    @Test
    void theStepFunctionThatBrokeTheDBspReadingNowHolds() {
        String step = "1+1000*min(1,floor(k/4))";
        Invocation run = Invocation.of("run", "broadcast", "--model", "dbsp", "--p", "49", "--latency", step,
                "--bandwidth", step, "-q");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("at most"), run.out());
    }

    @Test
    void aHoldingClaimExitsWithZero() {
        Invocation run = Invocation.of("run", "broadcast", "--model", "logp", "--P", "8", "--L", "6", "--o", "2",
                "--g", "4", "-q");
        assertEquals(0, run.exitCode());
        assertEquals("", run.err());
    }
}
