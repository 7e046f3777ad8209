package org.pcmemu.algorithms.logp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One broadcast run reported against theory: the measured cost (from the emulated run) next to
 * the bound (from the paper), plus the TR Theorem 3.3 closed form and, for the postal model,
 * P(t) = f_t (SPAA Theorem 2.2) at the measured time.
 *
 * @param measured          the largest emulated information time
 * @param closedForm        TR Theorem 3.3 upper bound on B(P) (real-valued)
 * @param informationTimes  each processor's emulated information time
 * @param sumOfTimes        sum of information times (TR Definition 3.7)
 */
public record BroadcastReport(LogP model, BroadcastAlgorithm algorithm, long measured, Bound bound,
                              double closedForm, long[] informationTimes, long sumOfTimes, LogPRun run) {

    public double ratio() {
        return bound.ratio(measured);
    }

    public long messages() {
        return run.result().messages();
    }

    public double wallMillis() {
        return run.result().wallMillis();
    }

    /** Runs {@code algorithm} on {@code model}, checks the output and reports it. */
    public static BroadcastReport run(LogP model, BroadcastAlgorithm algorithm, RunOptions options) {
        // the flat tree, the slowest: P-1 sends max(g, o) apart, then L + 2o
        Limits.modelTime("a broadcast to P = " + model.P() + " processors", Limits.plus(
                Limits.times(model.P(), Math.max(model.g(), model.o())), model.L() + 2 * model.o()));
        Bound bound = Limits.fitting("B(P) for P = " + model.P(), () -> algorithm.bound(model));
        Object datum = new Object();
        TreeBroadcast.Outcome out = TreeBroadcast.run(model, algorithm.tree(model), datum, options);
        check(model, out, datum);
        return new BroadcastReport(model, algorithm, out.time(), bound,
                BroadcastBounds.closedFormUpperBound(model.P(), model.L(), model.o(), model.g()),
                out.informationTimes(), out.sumOfTimes(), out.run());
    }

    /* Every processor holds the datum and received it exactly once: P-1 messages, none left over. */
    private static void check(LogP model, TreeBroadcast.Outcome out, Object datum) {
        Object[] got = out.received();
        for (int i = 0; i < got.length; i++) {
            if (got[i] != datum) {
                throw new IllegalStateException("output check failed: processor " + i + " does not hold the datum");
            }
        }
        long sent = out.run().result().messages();
        long left = out.run().result().undelivered();
        if (sent != model.P() - 1 || left != 0) {
            throw new IllegalStateException("output check failed: " + sent + " messages sent, " + left
                    + " never received; expected " + (model.P() - 1) + " and 0");
        }
    }
}
