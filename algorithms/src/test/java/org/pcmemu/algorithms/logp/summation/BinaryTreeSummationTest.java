package org.pcmemu.algorithms.logp.summation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.BinaryOperator;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

class BinaryTreeSummationTest {

    @Test
    void baselineIsCorrectAndNeverBeatsTheOptimum() {
        long[][] log = {{1, 0, 1}, {2, 1, 3}, {5, 2, 4}, {4, 3, 2}, {1, 2, 0}, {6, 1, 9}};
        for (long[] p : log) {
            for (int P : new int[] {1, 2, 3, 4, 5, 7, 8, 16}) {
                LogP model = new LogP(P, p[0], p[1], p[2]);
                for (long n : new long[] {1, 3, 16, 61}) {
                    SummationReport base = SummationReport.run(model, SummationAlgorithm.BINARY_TREE, n,
                            Matrix2x2::sample, Matrix2x2::times, RunOptions.defaults());
                    SummationReport opt = SummationReport.run(model, SummationAlgorithm.OPTIMAL, n,
                            Matrix2x2::sample, Matrix2x2::times, RunOptions.defaults());
                    String at = model + " n=" + n;
                    assertTrue(base.measured() >= opt.measured(), at);
                    assertTrue(base.bound().holdsFor(base.measured()), at);
                    assertTrue(base.algorithmBound().holdsFor(base.measured()),
                            at + ": " + base.measured() + " > " + base.algorithmBound().value());
                    assertEquals(base.result(), opt.result(), at);
                }
            }
        }
    }

    /*
     * P = 4, L = 5, o = 2, g = 4, 40 operands: blocks of 10 are summed by 9; round 0 (1->0, 3->2):
     * send at 9, arrives 9+2+5 = 16, received [16,18), added by 19; round 1 (2->0): sent at 19,
     * arrives 26, received [26,28), added by 29. The optimum T(40;4) is smaller.
     */
    @Test
    void fourProcessorsFortyOperandsByHand() {
        BinaryOperator<String> concat = String::concat;
        LogP model = new LogP(4, 5, 2, 4);
        SummationReport base = SummationReport.run(model, SummationAlgorithm.BINARY_TREE, 40, i -> "x" + i, concat,
                RunOptions.defaults());
        assertEquals(29, base.measured());
        assertTrue(base.bound().value() < 29);
    }

    /* Where P' = min(P, n) is a power of two, the closed form bounds the run on a wider grid. */
    @Test
    void closedFormBoundsPowerOfTwoTreesOnAGrid() {
        for (int P : new int[] {2, 4, 8}) {
            for (long L = 0; L <= 5; L++) {
                for (long o = 0; o <= 3; o++) {
                    for (long g = 0; g <= 6; g++) {
                        if (L + o < 1) {
                            continue;
                        }
                        LogP model = new LogP(P, L, o, g);
                        for (long n : new long[] {P, 2L * P + 1, 5L * P}) {
                            SummationReport base = SummationReport.run(model, SummationAlgorithm.BINARY_TREE, n,
                                    i -> i, Long::sum, RunOptions.defaults());
                            assertEquals(org.pcmemu.models.Claim.AT_MOST, base.algorithmBound().claim());
                            assertTrue(base.algorithmBound().holdsFor(base.measured()),
                                    model + " n=" + n + ": " + base.measured() + " > " + base.algorithmBound().value());
                        }
                    }
                }
            }
        }
    }

    /* The reviewer's case: P' = 5 is no power of two, and the run exceeds the closed form. */
    @Test
    void noClosedFormIsClaimedWhenProcessorsAreNotAPowerOfTwo() {
        SummationReport r = SummationReport.run(new LogP(5, 2, 0, 3), SummationAlgorithm.BINARY_TREE, 5,
                i -> i, Long::sum, RunOptions.defaults());
        assertEquals(10, r.measured());
        assertEquals(org.pcmemu.models.Claim.AT_LEAST, r.algorithmBound().claim());
        assertTrue(r.algorithmBound().holdsFor(r.measured()));
    }
}
