package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A run whose measured cost breaks its claim prints its report and exits 3. */
class ClaimExitCodeTest {

    /*
     * Theorem 3.3 is an O() bound; its ceiling form is our concrete reading and holds for the
     * smooth latency functions of the paper, but a step function at k = 4 breaks it (found by
     * review): D-BSP ROOT at p = 49 measures 8024 against 7031.
     */
    @Test
    void aBrokenClaimExitsWithThreeAndSaysSo() {
        String step = "1+1000*min(1,floor(k/4))";
        Invocation run = Invocation.of("run", "broadcast", "--model", "dbsp", "--p", "49", "--latency", step,
                "--bandwidth", step, "-q");
        assertEquals(3, run.exitCode());
        assertTrue(run.out().contains("DOES NOT HOLD"), run.out());
        assertTrue(run.err().startsWith("pcmemu: the claim does not hold: measured 8024 is not at most the bound 7031"),
                run.err());
    }

    @Test
    void aHoldingClaimExitsWithZero() {
        Invocation run = Invocation.of("run", "broadcast", "--model", "logp", "--P", "8", "--L", "6", "--o", "2",
                "--g", "4", "-q");
        assertEquals(0, run.exitCode());
        assertEquals("", run.err());
    }
}
