package org.pcmemu.algorithms.logp.summation;

/**
 * Both directions of optimal summation (TR section 4, Theorem 4.1 and Lemma 4.2): the most
 * operands P processors can sum in t cycles, N(t; P), and the least time to sum n operands,
 * T(n; P) = min { t : N(t; P) >= n }. Both come from the construction in
 * {@link SummationSchedule}, never from a run.
 *
 * <p>One processor sums t+1 operands in t cycles (one addition per cycle), so N(t; P) >= t + 1
 * and N is strictly increasing in t.
 */
public final class SummationBounds {
    private SummationBounds() {
    }

    /** N(t; P, L, o, g): the most operands that at most P processors can sum in t cycles. */
    public static long maxOperands(int P, long L, long o, long g, long t) {
        return SummationSchedule.forDeadline(P, L, o, g, t).operands();
    }

    /** T(n; P, L, o, g): the least time in which at most P processors can sum n >= 1 operands. */
    public static long minTime(int P, long L, long o, long g, long n) {
        if (n < 1) {
            throw new IllegalArgumentException("need at least one operand, got " + n);
        }
        long lo = 0;
        long hi = n - 1; // N(n-1) >= n
        while (lo < hi) { // invariant: N(hi) >= n, N(lo - 1) < n
            long mid = lo + (hi - lo) / 2;
            if (maxOperands(P, L, o, g, mid) >= n) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return hi;
    }
}
