package org.pcmemu.algorithms.logp.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

class AllToAllBroadcastTest {

    /*
     * Grid over P, k, L, o, g. Expected values come from TR section 5.1 and from a brute-force
     * search (in this test) for the least reception delay delta that keeps the plan's overheads
     * apart: sends at m d, receptions at L + o + delta + j d, d = max(g, o), m, j < N = k(P-1).
     *  - measured == L + 2o + delta + d(N-1) always (the plan runs exactly);
     *  - delta == 0 and o <= g (or N <= 1): that is the TR's L + 2o + g(N-1), claimed equal;
     *  - otherwise the TR's bound is unreachable: measured > it;
     *  - measured >= max(L + 2o + d(N-1), 2No), with equality when o >= g (optimal there).
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
                            long d = Math.max(g, o);
                            long paper = n == 0 ? 0 : L + 2 * o + g * (n - 1);
                            // the two plans: period d (the TR's spacing) or max(g, 2o), the earlier (d on a tie)
                            long wide = Math.max(g, 2 * o);
                            long deltaD = leastDelay(n, L, o, d);
                            long deltaW = leastDelay(n, L, o, wide);
                            long timeD = n == 0 ? 0 : L + 2 * o + deltaD + d * (n - 1);
                            long timeW = n == 0 ? 0 : L + 2 * o + deltaW + wide * (n - 1);
                            long delta = timeW < timeD ? deltaW : deltaD;
                            String at = m + " k=" + k;
                            assertEquals(Math.min(timeD, timeW), r.measured(), at);
                            assertEquals(delta, r.receiveDelay(), at);
                            if (n <= 1 || (o <= g && deltaD == 0)) { // the TR's own schedule fits
                                assertEquals(paper, r.measured(), at);
                                assertEquals(Claim.EQUALS, r.bound().claim(), at);
                                exact++;
                            } else {
                                assertTrue(r.measured() > paper, at + ": " + r.measured());
                                assertEquals(Claim.AT_LEAST, r.bound().claim(), at);
                                above++;
                            }
                            long lower = n == 0 ? 0 : Math.max(L + 2 * o + d * (n - 1), 2 * n * o);
                            assertTrue(r.measured() >= lower, at + ": " + r.measured() + " < " + lower);
                            if (o >= g) {
                                assertEquals(lower, r.measured(), at);
                            }
                            assertEquals(0, r.capacityViolations(), at);
                            assertEquals(paper, r.bound().value(), at);
                            assertTrue(r.bound().holdsFor(r.measured()), at);
                            assertTrue(r.scheduleBound().holdsFor(r.measured()), at);
                            assertTrue(r.lowerBound().holdsFor(r.measured()), at);
                        }
                    }
                }
            }
        }
        assertTrue(exact > 200 && above > 100, exact + " exact, " + above + " above");
    }

    /*
     * o < g < 2o: sending every 2o instead of every g leaves a gap for each reception. The issue's
     * cases, against the old plan (all sends first) and the lower bound max(L+2o+g(N-1), 2No):
     * P = 276, L = 4, o = 4, g = 6: 2208 (old 3296, lower 2200); P = 50, L = 20, o = 4, g = 7: 416
     * (old 680, lower 392).
     */
    @Test
    void aWiderPeriodInterleavesReceptionsWhenOverheadsAreLong() {
        AllToAllReport big = AllToAllReport.run(new LogP(276, 4, 4, 6), AllToAllOrder.STAGGERED, 1,
                RunOptions.defaults());
        assertEquals(2208, big.measured());
        assertEquals(2200, big.lowerBound().value());
        assertEquals(Claim.AT_MOST, big.scheduleBound().claim());
        assertEquals(2208, big.scheduleBound().value());
        AllToAllReport mid = AllToAllReport.run(new LogP(50, 20, 4, 7), AllToAllOrder.STAGGERED, 1,
                RunOptions.defaults());
        assertEquals(416, mid.measured());
        assertEquals(392, mid.lowerBound().value());
        assertEquals(0, mid.capacityViolations());
    }

