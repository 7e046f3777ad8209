package org.pcmemu.bench;

import org.pcmemu.emulator.StepMessage;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;

/**
 * A k-relation repeated for R supersteps on BSP: in every superstep processor i sends one word to
 * (i + j) mod p for j = 1..k, and reads the k words sent to it in the superstep before, checking
 * that their shifts (i - sender) mod p add up to 1 + 2 + ... + k. Every processor sends and
 * receives exactly k words per superstep, so each superstep realizes an h-relation with h = k.
 *
 * <pre>
 *   superstep   0        1              ...   R-1            R (after the last sync)
 *   send        k words  k words              k words        -
 *   read        -        k, sent in 0         k, sent in R-2  k, sent in R-1
 *   cost        c(k)     c(k)                 c(k)           0: no work, nothing sent, not priced
 *
 *   c(h) = max(L, h g) (MAX convention) or h g + L (SUM); the run costs R c(k)
 * </pre>
 *
 * p * k * R messages in all, every one read; needs k &lt; p.
 *
 * <p>Immutable; one instance may be shared by all processor threads.
 */
public final class HRelationProgram implements BspProgram {
    private static final Object WORD = new Object();

    private final int perProcessor;
    private final int supersteps;

    /**
     * @param perProcessor  k, the words each processor sends (and receives) per superstep
     * @param supersteps    R, the supersteps that send
     */
    public HRelationProgram(int perProcessor, int supersteps) {
        this.perProcessor = perProcessor;
        this.supersteps = supersteps;
    }

    /** R c(k), from the model's superstep price (the convention's formula), not from a run. */
    public static long cost(Bsp model, int perProcessor, int supersteps) {
        return Math.multiplyExact(supersteps, model.superstepCost(0, perProcessor));
    }

    @Override
    public void run(BspProcessor bsp) {
        int p = bsp.processors();
        for (int s = 0; s < supersteps; s++) {
            if (s > 0) {
                readAndCheck(bsp);
            }
            for (int j = 1; j <= perProcessor; j++) {
                bsp.send((bsp.id() + j) % p, WORD);
            }
            bsp.sync();
        }
        if (supersteps > 0) {
            readAndCheck(bsp);
        }
    }

    /** Reads this superstep's messages; throws unless they are k, from i - 1, ..., i - k. */
    void readAndCheck(BspProcessor bsp) {
        int p = bsp.processors();
        long shifts = 0;
        int count = 0;
        for (StepMessage m : bsp.messages()) {
            shifts += Math.floorMod(bsp.id() - m.from(), p);
            count++;
        }
        if (count != perProcessor || shifts != (long) perProcessor * (perProcessor + 1) / 2) {
            throw new IllegalStateException("processor " + bsp.id() + " read " + count + " messages from the wrong"
                    + " senders in superstep " + bsp.superstep());
        }
    }
}
