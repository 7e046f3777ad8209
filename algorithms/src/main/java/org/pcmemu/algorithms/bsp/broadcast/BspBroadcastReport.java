package org.pcmemu.algorithms.bsp.broadcast;

import java.util.List;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspRun;

/**
 * One BSP broadcast run reported against theory: the measured cost (from the emulated run) next
 * to the bound (from the notes' formula), with the per-superstep breakdown (w, h, cost).
 *
 * @param n         message length in words
 * @param measured  the emulated run's cost, in model cycles
 * @param bound     the notes' cost for this algorithm, p, g, L, n and convention (claim EQUALS)
 */
public record BspBroadcastReport(Bsp model, BspBroadcast algorithm, int n, long measured, Bound bound, BspRun run) {

    public double ratio() {
        return bound.ratio(measured);
    }

    /** Whether the measured cost satisfies the bound's claim. */
    public boolean holds() {
        return bound.holdsFor(measured);
    }

    public long messages() {
        return run.messages();
    }

    public double wallMillis() {
        return run.wallMillis();
    }

    public List<Step> supersteps() {
        return run.supersteps();
    }

    /** Runs {@code algorithm} broadcasting {@code n} words on {@code model}, checks the output and reports it. */
    public static BspBroadcastReport run(Bsp model, BspBroadcast algorithm, int n, RunOptions options) {
        if (n < 1) {
            throw new InvalidParameterException("the message length n must be at least 1 word, got " + n);
        }
        String size = "--words " + n + " on p = " + model.p() + " processors";
        Limits.events(size + ": n words to each processor", Limits.times(n, model.p()));
        Limits.heap(size + " (each processor holds the n words, and as many in messages)",
                Limits.times(Limits.times(n, model.p()), 2L * Long.BYTES));
        Bound bound = Limits.fitting("the notes' cost of " + size, () -> algorithm.bound(model, n));
        long[] message = BroadcastCheck.message(n);
        long[][] held = new long[model.p()][];
        BspRun run = model.run(algorithm.program(message, held), options);
        BroadcastCheck.verify(message, held, run, algorithm.expectedMessages(model.p(), n));
        return new BspBroadcastReport(model, algorithm, n, run.cost(), bound, run);
    }
}
