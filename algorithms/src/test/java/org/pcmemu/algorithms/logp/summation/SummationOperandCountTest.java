package org.pcmemu.algorithms.logp.summation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SummationOperandCountTest {
    private static final int MAX_T = 40;
    private static final int MAX_P = 7;

    /* N(t;P) from the reversed broadcast tree equals the LogP paper's recursion, including g < o+1. */
    @Test
    void operandCountMatchesPaperRecursionOnGrid() {
        for (long L = 0; L <= 4; L++) {
            for (long o = 0; o <= 3; o++) {
                if (L + o < 1) {
                    continue;
                }
                for (long g = 0; g <= 5; g++) {
                    PaperSummationRecursion dp = new PaperSummationRecursion(L, o, g, MAX_T, MAX_P);
                    for (int P = 1; P <= MAX_P; P++) {
                        for (int t = 0; t <= MAX_T; t++) {
                            assertEquals(dp.maxOperands(t, P), SummationBounds.maxOperands(P, L, o, g, t),
                                    "N(t=" + t + "; P=" + P + ", L=" + L + ", o=" + o + ", g=" + g + ")");
                            if (P == 1) { // one processor adds one operand per cycle after holding the first
                                assertEquals(t + 1, SummationBounds.maxOperands(1, L, o, g, t));
                            }
                        }
                    }
                }
            }
        }
    }

    /* T(n;P) is the inverse of N: the least t reaching n, compared with the recursion. */
    @Test
    void leastTimeIsInverseOfOperandCount() {
        for (long o = 0; o <= 2; o++) {
            for (long g = 1; g <= 4; g++) {
                PaperSummationRecursion dp = new PaperSummationRecursion(3, o, g, 60, 6);
                for (int P = 1; P <= 6; P++) {
                    for (long n = 1; n <= 150; n++) {
                        int expected = dp.minTime(n, P);
                        if (expected >= 0) {
                            assertEquals(expected, SummationBounds.minTime(P, 3, o, g, n),
                                    "T(n=" + n + "; P=" + P + ", o=" + o + ", g=" + g + ")");
                        }
                    }
                }
            }
        }
    }

    /* One processor adds t+1 operands in t cycles (LogP paper 3.3: "sum T+1 values on a single processor"). */
    @Test
    void singleProcessorSumsTPlusOneOperands() {
        for (int t = 0; t < 30; t++) {
            assertEquals(t + 1, SummationBounds.maxOperands(1, 5, 2, 4, t));
        }
    }

    /*
     * L=5, o=2, g=4. A child's partial sum finishing at S reaches the root after o + L and costs the
     * root o + 1 = 3 cycles (reception, addition), so the earliest child sends at 0 when t = L+2o+1
     * = 10, and it adds S + 1 operands: it pays only if S + 1 > o + 1 (LogP paper 3.3: "partial sums
     * must represent at least o additions"). So N = t + 1 up to t = L + 3o + 1 = 12 (at 12 the child
     * with S = 2 is neutral); at t = 13 the root adds 14 - 3 = 11 operands and one child with S = 3
     * adds 4: N = 15 (a second child would have to finish at 13 - 11 - 4 < 0).
     */
    @Test
    void childrenJoinOnlyWhenTheirSharePaysForTheReception() {
        for (int t = 0; t <= 12; t++) {
            assertEquals(t + 1, SummationBounds.maxOperands(64, 5, 2, 4, t), "t=" + t);
        }
        assertEquals(15, SummationBounds.maxOperands(64, 5, 2, 4, 13));
        assertEquals(1, SummationSchedule.forDeadline(64, 5, 2, 4, 12).processors());
        assertEquals(2, SummationSchedule.forDeadline(64, 5, 2, 4, 13).processors());
    }
}
