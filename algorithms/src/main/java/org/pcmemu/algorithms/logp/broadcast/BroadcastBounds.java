package org.pcmemu.algorithms.logp.broadcast;

/**
 * The analytic side of single-item broadcast in LogP (Karp, Sahay, Santos, Schauser), computed
 * from the papers' constructions and formulas only.
 *
 * <p>The universal tree (TR Definition 3.4, SPAA Definition 2.3) has root label 0, and a node
 * with label t has children t + L + 2o + i*d, i >= 0. The papers take d = g (they assume
 * g >= o); when o > g a sender is busy o cycles per message, so consecutive sends are
 * max(g, o) apart and Lemma 3.1's argument goes through with d = max(g, o).
 *
 * <p>Counting: a node at depth a whose child indices sum to b has label a(L+2o) + b*d, and there
 * are C(a-1+b, b) such nodes, so by the hockey-stick identity the number of labels <= t is
 * <pre>
 *   P(t) = 1 + sum_{a=1}^{floor(t/(L+2o))} C(a + m_a, a),   m_a = floor((t - a(L+2o)) / d)
 * </pre>
 * and B(P) (TR Definition 3.5, Theorem 3.1) is the least t with P(t) >= P.
 */
public final class BroadcastBounds {
    private BroadcastBounds() {
    }

    /** P(t; L, o, g): processors reachable within t cycles (TR Definition 3.2), capped at {@code cap}. */
    public static long reachable(long t, long L, long o, long g, long cap) {
        if (t < 0) {
            return 0;
        }
        long first = L + 2 * o;
        long d = Math.max(g, o);
        long count = 1;
        for (long a = 1; a <= t / first && count < cap; a++) {
            if (d == 0) {
                return cap;
            }
            long m = (t - a * first) / d;
            count = saturatingAdd(count, binomialCapped(a + m, Math.min(a, m), cap), cap);
        }
        return Math.min(count, cap);
    }

    /** B(P; L, o, g): the optimal broadcast time (TR Theorem 3.1 via Definition 3.5). */
    public static long optimalTime(int P, long L, long o, long g) {
        if (P <= 1) {
            return 0;
        }
        long lo = 0;
        long hi = L + 2 * o;
        while (reachable(hi, L, o, g, P) < P) {
            lo = hi;
            hi = Math.multiplyExact(hi, 2);
        }
        while (lo < hi) { // invariant: reachable(hi) >= P
            long mid = lo + (hi - lo) / 2;
            if (reachable(mid, L, o, g, P) >= P) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return hi;
    }

    /**
     * The generalized Fibonacci numbers f_t of SPAA Definition 2.5 / TR Definition 3.6: f_i = 1
     * for 0 <= i < lambda, f_i = f_{i-1} + f_{i-lambda} otherwise. By SPAA Theorem 2.2,
     * P(t; lambda, 0, 1) = f_t. Saturates at Long.MAX_VALUE.
     */
    public static long[] postalFibonacci(long lambda, int upTo) {
        if (lambda < 1) {
            throw new IllegalArgumentException("lambda must be at least 1, got " + lambda);
        }
        long[] f = new long[upTo + 1];
        for (int i = 0; i <= upTo; i++) {
            f[i] = i < lambda ? 1 : saturatingAdd(f[i - 1], f[(int) (i - lambda)], Long.MAX_VALUE);
        }
        return f;
    }

    /**
     * TR Theorem 3.3: B(P; L, o, g) <= L + 2o + d log_phi P, phi in (1, 2] the real root of
     * x^k - x^(k-1) - 1 = 0 with k = ceil((L + 2o)/d), d = max(g, o) (see the class comment).
     */
    public static double closedFormUpperBound(int P, long L, long o, long g) {
        long d = Math.max(g, o);
        if (P <= 1) {
            return 0;
        }
        if (d == 0) {
            return L + 2 * o;
        }
        long k = Math.ceilDiv(L + 2 * o, d);
        return L + 2 * o + d * Math.log(P) / Math.log(growthRoot(k));
    }

    /** The root in (1, 2] of x^k - x^(k-1) - 1, by bisection. */
    static double growthRoot(long k) {
        double lo = 1.0;
        double hi = 2.0;
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            double v = Math.pow(mid, k - 1) * (mid - 1) - 1;
            if (v < 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return hi;
    }

    /** min(C(n, k), cap), for 0 <= k <= n. */
    static long binomialCapped(long n, long k, long cap) {
        long r = 1;
        for (long i = 1; i <= k; i++) {
            long factor = n - k + i;
            long hi = Math.multiplyHigh(r, factor);
            long lo = r * factor;
            if (hi != 0 || lo < 0) {
                return cap; // r * factor >= 2^63, so C(n, k) >= 2^63 / k > cap
            }
            r = lo / i; // exact: r becomes C(n - k + i, i)
            if (r >= cap) {
                return cap;
            }
        }
        return r;
    }

    private static long saturatingAdd(long a, long b, long cap) {
        long s = a + b;
        return (s < 0 || s > cap) ? cap : s;
    }
}
