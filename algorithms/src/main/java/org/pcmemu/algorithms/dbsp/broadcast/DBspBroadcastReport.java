package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.algorithms.locality.LocalityBounds;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspRun;

/**
 * One D-BSP broadcast run reported against theory: the measured cost (from the emulated run),
 * the bound it is checked against, this implementation's exact cost from its recurrence, Theorem
 * 3.3 in the concrete form used here, and the lower-bound sum of Theorem 4.7 (asymptotic: shown,
 * not asserted). All in model cycles.
 */
public record DBspBroadcastReport(DBsp model, DBspBroadcast algorithm, long measured, Bound bound, long predicted,
                                  long theorem33, long lowerBound, DBspRun run) {

    /** The item broadcast in every run. */
    public static final long ITEM = 0x5EED_2003_CAFEL;

    public double ratio() {
        return bound.ratio(measured);
    }

    public boolean holds() {
        return bound.holdsFor(measured);
    }

    public double wallMillis() {
        return run.wallMillis();
    }

    /**
     * Runs {@code algorithm} on {@code model}; checks that every processor holds the item and that
     * the run sent p - 1 messages, all delivered; reports.
     */
    public static DBspBroadcastReport run(DBsp model, DBspBroadcast algorithm, RunOptions options) {
        Bound bound = algorithm.bound(model);
        long predicted = algorithm.predicted(model);
        long upper = LocalityBounds.theorem33(model.p(), model::l, model::g);
        long lower = LocalityBounds.theorem47(model.p(), model::l, model::g);
        // every figure before the run: one beyond the limit of model time is refused, not reported
        Limits.modelTime("the broadcast's cost on " + model, Math.max(Math.max(bound.value(), predicted),
                Math.max(upper, lower)));
        Long[] held = new Long[model.p()];
        DBspRun run = model.run(algorithm.program(model, ITEM, held), options);
        for (int i = 0; i < held.length; i++) {
            if (held[i] == null || held[i] != ITEM) {
                throw new IllegalStateException("output check failed: processor " + i + " holds "
                        + (held[i] == null ? "nothing" : held[i]) + " after " + algorithm.label() + " on " + model);
            }
        }
        if (run.messages() != model.p() - 1L || run.undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + run.messages() + " messages, "
                    + run.undelivered() + " never delivered; expected " + (model.p() - 1) + " and 0");
        }
        return new DBspBroadcastReport(model, algorithm, run.cost(), bound, predicted, upper, lower, run);
    }
}
