package org.pcmemu.algorithms.logp.alltoall;

import java.util.Arrays;
import java.util.BitSet;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPRun;

/**
 * Runs k-item all-to-all broadcast (TR section 5.1) on the emulated LogP machine. Processor i owns
 * items i*k .. i*k+k-1 and sends item i*k + r to every other processor in round r, in the order
 * given by {@link AllToAllOrder}.
 *
 * <p>A processor is one sequential program, so it must interleave its sends and receptions. It
 * follows a plan: its m-th send at m D, and each reception at the planned arrival of the message
 * (m D + o + L for the sender's m-th send) plus a delay delta; events run in planned order (a
 * reception first on a tie), and before each the processor idles until its planned start. The
 * staggered order uses the period and delay of {@link AllToAllBounds#period} and
 * {@link AllToAllBounds#receiveDelay}, which keep all overheads apart, so every event happens at
 * its planned time; the naive order uses D = max(g, o) and delta = 0, and the emulator serializes
 * whatever collides.
 * No deadlock: every reception waits for a send planned strictly earlier.
 */
public final class AllToAllBroadcast {
    private AllToAllBroadcast() {
    }

    /**
     * What the run measured.
     *
     * @param done  each processor's clock when its last reception ended (0 if it received nothing)
     * @param held  the items each processor holds at the end
     */
    public record Outcome(LogPRun run, long[] done, BitSet[] held) {
        /** The broadcast's cost: when the last processor holds every item. */
        public long time() {
            return Arrays.stream(done).max().orElse(0);
        }
    }

    /**
     * Refuses, before anything runs, what the emulator cannot do in time or memory: k(P-1)P
     * messages at most {@link Limits#MAX_EVENTS}; each processor's planned arrivals (k(P-1)
     * longs) and its items (a bit set of Pk bits) within the heap; a finish time within
     * {@link Limits#MAX_MODEL_TIME}.
     */
    public static void checkLimits(int P, int k, LogP model) {
        if (k < 1) {
            throw new InvalidParameterException("items per processor must be at least 1, got " + k);
        }
        long perProcessor = AllToAllBounds.itemsToReceive(P, k);
        String items = "k(P-1) = " + perProcessor + " items to each of P = " + P + " processors";
        Limits.events(items, Limits.times(perProcessor, P));
        Limits.heap(items, Limits.times(P, Limits.plus(Limits.times(perProcessor, Long.BYTES), (long) P * k / 8)));
        long d = Math.max(model.g(), 2 * model.o());
        Limits.modelTime("the all-to-all's finish time with " + items,
                Limits.plus(Limits.times(Limits.times(perProcessor, 2), Math.max(1, d)), 2 * (model.L() + 2 * model.o())));
    }

    public static Outcome run(LogP model, AllToAllOrder order, int k, RunOptions options) {
        int P = model.P();
        checkLimits(P, k, model);
        long[] done = new long[P];
        BitSet[] held = new BitSet[P];
        LogPRun run = model.run(p -> {
            BitSet mine = new BitSet((int) Math.min(Integer.MAX_VALUE, (long) P * k));
            mine.set(p.id() * k, p.id() * k + k);
            held[p.id()] = mine;
            if (P > 1) {
                exchange(p, order, k, mine, done);
            }
        }, options, LogP.Hints.NONE.withRestartable(false));
        return new Outcome(run, done, held);
    }

    private static void exchange(LogPProcessor p, AllToAllOrder order, int k, BitSet mine, long[] done) {
        int P = p.processors();
        int me = p.id();
        long n = (long) k * (P - 1);
        boolean staggered = order == AllToAllOrder.STAGGERED;
        long d = staggered ? AllToAllBounds.period(P, k, p.model().L(), p.model().o(), p.model().g())
                : Math.max(p.model().g(), p.model().o());
        long delta = staggered ? AllToAllBounds.receiveDelay(P, k, p.model().L(), p.model().o(), p.model().g()) : 0;
        long[] receptions = plannedArrivals(p, order, k, d);
        int sent = 0;
        int received = 0;
        while (sent < n || received < n) {
            if (received < n && (sent == n || receptions[received] + delta <= sent * d)) {
                p.idleUntil(receptions[received] + delta);
                TimedMessage m = p.receive();
                mine.set((Integer) m.payload());
                received++;
                done[me] = p.now();
            } else {
                p.idleUntil(sent * d);
                int round = sent / (P - 1);
                p.send(order.target(me, sent, P), me * k + round);
                sent++;
            }
        }
    }

    /* Planned arrival times of every message this processor will receive, sorted. */
    private static long[] plannedArrivals(LogPProcessor p, AllToAllOrder order, int k, long d) {
        int P = p.processors();
        int me = p.id();
        long[] at = new long[k * (P - 1)];
        int n = 0;
        long oL = p.model().o() + p.model().L();
        for (int i = 0; i < P; i++) {
            if (i != me) {
                int slot = order.slotOf(i, me, P);
                for (int r = 0; r < k; r++) {
                    at[n++] = ((long) r * (P - 1) + slot) * d + oL;
                }
            }
        }
        Arrays.sort(at);
        return at;
    }
}
