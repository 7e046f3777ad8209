package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;

/**
 * Algorithm 3 of the notes, k-ary replication, as their BROADCAST(0, p, k): in the superstep
 * with mask k^i, every processor j &lt; k^i sends to j + l k^i, l = 1, ..., k-1, skipping targets
 * &gt;= p. k = 2 is Algorithm 2 and k = p is Algorithm 1.
 *
 * <pre>
 *   p = 9, k = 3     mask 1:  0 -> 1, 2
 *                    mask 3:  0 -> 3, 6    1 -> 4, 7    2 -> 5, 8
 * </pre>
 *
 * @param k     the replication parameter, at least 2
 * @param best  whether k was chosen by {@link BspBroadcastCosts#bestK} (only changes the label)
 */
public record KaryReplicationBroadcast(int k, boolean best) implements BspBroadcast {

    public KaryReplicationBroadcast {
        BspBroadcastCosts.requireK(k);
    }

    @Override
    public String label() {
        return (best ? "best k-ary(k=" : "k-ary(k=") + k + ")";
    }

    @Override
    public Bound bound(Bsp model, int n) {
        return new Bound(BspBroadcastCosts.kary(model, n, k), Claim.EQUALS,
                "bsp-broadcasting-notes, Algorithm 3 (BROADCAST(0, p, k)): (r-1) c((k-1)n) + c(floor((p-1)/k^(r-1)) n),"
                        + " r = ceil(lg p / lg k)");
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
            long mask = 1;
            if (me > 0) {
                // Idle until its copy comes, in the round whose mask is the highest power of k
                // <= me; the same run as syncing every round, but the rounds do not wake it.
                bsp.syncUntilMessage();
                mine = Copies.take(bsp, mine, n);
                while (mask * k <= me) {
                    mask *= k;
                }
                mask *= k;
            }
            for (; mask < p; mask *= k) {   // mask < p * k <= 2^62: no overflow
                if (me < mask) {
                    // targets grow with i: once one is >= p, the notes' "if (target_pid < p)" fails for all later i
                    for (long i = 1, j = mask; i < k && me + j < p; i++, j += mask) {
                        bsp.send((int) (me + j), Copies.requireHeld(bsp, mine), n);
                    }
                }
                bsp.sync();
                mine = Copies.take(bsp, mine, n);
            }
            held[me] = mine;
        };
    }
}
