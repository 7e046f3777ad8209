package org.pcmemu.algorithms.logp.summation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.BinaryOperator;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

/**
 * The LogP paper's summation example (Figure 4; SPAA Figure 6): T = 28, P = 8, L = 5, g = 4, o = 2.
 *
 * <p>By hand. The reversed schedule is the optimal broadcast with latency L+1 = 6, o = 2 and
 * sibling spacing g' = max(g, o+1) = 4: a node labelled d has children d + 10, d + 14, ... This is
 * the LogP paper's Figure 3 tree (P=8, L=6, g=4, o=2), labels 0, 10, 14, 18, 20, 22, 24, 24:
 * <pre>
 *   0 -+- 10 -+- 20          ids in label order (ties: smaller parent first):
 *      |      +- 24          id:    0   1   2   3   4   5   6   7
 *      +- 14 --- 24          label: 0  10  14  18  20  22  24  24
 *      +- 18                 parent: -  0   0   0   1   0   1   2
 *      +- 22
 * </pre>
 * Send times S = 28 - label: 28 18 14 10 8 6 4 4. Every label is below t - o = 26, so all eight
 * processors pay for their reception. Shares S - (o+1)k + 1 with k children:
 * root 28 - 3*4 + 1 = 17, id1 18 - 6 + 1 = 13, id2 14 - 3 + 1 = 12, leaves S + 1: 11 9 7 5 5;
 * total 79. (Lemma 4.2 as printed, sum S - oP + 1, would give 92 - 16 + 1 = 77; its proof's
 * per-processor count gives 79 = 92 - o(P-1) + 1.)
 *
 * <p>The root receives the children with S = 6, 10, 14, 18 at S + o + L = 13, 17, 21, 25: it adds
 * 13 cycles (14 operands), receives in [13,15), adds the partial sum in [15,16), adds one operand
 * in [16,17) (g-o-1 = 1), ... receives in [25,27), adds in [27,28): the sum is ready at 28.
 */
class SummationFigureFourTest {
    private static final LogP MODEL = new LogP(8, 5, 2, 4);

    @Test
    void figureFourSumsSeventyNineOperandsInTwentyEightCycles() {
        SummationSchedule s = SummationSchedule.forDeadline(8, 5, 2, 4, 28);
        assertEquals(79, s.operands());
        assertEquals(8, s.processors());
        long[] shares = new long[8];
        long[] sends = new long[8];
        for (int i = 0; i < 8; i++) {
            shares[i] = s.share(i);
            sends[i] = s.sendTime(i);
        }
        assertArrayEquals(new long[] {17, 13, 12, 11, 9, 7, 5, 5}, shares);
        assertArrayEquals(new long[] {28, 18, 14, 10, 8, 6, 4, 4}, sends);
        assertEquals(79, SummationBounds.maxOperands(8, 5, 2, 4, 28));
    }

    @Test
    void figureFourEmulatedRunConcatenatesInOrderAt28() {
        BinaryOperator<String> concat = String::concat;
        SummationReport r = SummationReport.runForDeadline(MODEL, 28, i -> "<" + i + ">", concat, RunOptions.defaults());
        assertEquals(28, r.measured());
        assertEquals(79, r.operands());
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 79; i++) {
            expected.append('<').append(i).append('>');
        }
        assertEquals(expected.toString(), r.result());
        assertEquals(7, r.messages());
    }

    /* One operand more than N(28) = 79 needs one more cycle. */
    @Test
    void eightyOperandsNeedTwentyNineCycles() {
        assertEquals(28, SummationBounds.minTime(8, 5, 2, 4, 79));
        assertEquals(29, SummationBounds.minTime(8, 5, 2, 4, 80));
        SummationReport r = SummationReport.run(MODEL, SummationAlgorithm.OPTIMAL, 80, Matrix2x2::sample,
                Matrix2x2::times, RunOptions.defaults());
        assertEquals(29, r.measured());
        assertEquals(29, r.bound().value());
    }
}
