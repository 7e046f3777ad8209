package org.pcmemu.algorithms.logp.alltoall;

/**
 * Analytic costs of k-item all-to-all broadcast in LogP (TR section 5.1). With N = k(P-1), the
 * number of items every processor must receive:
 *
 * <pre>
 *   paper:  L + 2o + g(N - 1)      (one item: L + 2o + (P-2)g)
 * </pre>
 * The TR's lower bound: N receptions at least g apart, the first not before L + 2o. Its matching
 * schedule: processor i sends its items to i+1, i+2, ... (mod P) at 0, g, 2g, ..., and every
 * processor receives one message at each of L+o, L+o+g, ...
 *
 * <p><b>Where the emulator disagrees.</b> In LogP both overheads keep the processor busy ("during
 * this time the processor cannot perform other operations"), and a processor is one sequential
 * program, so its send overheads [mg, mg+o) and receive overheads [L+o+jg, L+2o+jg) must not
 * overlap. The TR does not check this. With one item per message (the TR's count assumes it),
 * any schedule that meets L + 2o + g(N-1) is forced to be
 * exactly the staggered one (at time jg every processor must already have sent j+1 messages,
 * the most the gap allows, and every reception must start on time), so the bound is reachable
 * iff those intervals are disjoint and o <= g (else receptions are max(g, o) apart). Example:
 * P = 4, L = 1, o = g = 2: the bound is 9, but each processor is busy 2(P-1)o = 12 cycles.
 * With o > 0 the intervals overlap for most parameters once N is large (e.g. L=6, o=2, g=4).
 * In general, with d = max(g, o), every algorithm (one item per message) needs at least
 * <pre>
 *   lower = max( L + 2o + d(N - 1),  2No )
 * </pre>
 * cycles: N receptions d apart after the first arrival at L + o; and some processor sends at
 * least N messages (there are PN receptions), so it is busy 2No cycles, and if its last busy
 * interval is a send, that message is received even later.
 *
 * <p><b>The staggered plan pcmemu runs.</b> Sends every D cycles; every reception delayed by the
 * least delta >= 0 that keeps all overheads of a processor disjoint:
 * <pre>
 *   send m:       [m D, m D + o)                       m = 0..N-1
 *   reception j:  [L + o + delta + j D, ... + o)       j = 0..N-1
 *   time:         L + 2o + delta + D(N - 1)
 * </pre>
 * Send m meets reception j iff L + delta < (m - j) D < L + 2o + delta. With D = d and delta = 0
 * this is the TR's schedule. If D >= 2o a delta < D puts the receptions in the gaps between sends.
 * If D < 2o every open window of length 2o holds a multiple of D, so only
 * delta = max(0, D(N-1) - L) works: all sends first, then all receptions. Two periods are
 * candidates, and the plan takes the one with the earlier finish (d on a tie):
 * <ul>
 * <li>D = d = max(g, o): the TR's spacing; for o >= g its all-sends-first time equals the lower
 * bound above;</li>
 * <li>D = max(g, 2o): a send every 2o when o < g < 2o, so that each gap holds one reception:
 * about 2oN instead of about 2d(N-1), within a few percent of the lower bound (P = 276, L = 4,
 * o = 4, g = 6: 2208 against 3296 with D = d; the lower bound is 2200).</li>
 * </ul>
 * The plan is optimal where its time equals the lower bound: always when delta = 0 with D = d,
 * and when o >= g.
 */
public final class AllToAllBounds {
    private AllToAllBounds() {
    }

    /** Items each processor receives: N = k(P-1). */
    public static long itemsToReceive(int P, int k) {
        return (long) k * (P - 1);
    }

    /** TR section 5.1: L + 2o + g(k(P-1) - 1); 0 if there is nothing to send. */
    public static long paperTime(int P, int k, long L, long o, long g) {
        long n = itemsToReceive(P, k);
        return n == 0 ? 0 : L + 2 * o + g * (n - 1);
    }

