package org.pcmemu.algorithms.fft;

import java.util.Arrays;
import org.pcmemu.models.logp.LogP;

/**
 * Every processor's planned times for the hybrid layout's remap on LogP, relative to the remap's
 * start (all processors start it together, after the same cyclic columns). Processor i walks its
 * n/P points block by block in its {@link RemapOrder}; a point of its own block is a local copy
 * (local cycles), any other costs local cycles and a send. Greedy plan, period D between send
 * blocks:
 *
 * <pre>
 *   copy:   start = t;                      t += local
 *   send:   start = max(t, last + D);       t = start + local + o;   the send itself at start + local
 *   every message is planned to arrive at start + local + o + L and to be received delta later
 * </pre>
 * Staggered: D and delta of {@link UniformExchange} (own block first, then one destination per
 * slot: contention-free, exact). Naive: D = max(g, local + o) and delta = 0, sends as early as
 * the rules allow; its planned times collide (P-1 messages meet at one processor), so the run
 * is later than the plan, as congestion and the enforced capacity decide.
 *
 * <p>Immutable after construction; read by every processor's program.
 */
final class RemapPlan {
    final long[][] starts;
    final long[][] receptions;
    final long period;
    final long delay;

    RemapPlan(FftProblem f, RemapOrder order, LogP m) {
        int P = f.P();
        int points = f.perProcessor();
        int pair = f.perPair();
        long local = f.local();
        if (order == RemapOrder.STAGGERED) {
            UniformExchange plan = FftCosts.staggeredRemap(f, m.L(), m.o(), m.g());
            period = plan.period();
            delay = plan.delay();
        } else {
            period = Math.max(m.g(), local + m.o());
            delay = 0;
        }
        starts = new long[P][points];
        for (int i = 0; i < P; i++) {
            long t = 0;
            long last = Long.MIN_VALUE;
            for (int s = 0; s < points; s++) {
                if (destination(order, i, s, pair, P) == i) {
                    starts[i][s] = t;
                    t += local;
                } else {
                    long start = last == Long.MIN_VALUE ? t : Math.max(t, last + period);
                    starts[i][s] = start;
                    last = start;
                    t = start + local + m.o();
                }
            }
        }
        long offset = local + m.o() + m.L() + delay;
        receptions = new long[P][];
        for (int q = 0; q < P; q++) {
            long[] at = new long[points - pair];
            int n = 0;
            for (int i = 0; i < P; i++) {
                if (i != q) {
                    int block = order == RemapOrder.NAIVE ? q : Math.floorMod(q - i, P);
                    for (int s = block * pair; s < (block + 1) * pair; s++) {
                        at[n++] = starts[i][s] + offset;
                    }
                }
            }
            Arrays.sort(at);
            receptions[q] = at;
        }
    }

    /** The destination of processor i's s-th point. */
    static int destination(RemapOrder order, int i, int s, int pair, int P) {
        return order.block(i, s / pair, P);
    }

    /** The local (cyclic) index of processor i's s-th point: its destination block's j-th. */
    static int index(RemapOrder order, int i, int s, int pair, int P) {
        return destination(order, i, s, pair, P) * pair + s % pair;
    }
}
