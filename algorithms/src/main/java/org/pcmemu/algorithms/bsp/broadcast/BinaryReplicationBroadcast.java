package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;

/**
 * Algorithm 2 of the notes, binary replication: "in round i = 1, ..., lg p, each processor j with
 * index j &lt; 2^(i-1) sends the message it currently holds to processor j + 2^(i-1)". For p not a
 * power of two there are ceil(lg p) rounds and targets j + 2^(i-1) &gt;= p are skipped.
 *
 * <pre>
 *   round 1:  0 -> 1
 *   round 2:  0 -> 2, 1 -> 3
 *   round 3:  0 -> 4, 1 -> 5, 2 -> 6, 3 -> 7
 * </pre>
 */
public record BinaryReplicationBroadcast() implements BspBroadcast {

    @Override
    public String label() {
        return "binary";
    }

    @Override
    public Bound bound(Bsp model, int n) {
        return new Bound(BspBroadcastCosts.binary(model, n), Claim.EQUALS,
                "bsp-broadcasting-notes, Communication Performance, Algorithm 2: ceil(lg p) * c(n)");
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
            int p = bsp.processors();
            long[] mine = me == 0 ? message.clone() : null;
            long half = 1; // 2^(i-1) in round i
            if (me > 0) {
                // Idle until its copy comes, in the round with 2^(i-1) = the highest power of two
                // <= me; the same run as syncing every round, but the rounds do not wake it.
                bsp.syncUntilMessage();
                mine = Copies.take(bsp, mine, n);
                half = Long.highestOneBit(me) * 2;
            }
            for (; half < p; half *= 2) {
                if (me < half && me + half < p) {
                    bsp.send((int) (me + half), Copies.requireHeld(bsp, mine), n);
                }
                bsp.sync();
                mine = Copies.take(bsp, mine, n);
            }
            held[me] = mine;
        };
    }
}
