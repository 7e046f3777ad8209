package org.pcmemu.algorithms.fft;

import org.pcmemu.emulator.Limits;

/**
 * The contention-free plan of an exchange in which every processor sends N one-point messages
 * and receives N, one per slot (the staggered remap, section 4.1.2, and the pairwise exchanges of
 * a remote column), under the exact LogP rules. Times are relative to the exchange's start, which
 * all processors share:
 *
 * <pre>
 *   copies:       [0, A)                            A = local points * local, done first
 *   block m:      [A + mD, A + mD + local + o)      local work, then the send of point m
 *   reception j:  [A + u + jD, ... + o)             u = local + o + L + delta (the slot's arrival + delta)
 *   finish:       A + local + o + L + delta + (N-1) D + o
 * </pre>
 * A processor is one sequential program, so a reception must not overlap a block: reception j
 * and block m meet iff (m - j) D lies in the open interval (u - b, u + o), b = local + o. delta
 * is the least delay for which no m - j in [0, N-1] does. Two periods are tried, and the plan
 * keeps the earlier finish (the first on a tie):
 * <ul>
 * <li>D = max(g, local + o): sends as early as the rules allow; receptions fit only where L puts
 * them between blocks, else after the last send;</li>
 * <li>D = max(g, local + 2o): room for one reception after every block (section 4.1.4's
 * max(1 us + 2o, g) per point).</li>
 * </ul>
 * Every receiver gets one message per D >= g, so at most ceil(L/g) are ever in transit to it: the
 * plan never stalls under the enforced capacity.
 *
 * @param messages  N, messages each processor sends and receives
 * @param local     cycles of local work before each send
 * @param before    A, cycles of local work before the first send (the remap's local copies)
 */
public record UniformExchange(long messages, long local, long before, long L, long o, long g) {

    /** The period D the plan uses. */
    public long period() {
        long fast = Math.max(g, local + o);
        long wide = Math.max(g, local + 2 * o);
        return wide > fast && finishWith(wide) < finishWith(fast) ? wide : fast;
    }

    /** delta for the chosen period. */
    public long delay() {
        return delayWith(period());
    }

    /** When the last reception ends, relative to the exchange's start. */
    public long finish() {
        return finishWith(period());
    }

    /** Arrival of slot m's message, relative to the start: A + mD + local + o + L. */
    public long arrival(long m) {
        return before + m * period() + local + o + L;
    }

    private long finishWith(long period) {
        if (messages == 0) {
            return before;
        }
        // exact: parameters near the limits would wrap (ArithmeticException: a cost beyond 64 bits)
        return Math.addExact(Math.addExact(before + local + 2 * o + L, delayWith(period)),
                Math.multiplyExact(messages - 1, period));
    }

    /*
     * The least delta >= 0 for which no block meets a reception (see the class comment), in closed
     * form: with x = L + delta, the least m - j with (m - j) D > u - b is floor(x / D) + 1, and
     * delta fits iff that is past N - 1 (x >= (N-1) D) or its block starts after the reception
     * ends, (floor(x / D) + 1) D >= x + b + o, that is x mod D <= D - b - o. The least such x >= L
     * is L itself, the next multiple of D, or (N-1) D: no loop over the cycles of delta.
     */
    private long delayWith(long period) {
        long b = local + o;
        if (messages <= 1 || period == 0 || b == 0) {
            return 0;
        }
        long x = Math.max(L, Limits.times(messages - 1, period)); // past the last block
        long room = period - b - o;
        if (room >= 0) { // a reception fits between two blocks
            long r = Math.floorMod(L, period);
            x = Math.min(x, r <= room ? L : L - r + period);
        }
        return x - L;
    }
}
