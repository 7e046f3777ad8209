package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.bsp.Bsp;

/**
 * The analytic cost of the four broadcasts of the lecture notes "Broadcasting" on BSP, for an n-word
 * message from processor 0 to p processors, computed from the notes' formulas only (never from a
 * run). {@code c(h)} is the price of a superstep without local work that realizes an h-relation:
 * max(L, hg) in the notes' convention ("Communication Performance"), hg + L in Valiant's.
 *
 * <p>The notes state the costs for n = 1 and for p a power of 2 (Algorithm 2) or of k
 * (Algorithm 3). With n words every message is n words long, so each h grows n-fold; for other p
 * the number of supersteps is rounded up, as the notes say, and the last superstep of Algorithm 3
 * has fewer than k-1 targets. The formulas below are exact for every p and n.
 *
 * <p>p = 1, one convention for all four: a broadcast to one processor communicates nothing, so it
 * takes no superstep and costs 0. That is what the notes' formulas for Algorithms 2 and 3 give
 * (ceil(lg 1) = 0 supersteps); Algorithms 1 and 4, whose formulas count one and two rounds of
 * communication, have no round to make at p = 1 either.
 */
public final class BspBroadcastCosts {
    private BspBroadcastCosts() {
    }

    /** Algorithm 1: one superstep in which processor 0 sends p-1 copies: c((p-1)n). */
    public static long flat(Bsp m, long n) {
        if (m.p() == 1) {
            return 0;
        }
        return c(m, Math.multiplyExact(m.p() - 1L, n));
    }

    /** Algorithm 2: ceil(lg p) supersteps, each sender and receiver handles one copy: ceil(lg p) c(n). */
    public static long binary(Bsp m, long n) {
        return Math.multiplyExact(karySupersteps(m.p(), 2), c(m, n));
    }

    /** Algorithm 3's number of supersteps: the least r with k^r >= p, i.e. ceil(lg p / lg k). */
    public static int karySupersteps(int p, long k) {
        requireK(k);
        int r = 0;
        for (long reach = 1; reach < p; reach *= k) { // reach < p <= 2^31 and k <= 2^31: no overflow
            r++;
        }
        return r;
    }

    /**
     * Algorithm 3 with replication parameter k. In superstep i (mask k^i), processor 0 has the
     * most targets, min(k-1, floor((p-1)/k^i)); every receiver gets one copy. Before the last
     * superstep k^(i+1) < p, so all k-1 targets exist; in the last one, r-1, there are
     * floor((p-1)/k^(r-1)) <= k-1:
     * <pre>
     *   (r-1) c((k-1)n) + c(floor((p-1)/k^(r-1)) n),   r = ceil(lg p / lg k);   0 if p = 1
     * </pre>
     * For p = k^r this is the notes' r max{L, (k-1)g} (n = 1, max convention).
     */
    public static long kary(Bsp m, long n, long k) {
        int r = karySupersteps(m.p(), k);
        if (r == 0) {
            return 0;
        }
        long lastMask = 1;
        for (int i = 1; i < r; i++) {
            lastMask *= k;
        }
        long lastTargets = (m.p() - 1L) / lastMask;
        long full = Math.multiplyExact(r - 1L, c(m, Math.multiplyExact(k - 1, n)));
        return Math.addExact(full, c(m, Math.multiplyExact(lastTargets, n)));
    }

    /**
     * "best": the k in [2, max(2, p)] with the least {@link #kary} cost, the smallest such k on
     * ties. Larger k need not be tried: for k >= p Algorithm 3 is Algorithm 1, as for k = p.
     */
    public static int bestK(Bsp m, long n) {
        int best = 2;
        long bestCost = karyOrMax(m, n, 2);
        for (int k = 3; k <= m.p(); k++) {
            long cost = karyOrMax(m, n, k);
            if (cost < bestCost) {
                best = k;
                bestCost = cost;
            }
        }
        return best;
    }

    /* A k whose cost overflows 64-bit model time is never the best one. */
    private static long karyOrMax(Bsp m, long n, int k) {
        try {
            return kary(m, n, k);
        } catch (ArithmeticException overflow) {
            return Long.MAX_VALUE;
        }
    }

    /**
     * Algorithm 4 ("Two-phase broadcasting"): pieces of ceil(n/p) or floor(n/p) words, the longer
     * ones first, so processor 0 keeps a longest piece. Superstep 1: processor 0 sends the other
     * pieces, n - ceil(n/p) words, and a receiver gets at most that. Superstep 2: the holder of a
     * longest piece sends (p-1) ceil(n/p) words, and no processor receives more (n - floor(n/p)
     * <= (p-1) ceil(n/p)):
     * <pre>
     *   c(n - ceil(n/p)) + c((p-1) ceil(n/p))
     * </pre>
     */
    public static long twoPhase(Bsp m, long n) {
        if (m.p() == 1) {
            return 0;
        }
        long longest = Math.ceilDiv(n, m.p());
        return Math.addExact(c(m, n - longest), c(m, Math.multiplyExact(m.p() - 1L, longest)));
    }

    private static long c(Bsp m, long h) {
        return m.superstepCost(0, h);
    }

    static void requireK(long k) {
        if (k < 2) {
            throw new InvalidParameterException("the replication parameter k must be at least 2, got " + k);
        }
    }
}
