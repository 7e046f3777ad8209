package org.pcmemu.algorithms.logp.combining;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;
import org.junit.jupiter.api.Test;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;

class CombiningBroadcastTest {
    private static final BinaryOperator<String> CONCAT = String::concat;
    private static final BinaryOperator<Long> PLUS = Long::sum;

    /* f_i = 1 for i < lambda, f_i = f_{i-1} + f_{i-lambda} (TR Definition 3.6), written out again here. */
    private static List<Long> fib(long lambda, int upTo) {
        List<Long> f = new ArrayList<>();
        for (int i = 0; i <= upTo; i++) {
            f.add(i < lambda ? 1L : f.get(i - 1) + f.get((int) (i - lambda)));
        }
        return f;
    }

    /* Postal, P = f_T: everyone holds the (rotated) fold at exactly T: TR Theorem 5.1. */
    @Test
    void postalWithFibonacciPFinishesAtT() {
        for (long lambda = 1; lambda <= 4; lambda++) {
            List<Long> f = fib(lambda, 40);
            for (int T = (int) lambda; f.get(T) <= 34; T++) {
                int P = (int) (long) f.get(T);
                LogP m = LogP.postal(P, lambda);
                CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "[" + i + "]", CONCAT,
                        RunOptions.defaults());
                assertEquals(T, r.measured(), m.toString());
                assertEquals(Claim.EQUALS, r.bound().claim());
                assertEquals(T, r.lowerBound().value(), m + ": reduction time min{T : f_T >= P}");
                assertEquals((long) P * (T - lambda + 1), r.messages(), m + ": one send per processor per step 0..T-lambda");
                assertFalse(r.run().capacity().exceeded(), m + ": one arrival per step");
            }
        }
    }

    /*
     * A latency of 2^40 steps: f_t = 1 below lambda, then f_{lambda+j} = j + 2, so with P = 8 the
     * last f <= P is f_{lambda+6} = 8 and T = lambda + 6. The run does one step per message, not
     * one per step of latency, so it ends at once.
     */
    @Test
    void aHugeLatencyCostsNoWorkOfItsSize() {
        long lambda = 1L << 40;
        LogP m = LogP.postal(8, lambda);
        CombiningReport r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                () -> CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "<" + i + ">", CONCAT,
                        RunOptions.defaults()));
        assertEquals(lambda + 6, r.measured());
        assertEquals(Claim.EQUALS, r.bound().claim());
    }

    /* Processor i holds x[i+1] ... x[P-1] x[0] ... x[i] (the proof's invariant at step T). */
    @Test
    void nonCommutativeResultIsTheRotationEndingAtEachProcessor() {
        LogP m = LogP.postal(8, 2); // lambda = 2: f = 1 1 2 3 5 8, T = 5
        CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> Integer.toString(i), CONCAT,
                RunOptions.defaults());
        assertEquals("12345670", r.held()[0]);
        assertEquals("45670123", r.held()[3]);
        assertEquals("01234567", r.held()[7]);
        assertEquals(5, r.measured());
    }

    /*
     * LogP through the normalization: steps of G = max(g, 2o) cycles, lambda = ceil((L+2o)/G);
     * with P = f_T the run ends at T G + o. E.g. L=6, o=2, g=4: G = 4, lambda = ceil(10/4) = 3,
     * f = 1 1 1 2 3 4 6 9 13, so P = 9 ends at T = 7: 7*4 + 2 = 30.
     */
    @Test
    void logpThroughNormalizationEndsAtTStepsPlusO() {
        assertEquals(30, CombiningReport.run(new LogP(9, 6, 2, 4), CombiningAlgorithm.FIBONACCI, i -> "" + i, CONCAT,
                RunOptions.defaults()).measured());
        long[][] params = {{6, 2, 4}, {5, 1, 1}, {3, 3, 2}, {1, 0, 3}, {9, 1, 7}};
        for (long[] p : params) {
            long G = Math.max(1, Math.max(p[2], 2 * p[1]));
            long lambda = Math.ceilDiv(p[0] + 2 * p[1], G);
            List<Long> f = fib(lambda, 30);
            for (int T = (int) lambda; f.get(T) <= 30; T++) {
                LogP m = new LogP((int) (long) f.get(T), p[0], p[1], p[2]);
                CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "<" + i + ">", CONCAT,
                        RunOptions.defaults());
                assertEquals(T * G + p[1], r.measured(), m.toString());
                assertTrue(r.bound().holdsFor(r.measured()));
                assertTrue(r.lowerBound().holdsFor(r.measured()), m.toString());
            }
        }
    }

    /* P not an f value: pairs, Theorem 5.1 on f_T' cores, results to partners: (T' + 2 lambda) G + o. */
    @Test
    void otherPUsePairsAndFinishAtStatedBound() {
        for (long[] p : new long[][] {{1, 0, 1}, {2, 0, 1}, {3, 0, 1}, {6, 2, 4}, {2, 1, 3}}) {
            long G = Math.max(1, Math.max(p[2], 2 * p[1]));
            long lambda = Math.ceilDiv(p[0] + 2 * p[1], G);
            List<Long> f = fib(lambda, 40);
            for (int P = 2; P <= 24; P++) {
                int Tp = 0;
                while (f.get(Tp + 1) <= P) {
                    Tp++;
                }
                if (f.get(Tp) == P) {
                    continue;
                }
                LogP m = new LogP(P, p[0], p[1], p[2]);
                CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "<" + i + ">", CONCAT,
                        RunOptions.defaults());
                assertEquals((Tp + 2 * lambda) * G + p[1], r.measured(), m.toString());
                assertEquals(Claim.AT_MOST, r.bound().claim());
                assertTrue(r.bound().holdsFor(r.measured()));
            }
        }
    }

    /* Reduction then broadcast takes 2 B(P); in the postal model B(P) = min {T : f_T >= P}. */
    @Test
    void reduceThenBroadcastTakesTwiceTheReductionAndLosesToFibonacci() {
        for (long lambda = 1; lambda <= 3; lambda++) {
            List<Long> f = fib(lambda, 40);
            for (int P = 1; P <= 21; P++) {
                int B = 0;
                while (f.get(B) < P) {
                    B++;
                }
                LogP m = LogP.postal(P, lambda);
                CombiningReport base = CombiningReport.run(m, CombiningAlgorithm.REDUCE_BROADCAST, i -> (long) i * i + 1,
                        PLUS, RunOptions.defaults());
                assertEquals(2L * B, base.measured(), m.toString());
                assertEquals(2L * (P - 1), base.messages());
                CombiningReport fast = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> (long) i * i + 1,
                        PLUS, RunOptions.defaults());
                if (f.get(B) == P && P > 1) {
                    assertEquals(B, fast.measured(), m.toString());
                    assertTrue(fast.measured() < base.measured());
                }
            }
        }
    }

    /*
     * LogP with gaps above the latency: the claim 2 B(P) + g holds on a grid, with B(P) from the
     * universal tree's count (BroadcastBounds), and P=3, L=1, o=0, g=3 needs the g: by hand,
     * B(3) = 2 (labels 0, 1, 2); the reduction ends at 2; the middle node received at 1, so it
     * may receive the broadcast only at 1 + g = 4, and forwards it to arrive at 5.
     */
    @Test
    void reduceThenBroadcastTakesTwiceBWhenTheGapFitsAndAtMostTwiceBPlusTheGapOtherwise() {
        CombiningReport tight = CombiningReport.run(new LogP(3, 1, 0, 3), CombiningAlgorithm.REDUCE_BROADCAST,
                i -> (long) i, PLUS, RunOptions.defaults());
        assertEquals(5, tight.measured());      // g = 3 > 2(L + 2o) = 2
        assertEquals(7, tight.bound().value());
        assertEquals(Claim.AT_MOST, tight.bound().claim());
        int twice = 0;
        int above = 0;
        for (int P = 1; P <= 24; P++) {
            for (long L = 0; L <= 7; L++) {
                for (long o = 0; o <= 3; o++) {
                    for (long g = 0; g <= 5; g += (P % 2 == 0 ? 1 : 2)) {
                        if (L + o < 1) {
                            continue;
                        }
                        LogP m = new LogP(P, L, o, g);
                        CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.REDUCE_BROADCAST, i -> (long) i,
                                PLUS, RunOptions.defaults());
                        long b = org.pcmemu.algorithms.logp.broadcast.BroadcastBounds.optimalTime(P, L, o, g);
                        assertTrue(r.measured() <= 2 * b + g, m + ": " + r.measured() + " > 2*" + b + "+" + g);
                        if (g <= 2 * (L + 2 * o)) {
                            assertEquals(2 * b, r.measured(), m.toString());
                            assertEquals(Claim.EQUALS, r.bound().claim(), m.toString());
                            twice++;
                        } else {
                            above += r.measured() > 2 * b ? 1 : 0;
                        }
                        assertTrue(r.bound().holdsFor(r.measured()), m.toString());
                    }
                }
            }
        }
        assertTrue(twice > 1000 && above > 10, twice + " at 2B(P), " + above + " above it");
        /*
         * g = 100, P = 3, L = 1, o = 0 (B(3) = 2, the chain 0 -> 1 -> 2): the reduction ends at 2;
         * the middle node received at 1, so it receives the broadcast only at 101, and passes it on
         * to arrive at 102, within 2 B(P) + g = 104.
         */
        CombiningReport wide = CombiningReport.run(new LogP(3, 1, 0, 100), CombiningAlgorithm.REDUCE_BROADCAST,
                i -> (long) i, PLUS, RunOptions.defaults());
        assertEquals(102, wide.measured());
        assertEquals(104, wide.bound().value());
    }

    /* LogP, Figure 3 parameters: B(8) = 24, so reduce-then-broadcast ends at 48. */
    @Test
    void reduceThenBroadcastOnFigureThreeParametersEndsAt48() {
        CombiningReport r = CombiningReport.run(new LogP(8, 6, 2, 4), CombiningAlgorithm.REDUCE_BROADCAST, i -> (long) i,
                PLUS, RunOptions.defaults());
        assertEquals(48, r.measured());
        assertEquals(28L, r.held()[5]);
    }

    @Test
    void resultIsTheSameUnderSchedulingJitter() {
        LogP m = new LogP(21, 3, 1, 2);
        CombiningReport plain = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "" + i, CONCAT, RunOptions.defaults());
        CombiningReport jitter = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "" + i, CONCAT,
                RunOptions.defaults().withJitter(3));
        assertEquals(plain.measured(), jitter.measured());
    }

    /*
     * Regression for a race in the emulator's window synchronizer (the wake loop of one advance
     * read the active list while the next advance rewrote it): this schedule, with pairs and
     * processors idling ahead of the window, then received a message before an earlier-arriving
     * one had been posted, in about 1 of 400 jittered runs. A stress check, not a proof.
     */
    @Test
    void pairedScheduleStaysInModelOrderUnderJitter() {
        LogP m = LogP.postal(16, 3);
        for (int seed = 1; seed <= 300; seed++) {
            CombiningReport r = CombiningReport.run(m, CombiningAlgorithm.FIBONACCI, i -> "" + i, CONCAT,
                    RunOptions.defaults().withJitter(seed));
            assertEquals(r.bound().value(), r.measured());
        }
    }
}
