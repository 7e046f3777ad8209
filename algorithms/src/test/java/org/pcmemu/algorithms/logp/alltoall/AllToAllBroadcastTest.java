package org.pcmemu.algorithms.logp.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

class AllToAllBroadcastTest {

    /*
     * Grid over P, k, L, o, g. Expected values come from TR section 5.1 and from a brute-force
     * check (in this test) of whether the TR's schedule, sends at m g and receptions at L + o + j g,
     * ever needs one processor to be in two overheads at once:
     *  - no overlap and o <= g (or one item to receive): measured == L + 2o + g(k(P-1)-1);
     *  - otherwise the paper's bound is unreachable: measured > it, and measured >= the lower bound
     *    max(L + 2o + max(g,o)(N-1), 2No) of the emulator's rules.
     */
    @Test
    void staggeredMeetsPaperBoundExactlyWhereOverheadsFitAndExceedsItOtherwise() {
        int exact = 0;
        int above = 0;
        for (int P : new int[] {1, 2, 3, 4, 6}) {
            for (int k : new int[] {1, 2}) {
                for (long L = 0; L <= 7; L++) {
                    for (long o = 0; o <= 3; o++) {
                        for (long g = 0; g <= 6; g += 2) {
                            if (L + o < 1) {
                                continue;
                            }
                            LogP m = new LogP(P, L, o, g);
                            AllToAllReport r = AllToAllReport.run(m, AllToAllOrder.STAGGERED, k, RunOptions.defaults());
                            long n = (long) k * (P - 1);
                            long paper = n == 0 ? 0 : L + 2 * o + g * (n - 1);
                            String at = m + " k=" + k;
                            if (n <= 1 || (o <= g && !overlaps(n, L, o, g))) {
                                assertEquals(paper, r.measured(), at);
                                assertEquals(Claim.EQUALS, r.bound().claim(), at);
                                assertEquals(0, r.capacityViolations(), at);
                                exact++;
                            } else {
                                assertTrue(r.measured() > paper, at + ": " + r.measured());
                                long lower = Math.max(L + 2 * o + Math.max(g, o) * (n - 1), 2 * n * o);
                                assertTrue(r.measured() >= lower, at + ": " + r.measured() + " < " + lower);
                                assertEquals(Claim.AT_LEAST, r.bound().claim(), at);
                                above++;
                            }
                            assertEquals(paper, r.bound().value(), at);
                            assertTrue(r.bound().holdsFor(r.measured()), at);
                            assertTrue(r.emulatorBound().holdsFor(r.measured()), at);
                        }
                    }
                }
            }
        }
        assertTrue(exact > 200 && above > 100, exact + " exact, " + above + " above");
    }

    /* Brute force: does any send [m g, m g + o) meet any reception [L + o + j g, L + 2o + j g)? */
    private static boolean overlaps(long n, long L, long o, long g) {
        for (long m = 0; m < n; m++) {
            for (long j = 0; j < n; j++) {
                long s = m * g;
                long r = L + o + j * g;
                if (s < r + o && r < s + o) {
                    return true;
                }
            }
        }
        return false;
    }

    /* Postal model: o = 0, nothing can overlap; L + (P-2) for one item, L + k(P-1) - 1 for k. */
    @Test
    void postalAllToAllTakesLambdaPlusPMinusTwo() {
        for (int P = 2; P <= 9; P++) {
            for (long lambda = 1; lambda <= 4; lambda++) {
                LogP m = LogP.postal(P, lambda);
                assertEquals(lambda + P - 2, AllToAllReport.run(m, AllToAllOrder.STAGGERED, 1, RunOptions.defaults()).measured());
                assertEquals(lambda + 3L * (P - 1) - 1,
                        AllToAllReport.run(m, AllToAllOrder.STAGGERED, 3, RunOptions.defaults()).measured());
            }
        }
    }

    /*
     * g >= o is not enough. P = 4, L = 1, o = g = 2: the TR's bound is 1 + 4 + 2*2 = 9, but each
     * processor spends 3 sends + 3 receptions of o = 2 cycles = 12 busy cycles. By hand (all
     * processors alike): send [0,2), send [2,4); the first message arrived at 0+2+1 = 3 but the
     * processor is free at 4: receive [4,6); send [6,8); second message (sent at 2) arrived at 5:
     * receive [8,10); third (sent at 6) arrived at 9: receive [10,12). Done at 12.
     */
    @Test
    void overlappingOverheadsMakePaperBoundUnreachableEvenWithGapEqualToOverhead() {
        AllToAllReport r = AllToAllReport.run(new LogP(4, 1, 2, 2), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(9, r.bound().value());
        assertEquals(Claim.AT_LEAST, r.bound().claim());
        assertEquals(12, r.measured());
    }

    /*
     * o > g. P = 3, L = 2, o = 3, g = 1: the TR's bound is 2 + 6 + 1 = 9. Sends are o apart (the
     * sender is busy): [0,3), [3,6). First message (sent at 0) arrives 5, received [6,9); second
     * (sent at 3) arrives 8, received [9,12) (gap g = 1 is shorter than the overhead). Done at 12
     * = 2No.
     */
    @Test
    void overheadAboveGapSpacesEverythingByO() {
        AllToAllReport r = AllToAllReport.run(new LogP(3, 2, 3, 1), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(9, r.bound().value());
        assertEquals(12, r.measured());
        assertTrue(r.emulatorBound().holdsFor(12));
    }

    /* o > g but the sends end before the first arrival: L + 2o + o(N-1) exactly. */
    @Test
    void overheadAboveGapWithLongLatencyTakesOSpacing() {
        // P = 4, L = 20, o = 3, g = 1: sends [0,3) [3,6) [6,9), arrivals 23, 26, 29: done 32.
        AllToAllReport r = AllToAllReport.run(new LogP(4, 20, 3, 1), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(20 + 6 + 2, r.bound().value());
        assertEquals(32, r.measured());
        assertEquals(Claim.EQUALS, r.emulatorBound().claim());
    }

    /* The naive order piles every slot's messages onto one processor. */
    @Test
    void naiveOrderSuffersContentionTheStaggeredOrderAvoids() {
        for (int P = 3; P <= 8; P++) {
            for (long[] p : new long[][] {{6, 2, 4}, {3, 0, 1}, {5, 1, 2}, {9, 1, 3}}) {
                LogP m = new LogP(P, p[0], p[1], p[2]);
                AllToAllReport stag = AllToAllReport.run(m, AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
                AllToAllReport naive = AllToAllReport.run(m, AllToAllOrder.NAIVE, 1, RunOptions.defaults());
                long d = Math.max(p[1], p[2]);
                long naiveLower = p[0] + 2 * p[1] + d * (P - 2) + d * (P - 2);
                assertTrue(naive.measured() >= naiveLower, m + ": " + naive.measured());
                assertTrue(naive.measured() > stag.measured(), m.toString());
                if (P - 1 > Math.ceilDiv(p[0], p[2])) {
                    assertTrue(naive.capacityViolations() > 0, m.toString());
                }
                assertEquals(0, stag.capacityViolations(), m.toString());
            }
        }
    }
}
