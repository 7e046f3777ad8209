package org.pcmemu.algorithms.fft;

import java.util.Arrays;
import org.pcmemu.models.logp.LogP;

/**
 * Every processor's planned times for the hybrid layout's remap on LogP, relative to the remap's
 * start (all processors start it together, after the same cyclic columns). Processor i walks its
 * n/P points block by block in its {@link RemapOrder}; a point of its own block is a local copy
 * (local cycles), any other costs local cycles and a send.
 *
 * <p>Staggered: own block's copies and one destination per slot, timed by
 * {@link InterleavedPlan} (the same timeline on every processor: contention-free, exact). Naive:
 * greedy, period D = max(g, local + o) between send blocks, no reception delay:
 * <pre>
 *   copy:   start = t;                      t += local
 *   send:   start = max(t, last + D);       t = start + local + o;   the send itself at start + local
 *   every message is planned to arrive at start + local + o + L and to be received then
 * </pre>
 * its planned times collide (P-1 messages meet at one processor), so the run is later than the
 * plan, as congestion and the enforced capacity decide.
 *
 * <p>Immutable after construction; read by every processor's program.
 */
final class RemapPlan {
    /** The planned start of processor i's k-th own step. */
    final long[][] starts;
    /** The point s (in the order's walk) of processor i's k-th own step. */
    final int[][] sequence;
    /** Processor i's planned reception times, sorted. */
    final long[][] receptions;

    RemapPlan(FftProblem f, RemapOrder order, LogP m) {
        int P = f.P();
        int points = f.perProcessor();
        int pair = f.perPair();
        starts = new long[P][];
        sequence = new int[P][];
        receptions = new long[P][];
        if (order == RemapOrder.STAGGERED) {
            InterleavedPlan plan = FftCosts.staggeredRemap(f, m.L(), m.o(), m.g());
            int[] walk = new int[points]; // copy c is the own block's point c, block j the point pair + j
            for (int k = 0; k < points; k++) {
                walk[k] = plan.steps[k] < 0 ? -1 - plan.steps[k] : pair + plan.steps[k];
            }
            Arrays.fill(starts, plan.starts);
            Arrays.fill(sequence, walk);
            Arrays.fill(receptions, plan.receptions);
            return;
        }
        long local = f.local();
        long period = Math.max(m.g(), local + m.o());
        int[] identity = new int[points];
        Arrays.setAll(identity, k -> k);
        for (int i = 0; i < P; i++) {
            starts[i] = new long[points];
            sequence[i] = identity;
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
        long offset = local + m.o() + m.L();
        for (int q = 0; q < P; q++) {
            long[] at = new long[points - pair];
            int n = 0;
            for (int i = 0; i < P; i++) {
                if (i != q) {
                    for (int s = q * pair; s < (q + 1) * pair; s++) {
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
