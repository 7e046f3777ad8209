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
            for (int P : new int[] {1, 2, 3, 5, 7, 8}) {
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
}
