package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The counting formula for P(t) and B(P) against independent computations. */
class BroadcastBoundsTest {

    /**
     * Independent count of universal-tree labels <= t (TR Definition 3.4), straight from the
     * tree's recursive shape: the root, plus a shifted copy of the tree under each child
     * t + L + 2o + i*max(g, o). Memoized on t.
     */
    private static long countLabels(long t, long first, long d, java.util.Map<Long, Long> memo) {
        if (t < 0) {
            return 0;
        }
        Long known = memo.get(t);
        if (known != null) {
            return known;
        }
        long count = 1;
        for (long c = first; c <= t; c += d) {
            count += countLabels(t - c, first, d, memo);
        }
        memo.put(t, count);
        return count;
    }

    /** The n smallest labels, by scanning t upwards with the recursive count. */
    private static long[] smallestLabels(int n, long L, long o, long g) {
        java.util.Map<Long, Long> memo = new java.util.HashMap<>();
        long[] out = new long[n];
        int filled = 0;
        for (long t = 0; filled < n; t++) {
            long upTo = Math.min(n, countLabels(t, L + 2 * o, Math.max(g, o), memo));
            while (filled < upTo) {
                out[filled++] = t;
            }
        }
        return out;
    }

    private static final long[][] PARAMS = {
        {6, 2, 4}, {1, 0, 1}, {5, 0, 2}, {3, 4, 1}, {10, 3, 3}, {0, 1, 5}, {7, 0, 1}, {2, 5, 5}, {13, 1, 7},
    };

    @Test
    void optimalTimeIsThePthSmallestLabelOfTheUniversalTree() {
        for (long[] q : PARAMS) {
            long[] labels = smallestLabels(600, q[0], q[1], q[2]);
            for (int P = 1; P <= 600; P++) {
                assertEquals(labels[P - 1], BroadcastBounds.optimalTime(P, q[0], q[1], q[2]),
                        "P=" + P + " L,o,g=" + q[0] + "," + q[1] + "," + q[2]);
            }
        }
    }

    @Test
    void reachableCountsLabelsUpToT() {
        for (long[] q : PARAMS) {
            long[] labels = smallestLabels(3000, q[0], q[1], q[2]);
            for (long t = 0; t <= labels[2999] - 1; t++) {
                long count = 0;
                for (long label : labels) {
                    if (label <= t) {
                        count++;
                    }
                }
                assertEquals(count, BroadcastBounds.reachable(t, q[0], q[1], q[2], 1L << 40), "t=" + t);
            }
        }
    }

    @Test
    void postalReachIsTheGeneralizedFibonacciSequence() {
        // SPAA Theorem 2.2: P(t; L, 0, 1) = f_t
        for (long lambda = 1; lambda <= 6; lambda++) {
            long[] f = BroadcastBounds.postalFibonacci(lambda, 40);
            for (int t = 0; t <= 40; t++) {
                assertEquals(f[t], BroadcastBounds.reachable(t, lambda, 0, 1, Long.MAX_VALUE), "lambda=" + lambda + " t=" + t);
            }
        }
    }

    @Test
    void fibonacciSatisfiesFactOne() {
        // SPAA Fact 2.1: 1 + sum_{i=0}^{t} f_i = f_{t+L}
        for (long lambda = 1; lambda <= 6; lambda++) {
            long[] f = BroadcastBounds.postalFibonacci(lambda, 60);
            long sum = 1;
            for (int t = 0; t + lambda <= 60; t++) {
                sum += f[t];
                assertEquals(f[(int) (t + lambda)], sum);
            }
        }
        assertEquals(10946, BroadcastBounds.postalFibonacci(2, 20)[20]); // the Fibonacci numbers
        assertEquals(1 << 20, BroadcastBounds.postalFibonacci(1, 20)[20]); // doubling
    }

    @Test
    void closedFormOfTheoremThreeThreeBoundsTheOptimum() {
        for (long[] q : PARAMS) {
            for (int P = 1; P <= 5000; P += P < 64 ? 1 : 37) {
                double closed = BroadcastBounds.closedFormUpperBound(P, q[0], q[1], q[2]);
                long exact = BroadcastBounds.optimalTime(P, q[0], q[1], q[2]);
                assertTrue(exact <= closed + 1e-9, "P=" + P + ": B=" + exact + " > " + closed);
            }
        }
    }

    @Test
    void growthRootSolvesItsEquation() {
        assertEquals(2.0, BroadcastBounds.growthRoot(1), 1e-12);
        assertEquals((1 + Math.sqrt(5)) / 2, BroadcastBounds.growthRoot(2), 1e-12);
    }

    @Test
    void hugeLatencyDoesNotOverflow() {
        // L = 10^9, o = 0, g = 1: the first level of the tree alone has 10^9-ish slots
        assertEquals(1_000_000_000L + 4, BroadcastBounds.optimalTime(6, 1_000_000_000L, 0, 1));
    }
}
