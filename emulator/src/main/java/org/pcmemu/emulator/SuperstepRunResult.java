package org.pcmemu.emulator;

import java.util.List;

/**
 * What a bulk-synchronous run measured. All times are model cycles except {@link #wallNanos()}.
 *
 * @param supersteps   the per-superstep breakdown, in order
 * @param cost         the run's model time: the sum of the supersteps' costs
 * @param messages     messages posted
 * @param words        words posted
 * @param undelivered  messages that never became readable: posted to a processor that had
 *                     already finished, or posted in the final superstep
 */
public record SuperstepRunResult(ThreadMode threadMode, int processors, List<Superstep> supersteps, long cost,
                                 long messages, long words, long undelivered, long wallNanos) {

    public SuperstepRunResult {
        supersteps = List.copyOf(supersteps);
    }

    public double wallMillis() {
        return wallNanos / 1e6;
    }
}
