package org.pcmemu.algorithms.logp.kitem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link KItemBounds} against the paper's numbers and an independent computation of f, n, B and k*. */
class KItemBoundsTest {

    /** f_0..f_upTo by SPAA Definition 2.5, written out here: f_i = 1 for i < L, f_{i-1} + f_{i-L} after (capped at 2^60). */
    static long[] f(long L, int upTo) {
        long[] f = new long[upTo + 1];
        for (int i = 0; i <= upTo; i++) {
            f[i] = i < L ? 1 : Math.min(1L << 60, f[i - 1] + f[(int) (i - L)]);
        }
        return f;
    }

    /** B(m) = n + 1 with f_n < m <= f_{n+1}; B(1) = 0. */
    static int b(long m, long L) {
        long[] f = f(L, 200);
        if (m == 1) {
            return 0;
        }
        for (int n = 0; ; n++) {
            if (f[n] < m && m <= f[n + 1]) {
                return n + 1;
            }
        }
    }

    /** k* = floor(sum_{i <= n} f_i / m), n = B(m) - 1. */
    static long kStar(long m, long L) {
        long[] f = f(L, 200);
        long sum = 0;
        for (int i = 0; i < b(m, L); i++) {
            sum += f[i];
        }
        return sum / m;
    }

    /** The least L + t with floor(sum_{j <= t} min(f_j, m) / m) >= k, by plain scanning. */
    static long counting(long m, long L, long k) {
        long[] f = f(L, (int) (k + 400));
        long sum = 0;
        for (int t = 0; ; t++) {
            sum += Math.min(f[t], m);
            if (sum / m >= k) {
                return L + t;
            }
        }
    }

    /* Figure 2: P - 1 = 9 = f_7 for L = 3, sum f_0..f_6 = 18, k* = 2: 15 / 17 / 19. */
    @Test
    void figureTwoGivesFifteenSeventeenNineteen() {
        assertEquals(7, KItemBounds.broadcastTime(9, 3));
        assertEquals(2, KItemBounds.kStar(9, 3));
        assertEquals(15, KItemBounds.theorem31(10, 3, 8));
        assertEquals(15, KItemBounds.countingBound(10, 3, 8));
        assertEquals(17, KItemBounds.singleSending(10, 3, 8));
        assertEquals(19, KItemBounds.theorem37(10, 3, 8));
        assertEquals(10, KItemBounds.continuousDelay(10, 3));
        assertEquals(7, KItemBounds.fibonacciIndex(10, 3));
    }

    /* Figure 5: L = 3, P - 1 = 13 = f_8, k = 14: L + B(P-1) + k - 1 = 3 + 8 + 13 = 24. */
    @Test
    void figureFiveGivesTwentyFour() {
        assertEquals(24, KItemBounds.singleSending(14, 3, 14));
        assertEquals(8, KItemBounds.fibonacciIndex(14, 3));
    }

    @Test
    void boundsMatchTheIndependentRecurrenceOnAGrid() {
        for (long L = 1; L <= 10; L++) {
            for (int P = 2; P <= 400; P++) {
                long m = P - 1;
                assertEquals(b(m, L), KItemBounds.broadcastTime(m, L), "B, L=" + L + " P=" + P);
                assertEquals(kStar(m, L), KItemBounds.kStar(m, L), "k*, L=" + L + " P=" + P);
                assertTrue(KItemBounds.kStar(m, L) <= L, "k* <= L (SPAA section 3.1), L=" + L + " P=" + P);
                for (long k = 1; k <= 12; k++) {
                    long bm = b(m, L);
                    assertEquals(bm + L + (k - 1) - kStar(m, L), KItemBounds.theorem31(P, L, k));
                    assertEquals(bm + L + k - 1, KItemBounds.singleSending(P, L, k));
                    assertEquals(bm + 2 * L + k - 2, KItemBounds.theorem37(P, L, k));
                    assertEquals(counting(m, L, k), KItemBounds.countingBound(P, L, k), "L=" + L + " P=" + P + " k=" + k);
                    if (k > kStar(m, L)) {
                        assertEquals(KItemBounds.theorem31(P, L, k), KItemBounds.countingBound(P, L, k));
                    }
                }
                assertEquals(L + b(m, L), KItemBounds.continuousDelay(P, L));
            }
        }
    }

    @Test
    void countingBoundOfLargeKJumpsAheadExactly() {
        assertEquals(counting(9, 3, 1000), KItemBounds.countingBound(10, 3, 1000));
        assertEquals(counting(88, 4, 300), KItemBounds.countingBound(89, 4, 300));
    }

    /*
     * Theorem 3.1's closed form is not a lower bound for every k <= k*: P = 3, L = 3 (P - 1 = 2 =
     * f_3, B(2) = 3, k* = floor(3/2) = 1), k = 1 gives 3 + 3 + 0 - 1 = 5, yet the source reaches
     * both others by 4 (sends at 0 and 1). The proof's count gives 4 (f_0 + f_1 = 2 receptions by
     * L + 1).
     */
    @Test
    void closedFormOvershootsForSmallK() {
        assertEquals(5, KItemBounds.theorem31(3, 3, 1));
        assertEquals(4, KItemBounds.countingBound(3, 3, 1));
    }
}
