package org.pcmemu.algorithms.locality;

import java.util.function.IntToLongFunction;

/**
 * The broadcast bounds of Juurlink, Kolman, Meyer auf der Heide and Rieping (2003), computed from
 * the paper's formulas with the rounded latency values the emulator charges (never from a run).
 * f is l for the H-PRAM and max{l, g} for D-BSP; all logarithms are base 2.
 *
 * <pre>
 *   Theorem 3.2, p = 2^(2^k):  T(p) = sum_{i=0}^{log log p} 2^i f(p^(1/2^i))                   (3.1)
 *   Theorem 3.2, otherwise:    T(p) <= f(p) + 2 sum_{i=0}^{ceil(log log p)} 2^i f(ceil(p^(1/2^i)))
 *   Theorem 3.2, proof:        T(1) = f(1)
 *   Theorem 4.6 (lower, Omega): sum_{i=0}^{log log p} 2^i f(p^(1/2^i)), here with floor(log log p)
 *                              and floor(p^(1/2^i)), so that it never exceeds (3.1); 0 for p = 1
 * </pre>
 *
 * Theorem 3.3 (D-BSP) states only O(sum_i 2^i max{l, g}(p^(1/2^i))); its proof's recurrence
 * T(p) <= 2 T(sqrt p) + max{l(p), g(p)} is (3.1) with f = max{l, g} for p = 2^(2^k), and for other
 * p the D-BSP ROOT here keeps Theorem 3.2's second bound with that f (see
 * {@code DBspRootBroadcast}). Theorem 4.6 is asymptotic: it is reported beside the measured cost,
 * never asserted. Arithmetic overflow throws {@link ArithmeticException}.
 */
public final class LocalityBounds {
    private LocalityBounds() {
    }

    /** Eq. (3.1): sum_{i=0}^{log log p} 2^i f(p^(1/2^i)) for p = 2^(2^k). */
    public static long rootSum(int p, IntToLongFunction f) {
        if (!Roots.isDoublyExponential(p)) {
            throw new IllegalArgumentException("Eq. (3.1) needs p = 2^(2^k), got " + p);
        }
        return sum(p, Roots.floorLogLog(p), f, true);
    }

    /**
     * Theorem 3.2 as the paper states it: Eq. (3.1) for p = 2^(2^k), the ceiling bound for other
     * p >= 2, and T(1) = f(1) from the proof's recurrence.
     */
    public static long theorem32(int p, IntToLongFunction f) {
        requirePositive(p);
        if (p == 1) {
            return f.applyAsLong(1);
        }
        if (Roots.isDoublyExponential(p)) {
            return rootSum(p, f);
        }
        return Math.addExact(f.applyAsLong(p), Math.multiplyExact(2, sum(p, Roots.ceilLogLog(p), f, true)));
    }

    /** Theorem 3.2's bounds with f = max{l, g}: the concrete form of Theorem 3.3 for D-BSP used here. */
    public static long theorem33(int p, IntToLongFunction l, IntToLongFunction g) {
        return theorem32(p, max(l, g));
    }

    /** Theorem 4.6's sum (Omega): sum_{i=0}^{floor(log log p)} 2^i f(floor(p^(1/2^i))); 0 for p = 1. */
    public static long theorem46(int p, IntToLongFunction f) {
        requirePositive(p);
        return p == 1 ? 0 : sum(p, Roots.floorLogLog(p), f, false);
    }

    /** Theorem 4.7's sum (Omega) for D-BSP: Theorem 4.6's with f = max{l, g}. */
    public static long theorem47(int p, IntToLongFunction l, IntToLongFunction g) {
        return theorem46(p, max(l, g));
    }

    /** f = max{l, g}, pointwise. */
    public static IntToLongFunction max(IntToLongFunction l, IntToLongFunction g) {
        return k -> Math.max(l.applyAsLong(k), g.applyAsLong(k));
    }

    private static long sum(int p, int top, IntToLongFunction f, boolean ceiling) {
        long total = 0;
        for (int i = 0; i <= top; i++) {
            int k = (int) (ceiling ? Roots.ceilRoot(p, i) : Roots.floorRoot(p, i));
            total = Math.addExact(total, Math.multiplyExact(1L << i, f.applyAsLong(k)));
        }
        return total;
    }

    private static void requirePositive(int p) {
        if (p < 1) {
            throw new IllegalArgumentException("p must be at least 1, got " + p);
        }
    }
}
