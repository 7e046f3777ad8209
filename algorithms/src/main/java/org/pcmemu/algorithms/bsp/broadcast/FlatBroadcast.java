package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;

/**
 * Algorithm 1 of the notes: "in one round of communication, processor 0 sends the message to be
 * broadcast to processors 1, ..., p-1 in turn". One superstep, a ((p-1)n)-relation.
 *
 * <pre>
 *   superstep 0:   0 --> 1, 2, ..., p-1
 * </pre>
 */
public record FlatBroadcast() implements BspBroadcast {

    @Override
    public String label() {
        return "flat";
    }

    @Override
    public Bound bound(Bsp model, int n) {
        return new Bound(BspBroadcastCosts.flat(model, n), Claim.EQUALS,
                "bsp-broadcasting-notes, Communication Performance, Algorithm 1: 1 * c((p-1)n)");
    }

    @Override
    public long expectedMessages(int p, int n) {
        return p - 1L;
    }

    @Override
    public BspProgram program(long[] message, long[][] held) {
        int n = message.length;
        return bsp -> {
            int me = bsp.id();
            long[] mine = me == 0 ? message.clone() : null;
            if (bsp.processors() == 1) {
                held[me] = mine; // nothing to send: no superstep (see BspBroadcastCosts)
                return;
            }
            if (me == 0) {
                for (int to = 1; to < bsp.processors(); to++) {
                    bsp.send(to, mine, n);
                }
            }
            bsp.sync();
            held[me] = Copies.take(bsp, mine, n);
        };
    }
}