    /** The lower bound above for any algorithm under the emulator's LogP rules. */
    public static long lowerBound(int P, int k, long L, long o, long g) {
        long n = itemsToReceive(P, k);
        return n == 0 ? 0 : Math.max(L + 2 * o + Math.max(g, o) * (n - 1), 2 * n * o);
    }

    /** The staggered plan's period D: max(g, o), or max(g, 2o) where that finishes earlier. */
    public static long period(int P, int k, long L, long o, long g) {
        long d = Math.max(g, o);
        long wide = Math.max(g, 2 * o);
        return wide > d && timeWith(P, k, L, o, wide) < timeWith(P, k, L, o, d) ? wide : d;
    }

    /** delta: the least reception delay that keeps the staggered plan's overheads disjoint. */
    public static long receiveDelay(int P, int k, long L, long o, long g) {
        return delayWith(itemsToReceive(P, k), L, o, period(P, k, L, o, g));
    }

    /*
     * The least delta for period D (see the class comment), in closed form. Reception j starts
     * L + o + delta + jD; the send that may collide with it is the first one after L + delta, at
     * mD with m = floor((L + delta) / D) + 1, and there is room iff mD - (L + delta) >= 2o. Over
     * delta that room falls by one per cycle from D (L + delta a multiple of D) and jumps back to
     * D at the next multiple, so: delta = 0 if the room at 0 is enough, else the distance to the
     * next multiple if D >= 2o, else no delta short of all sends first works.
     */
    static long delayWith(long n, long L, long o, long period) {
        if (n <= 1 || period == 0) {
            return 0;
        }
        long allSendsFirst = Math.max(0, period * (n - 1) - L);
        long room = period - Math.floorMod(L, period); // mD - L at delta = 0, in (0, D]
        long delta;
        if (room >= 2 * o) {
            delta = 0;
        } else if (period >= 2 * o) {
            delta = room;
        } else {
            delta = allSendsFirst;
        }
        return Math.min(delta, allSendsFirst);
    }

    private static long timeWith(int P, int k, long L, long o, long period) {
        long n = itemsToReceive(P, k);
        return n == 0 ? 0 : L + 2 * o + delayWith(n, L, o, period) + period * (n - 1);
    }

    /** Whether the TR's schedule itself (D = d, delta = 0) keeps each processor's overheads disjoint. */
    public static boolean overheadsDisjoint(int P, int k, long L, long o, long g) {
        return delayWith(itemsToReceive(P, k), L, o, Math.max(g, o)) == 0;
    }

    /** The staggered plan's finish time: L + 2o + delta + D(k(P-1)-1). */
    public static long staggeredTime(int P, int k, long L, long o, long g) {
        return timeWith(P, k, L, o, period(P, k, L, o, g));
    }

    /** Whether {@link #staggeredTime} is optimal under the emulator's rules: it meets the lower bound. */
    public static boolean staggeredOptimal(int P, int k, long L, long o, long g) {
        return staggeredTime(P, k, L, o, g) == lowerBound(P, k, L, o, g);
    }

    /** Whether the paper's bound is reachable at all under the emulator's rules (see the class comment). */
    public static boolean paperBoundReachable(int P, int k, long L, long o, long g) {
        return overheadsDisjoint(P, k, L, o, g) && (o <= g || itemsToReceive(P, k) <= 1);
    }

    /**
     * A lower bound for the naive order: the last processor is every sender's last target, and the
     * m-th send of a processor starts no earlier than m d, so P-1 messages reach it no earlier
     * than d(N-1) + o + L and it receives them d apart: L + 2o + d(N-1) + d(P-2).
     */
    public static long naiveLowerBound(int P, int k, long L, long o, long g) {
        long n = itemsToReceive(P, k);
        long d = Math.max(g, o);
        return n == 0 ? 0 : L + 2 * o + d * (n - 1) + d * (P - 2);
    }
}
