package org.pcmemu.algorithms.logp.summation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * Emulated optimal summation on a grid of P, L, o, g (including g < o+1 and o > g): the measured
 * time equals the optimum, the operand counts come from the LogP paper's recursion, and the
 * non-commutative matrix product equals the left-to-right fold (checked inside the report).
 */
class OptimalSummationGridTest {
    private static final int[] PS = {1, 2, 3, 5, 8};
    private static final long[][] LOG = { // {L, o, g}
        {1, 0, 1}, {3, 0, 1}, {2, 1, 1}, {2, 1, 3}, {5, 2, 4}, {4, 3, 2}, {1, 2, 0}, {6, 1, 5}, {0, 1, 1},
    };

    @Test
    void inverseProblemSumsPaperCountExactlyByDeadline() {
        for (long[] p : LOG) {
            PaperSummationRecursion dp = new PaperSummationRecursion(p[0], p[1], p[2], 40, 8);
            for (int P : PS) {
                LogP model = new LogP(P, p[0], p[1], p[2]);
                for (int t : new int[] {0, 7, 19, 33}) {
                    SummationReport r = SummationReport.runForDeadline(model, t, Matrix2x2::sample, Matrix2x2::times,
                            RunOptions.defaults());
                    assertEquals(t, r.measured(), model + " t=" + t);
                    assertEquals(dp.maxOperands(t, P), r.operands(), model + " t=" + t);
                    assertFalse(r.run().capacity().exceeded(), model + " t=" + t + ": receptions are g' >= g apart");
                }
            }
        }
    }

    @Test
    void leastTimeForNOperandsEqualsPaperOptimum() {
        for (long[] p : LOG) {
            PaperSummationRecursion dp = new PaperSummationRecursion(p[0], p[1], p[2], 200, 8);
            for (int P : PS) {
                LogP model = new LogP(P, p[0], p[1], p[2]);
                for (long n : new long[] {1, 2, 17, 60, 101}) {
                    SummationReport r = SummationReport.run(model, SummationAlgorithm.OPTIMAL, n, Matrix2x2::sample,
                            Matrix2x2::times, RunOptions.defaults());
                    assertEquals(Claim.EQUALS, r.bound().claim());
                    assertEquals(dp.minTime(n, P), r.measured(), model + " n=" + n);
                    assertTrue(r.bound().holdsFor(r.measured()));
                }
            }
        }
    }

    /* The same run under injected scheduling jitter and with platform threads gives the same times. */
    @Test
    void modelTimeDoesNotDependOnThreadScheduling() {
        LogP model = new LogP(8, 5, 2, 4);
        SummationReport plain = SummationReport.run(model, SummationAlgorithm.OPTIMAL, 150, Matrix2x2::sample,
                Matrix2x2::times, RunOptions.defaults());
        SummationReport jittered = SummationReport.run(model, SummationAlgorithm.OPTIMAL, 150, Matrix2x2::sample,
                Matrix2x2::times, RunOptions.defaults().withJitter(42));
        assertEquals(plain.measured(), jittered.measured());
        assertEquals(plain.result(), jittered.result());
    }
}
