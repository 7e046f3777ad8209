package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.algorithms.locality.LocalityBounds;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramRun;

/**
 * One H-PRAM broadcast run reported against theory: the measured cost (from the emulated run),
 * the bound it is checked against, this implementation's exact cost from its recurrence, Theorem
 * 3.2 as the paper states it, and the lower-bound sum of Theorem 4.6 (asymptotic: shown, not
 * asserted). All in model cycles.
 *
 * @param measured    the emulated run's cost
 * @param bound       see {@link HPramBroadcast#bound}
 * @param predicted   {@link HPramBroadcast#predicted}
 * @param theorem32   Theorem 3.2's bound for p processors (Eq. (3.1) if p = 2^(2^k))
 * @param lowerBound  Theorem 4.6's sum (Omega, constant unknown)
 */
public record HPramBroadcastReport(HPram model, HPramBroadcast algorithm, long measured, Bound bound, long predicted,
                                   long theorem32, long lowerBound, HPramRun run) {

    /** The item broadcast in every run: distinct from the 0 in every other cell. */
    public static final long ITEM = 0x5EED_2003_CAFEL;

    public double ratio() {
        return bound.ratio(measured);
    }

    /** Whether the measured cost satisfies the bound's claim. */
    public boolean holds() {
        return bound.holdsFor(measured);
    }

    public double wallMillis() {
        return run.wallMillis();
    }

    /** Runs {@code algorithm} on {@code model}, checks that every processor holds the item, and reports. */
    public static HPramBroadcastReport run(HPram model, HPramBroadcast algorithm, RunOptions options) {
        Bound bound = algorithm.bound(model);
        long predicted = algorithm.predicted(model);
        long upper = LocalityBounds.theorem32(model.p(), model::l);
        long lower = LocalityBounds.theorem46(model.p(), model::l);
        // every figure before the run: one beyond the limit of model time is refused, not reported
        Limits.modelTime("the broadcast's cost on " + model, Math.max(Math.max(bound.value(), predicted),
                Math.max(upper, lower)));
        long[] memory = new long[model.cells()];
        memory[0] = ITEM;
        Long[] held = new Long[model.p()];
        HPramRun run = model.run(algorithm.program(ITEM, held), memory, options);
        for (int i = 0; i < held.length; i++) {
            if (held[i] == null || held[i] != ITEM) {
                throw new IllegalStateException("output check failed: processor " + i + " holds "
                        + (held[i] == null ? "nothing" : held[i]) + " after " + algorithm.label() + " on " + model);
            }
        }
        return new HPramBroadcastReport(model, algorithm, run.cost(), bound, predicted, upper, lower, run);
    }
}