    /* Brute force: the least delta for which no send [m d, m d + o) meets a reception [L+o+delta+j d, +o). */
    private static long leastDelay(long n, long L, long o, long d) {
        for (long delta = 0; ; delta++) {
            boolean clash = false;
            for (long m = 0; m < n && !clash; m++) {
                for (long j = 0; j < n && !clash; j++) {
                    long s = m * d;
                    long r = L + o + delta + j * d;
                    clash = s < r + o && r < s + o;
                }
            }
            if (!clash) {
                return delta;
            }
        }
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
     * processor spends 3 sends + 3 receptions of o = 2 cycles = 12 busy cycles. d = 2 < 2o, so
     * the plan sends first, [0,2) [2,4) [4,6), and receives at 6, 8, 10 (arrivals 3, 5, 7 plus
     * delta = 3): done at 12 = 2No, which is optimal.
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
     * = 2No, the lower bound.
     */
    @Test
    void overheadAboveGapSpacesEverythingByO() {
        AllToAllReport r = AllToAllReport.run(new LogP(3, 2, 3, 1), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(9, r.bound().value());
        assertEquals(12, r.measured());
        assertEquals(Claim.EQUALS, r.scheduleBound().claim());
        assertEquals(12, r.lowerBound().value());
    }

    /*
     * LogP paper Figure 3 parameters, P = 8, L = 6, o = 2, g = 4: the TR's bound is 6 + 4 + 6*4 =
     * 34, but the TR's schedule would receive at 8, 12, ... while sending at 8, 12, ...; delay the
     * receptions by delta = 2 and they fill the gaps: sends [4m, 4m+2), receptions [10+4j, 12+4j),
     * done at 36.
     */
    @Test
    void figureThreeParametersNeedTwoCyclesMoreThanThePaper() {
        AllToAllReport r = AllToAllReport.run(new LogP(8, 6, 2, 4), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(34, r.bound().value());
        assertEquals(2, r.receiveDelay());
        assertEquals(36, r.measured());
        assertEquals(Claim.AT_MOST, r.scheduleBound().claim());
    }

    /* o > g but the sends end before the first arrival: L + 2o + o(N-1) exactly. */
    @Test
    void overheadAboveGapWithLongLatencyTakesOSpacing() {
        // P = 4, L = 20, o = 3, g = 1: sends [0,3) [3,6) [6,9), arrivals 23, 26, 29: done 32.
        AllToAllReport r = AllToAllReport.run(new LogP(4, 20, 3, 1), AllToAllOrder.STAGGERED, 1, RunOptions.defaults());
        assertEquals(20 + 6 + 2, r.bound().value());
        assertEquals(32, r.measured());
        assertEquals(Claim.EQUALS, r.scheduleBound().claim());
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
                assertEquals(0, naive.capacityViolations(), m + ": enforced, never over the limit");
                assertEquals(0, stag.capacityViolations(), m.toString());
                assertEquals(0, stag.run().capacity().stalledSends(), m + ": the staggered order never stalls");
                AllToAllReport unchecked = AllToAllReport.run(m.withCapacity(CapacityMode.CHECK), AllToAllOrder.NAIVE, 1,
                        RunOptions.defaults());
                assertTrue(naive.measured() >= unchecked.measured(), m + ": stalls only delay here");
                if (P == 8) {
                    assertTrue(naive.measured() > unchecked.measured(), m + ": the stalls cost time");
                }
                if (P - 1 > Math.ceilDiv(p[0], p[2])) {
                    assertTrue(unchecked.capacityViolations() > 0, m.toString());
                    assertTrue(naive.run().capacity().stalledSends() > 0, m.toString());
                }
            }
        }
    }

    /* Model time does not depend on thread scheduling: same result under injected jitter. */
    @Test
    void resultIsTheSameUnderSchedulingJitter() {
        LogP m = new LogP(12, 6, 2, 4);
        for (AllToAllOrder order : AllToAllOrder.values()) {
            AllToAllReport plain = AllToAllReport.run(m, order, 2, RunOptions.defaults());
            AllToAllReport jitter = AllToAllReport.run(m, order, 2, RunOptions.defaults().withJitter(7));
            assertEquals(plain.measured(), jitter.measured(), order.label());
        }
    }
}
