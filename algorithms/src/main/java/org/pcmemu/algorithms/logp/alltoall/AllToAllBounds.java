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
 * overlap. The TR does not check this. Any schedule that meets L + 2o + g(N-1) is forced to be
 * exactly the staggered one (at time jg every processor must already have sent j+1 messages,
 * the most the gap allows, and every reception must start on time), so the bound is reachable
 * iff those intervals are disjoint and o <= g (else receptions are max(g, o) apart). Example:
 * P = 4, L = 1, o = g = 2: the bound is 9, but each processor is busy 2(P-1)o = 12 cycles.
 * In general, with d = max(g, o), every algorithm (one item per message) needs at least
 * <pre>
 *   max( L + 2o + d(N - 1),  2No )
 * </pre>
 * cycles: N receptions d apart after the first arrival at L + o; and some processor sends at
 * least N messages (there are PN receptions), so it is busy 2No cycles, and if its last busy
 * interval is a send, that message is received even later.
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

    /**
     * Whether the staggered plan, sends at m d and receptions at L + o + j d (m, j = 0..N-1,
     * d = max(g, o)), keeps every processor's overheads disjoint. Send m meets reception j iff
     * L < (m - j) d < L + 2o; the smallest multiple of d above L decides.
     */
    public static boolean overheadsDisjoint(int P, int k, long L, long o, long g) {
        long n = itemsToReceive(P, k);
        long d = Math.max(g, o);
        if (n <= 1 || d == 0) {
            return true;
        }
        long delta = L / d + 1; // least delta with delta * d > L
        return delta > n - 1 || delta * d >= L + 2 * o;
    }

    /** The staggered plan's finish time when its overheads are disjoint: L + 2o + d(N-1). */
    public static long staggeredTime(int P, int k, long L, long o, long g) {
        long n = itemsToReceive(P, k);
        return n == 0 ? 0 : L + 2 * o + Math.max(g, o) * (n - 1);
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
