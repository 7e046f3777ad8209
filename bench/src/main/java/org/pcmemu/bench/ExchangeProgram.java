package org.pcmemu.bench;

import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * A shifted all-to-many exchange: processor i sends one message to (i + k) mod P for
 * k = 1..K, then receives K messages, and checks the sum of the shifts (i - sender) mod P it
 * received against 1 + 2 + ... + K. P * K messages in all; needs K &lt; P.
 *
 * <pre>
 *   LogP(L=6, o=2, g=4), K = 3, any processor (model cycles):
 *   cycle    0   2   4   6   8  10  12  14  16  18  20
 *   send     [s1 ]   [s2 ]   [s3 ]                       starts g apart, o each
 *   arrive                   a1      a2      a3          from i-1, i-2, i-3 (sent at 0, 4, 8, + o + L)
 *   receive                      [r1 ]   [r2 ]   [r3 ]   starts g apart, o each
 *   makespan 2(K-1)g + 2o = 20
 * </pre>
 *
 * See {@link #gapBoundMakespan} for when that formula holds.
 *
 * <p>Immutable; one instance may be shared by all processor threads.
 */
public final class ExchangeProgram implements LogPProgram {
    private static final Object PAYLOAD = new Object();

    private final int perProcessor;

    /** @param perProcessor K, the messages each processor sends and receives */
    public ExchangeProgram(int perProcessor) {
        this.perProcessor = perProcessor;
    }

    /**
     * The makespan worked out by hand from the LogP rules (not from a run), for the case the
     * picture shows: if g &gt;= o, sends start g apart, the last ends at (K-1)g + o; if also
     * (K-1)g &gt;= L, the j-th arrival, (j-1)g + o + L, is never later than the j-th receive start,
     * (K-1)g + o + (j-1)g, so the receives follow g apart and the last ends at 2(K-1)g + 2o.
     *
     * @return that makespan in cycles, or -1 if g &lt; o or (K-1)g &lt; L (then the formula does not apply)
     */
    public static long gapBoundMakespan(LogP model, int perProcessor) {
        long spread = (perProcessor - 1) * model.g();
        if (model.g() < model.o() || spread < model.L()) {
            return -1;
        }
        return 2 * spread + 2 * model.o();
    }

    @Override
    public void run(LogPProcessor p) {
        int n = p.processors();
        for (int k = 1; k <= perProcessor; k++) {
            p.send((p.id() + k) % n, PAYLOAD);
        }
        receiveAndCheck(p);
    }

    /** Receives K messages; throws unless the shifts (i - sender) mod P add up to 1 + 2 + ... + K. */
    void receiveAndCheck(LogPProcessor p) {
        int n = p.processors();
        long shifts = 0;
        for (int k = 0; k < perProcessor; k++) {
            TimedMessage m = p.receive();
            shifts += Math.floorMod(p.id() - m.from(), n);
        }
        if (shifts != (long) perProcessor * (perProcessor + 1) / 2) {
            throw new IllegalStateException("processor " + p.id() + " received from the wrong senders");
        }
    }
}
