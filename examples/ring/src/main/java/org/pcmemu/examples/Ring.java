package org.pcmemu.examples;

import java.util.function.IntPredicate;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * A token travels once around a ring of P LogP processors: processor 0 sends it to 1, every
 * other processor receives it and passes it on, and 0 receives it back. Each hop costs L + 2o (a
 * send overhead, the latency, a receive overhead), so the run ends at P (L + 2o): run it with
 * {@code --bound} set to that and {@code --claim equals}.
 */
public final class Ring implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        int next = (p.id() + 1) % p.processors();
        if (p.processors() == 1) {
            return;
        }
        if (p.id() == 0) {
            p.send(next, 0);
            int hops = (Integer) p.receive().payload();
            if (hops != p.processors() - 1) {
                throw new IllegalStateException("the token made " + hops + " hops, not " + (p.processors() - 1));
            }
        } else {
            int hops = (Integer) p.receive().payload();
            p.send(next, hops + 1);
        }
    }

    /** Every processor but 0 begins by receiving: each is started only when the token comes. */
    @Override
    public IntPredicate receivesFirst() {
        return id -> id != 0;
    }
}
