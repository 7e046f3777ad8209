package org.pcmemu.bench;

import org.pcmemu.emulator.Message;
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
 *   makespan 8K - 4 = 20 for these parameters
 * </pre>
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

    @Override
    public void run(LogPProcessor p) {
        int n = p.processors();
        int me = p.id();
        for (int k = 1; k <= perProcessor; k++) {
            p.send((me + k) % n, PAYLOAD);
        }
        long senders = 0;
        for (int k = 0; k < perProcessor; k++) {
            Message m = p.receive();
            senders += Math.floorMod(me - m.from(), n);
        }
        long expected = (long) perProcessor * (perProcessor + 1) / 2; // shifts 1..K, each once
        if (senders != expected) {
            throw new IllegalStateException("processor " + me + " received from the wrong senders");
        }
    }
}
