package org.pcmemu.algorithms.logp.kitem;

import org.pcmemu.emulator.Limits;

/**
 * The analytic side of k-item and continuous broadcast in the postal model (g = 1, o = 0,
 * latency L), SPAA section 3, as exact integers computed from the papers' formulas only.
 *
 * <pre>
 *   f_i = 1 (i &lt; L), f_i = f_{i-1} + f_{i-L}       SPAA Definition 2.5; P(t) = f_t (Theorem 2.2)
 *   B(m) = least t with f_t &gt;= m                   = n + 1 where f_n &lt; m &lt;= f_{n+1}
 *   k*   = floor(sum_{i &lt;= n} f_i / m)             m = P - 1
 *   Theorem 3.1 (any schedule)        B(P-1) + L + (k-1) - k*
 *   single-sending (section 3.4)      B(P-1) + L + k - 1
 *   Theorems 3.6 / 3.7                B(P-1) + 2L + k - 2
 *   continuous delay (section 3.1)    at least L + B(P-1); L = 2: L + B(P-1) + 1 (Theorems 3.4, 3.5)
 * </pre>
 *
 * With m = P - 1 = 1 the sum is empty: B(1) = 0 and k* = 0.
 */
public final class KItemBounds {
    private KItemBounds() {
    }

    /** B(m): the least t with f_t &gt;= m, the postal broadcast time among m processors. */
    public static long broadcastTime(long m, long L) {
        return fibonacciUpTo(m, L).last();
    }

    /** k* = floor(sum_{i &lt; B(m)} f_i / m) (SPAA section 3; k* &lt;= L). */
    public static long kStar(long m, long L) {
        PostalFibonacci f = fibonacciUpTo(m, L);
        return f.sumBelow(f.last()) / m;
    }

    /** Theorem 3.1: any k-item broadcast among P processors takes at least this. */
    public static long theorem31(int P, long L, long k) {
        return broadcastTime(P - 1, L) + L + (k - 1) - kStar(P - 1, L);
    }

    /**
     * The count in Theorem 3.1's proof, for every k: the least L + t such that
     * floor(sum_{j &lt;= t} min(f_j, P-1) / (P-1)) &gt;= k (at time L + j at most min(f_j, P-1)
     * receptions are possible). For k &gt; k* it equals {@link #theorem31}; for k &lt;= k* the
     * theorem's closed form uses k* + t - n items, which is the count only for t &gt;= n, and can
     * exceed the truth (P = 3, L = 3, k = 1: the formula says 5, one item reaches both others by 4).
     * The sum grows by one per step while f_j = 1 (j &lt; L) and by m from B(m) on: those stretches
     * are counted in closed form, so the work is O(m), whatever L.
     */
    public static long countingBound(int P, long L, long k) {
        long m = P - 1;
        PostalFibonacci f = fibonacciUpTo(m, L);
        long need = Limits.times(k, m); // the sum that gives k items
        if (m > 1 && need <= L) {
            return L + need - 1; // reached among the leading ones: sum = t + 1
        }
        for (long t = m > 1 ? L : 0; t < f.last(); t++) { // past the leading ones, up to B(m)
            if (f.cappedSum(t, m) >= need) {
                return L + t;
            }
        }
        long sum = f.cappedSum(f.last(), m); // from B(m) on every step adds exactly one item
        return L + f.last() + (sum >= need ? 0 : k - sum / m);
    }
    /** Section 3.4: any single-sending schedule takes at least B(P-1) + L + k - 1. */
    public static long singleSending(int P, long L, long k) {
        return broadcastTime(P - 1, L) + L + k - 1;
    }

    /** Theorems 3.6 and 3.7: a (single-sending) schedule within B(P-1) + 2L + k - 2 exists. */
    public static long theorem37(int P, long L, long k) {
        return broadcastTime(P - 1, L) + 2 * L + k - 2;
    }

    /** Section 3.1: no item of a continuous broadcast has a delay below L + B(P-1). */
    public static long continuousDelay(int P, long L) {
        return L + broadcastTime(P - 1, L);
    }

    /** The t with P - 1 = P(t) = f_t and f_{t-1} &lt; f_t, or -1 if P - 1 is no such number. */
    public static long fibonacciIndex(int P, long L) {
        PostalFibonacci f = fibonacciUpTo(P - 1, L);
        return f.at(f.last()) == P - 1 ? f.last() : -1;
    }

    /** f_0 .. f_B: the sequence up to the first term &gt;= m. */
    static PostalFibonacci fibonacciUpTo(long m, long L) {
        if (m < 1) {
            throw new IllegalArgumentException("k-item broadcast needs at least one receiver, got P - 1 = " + m);
        }
        return PostalFibonacci.upTo(m, L);
    }
}
