package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/**
 * single-sending against Theorem 3.7, B(P-1) + 2L + k - 2, with B from the test's own
 * f-recurrence ({@link KItemBoundsTest#b}). Every run also checks (in the emulation) that each
 * processor receives each item once and that the source sends each item once.
 */
class SingleSendingTheorem37Test {

    @Test
    void latencyOneMeetsTheoremThreeSevenOnEveryMachineUpToTwoHundred() {
        // L = 1: the pruned binomial tree (docs/algorithms.md, "Theorem 3.7 for L = 1"): exactly
        // L + B(P-1) + k - 1, the single-sending lower bound, which is Theorem 3.7's bound for L = 1
        List<String> wrong = new ArrayList<>();
        for (int P = 2; P <= 200; P++) {
            for (int k : new int[] {1, 2, 5}) {
                long single = KItemBoundsTest.b(P - 1, 1) + 1 + k - 1;
                KItemReport r = KItemReport.run(LogP.postal(P, 1), KItemAlgorithm.SINGLE_SENDING, k, RunOptions.defaults());
                if (r.measured() != single || !r.bound().holdsFor(r.measured())) {
                    wrong.add("P=" + P + " k=" + k + ": " + r.measured() + " vs " + single);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void issueFortyThreeMachines() {
        // issue 43: P = 450, L = 1, k = 12: 21; P = 1700, L = 1, k = 30: 41 (the greedy plan took 26 and 51)
        check(450, 1, 12, 21);
        check(1700, 1, 30, 41);
    }

    @Test
    void theClaimIsAlwaysTheoremThreeSeven() {
        // where no construction is known (L >= 2, no block-cyclic or pruned-tree plan found) the greedy
        // plan runs and the claim still is Theorem 3.7's: a miss shows as a claim that does not hold
        KItemReport r = KItemReport.run(LogP.postal(2000, 2), KItemAlgorithm.SINGLE_SENDING, 25, RunOptions.defaults());
        assertEquals(KItemBoundsTest.b(1999, 2) + 2 * 2 + 25 - 2, r.bound().value());
        assertEquals(Claim.AT_MOST, r.bound().claim());
        assertTrue(r.bound().source().startsWith("SPAA Theorem 3.7"), r.bound().source());
    }

    private static void check(int P, long L, int k, long theorem37) {
        assertEquals(theorem37, KItemBoundsTest.b(P - 1, L) + 2 * L + k - 2);
        KItemReport r = KItemReport.run(LogP.postal(P, L), KItemAlgorithm.SINGLE_SENDING, k, RunOptions.defaults());
        assertTrue(r.measured() <= theorem37, P + ": " + r.measured() + " > " + theorem37);
        assertEquals(Claim.AT_MOST, r.bound().claim());
        assertEquals(theorem37, r.bound().value());
    }
}
