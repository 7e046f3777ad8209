package org.pcmemu.algorithms.logp.summation;

import org.pcmemu.models.logp.LogPRun;

/**
 * What an emulated summation measured.
 *
 * @param run           the emulator's result
 * @param result        the value the root holds at the end
 * @param time          the root's clock when it holds the result (model cycles)
 * @param consumed      operands each processor actually added (read off the run)
 * @param processorsUsed processors that took part
 */
public record SummationOutcome(LogPRun run, Object result, long time, long[] consumed, int processorsUsed) {

    /** Operands added by all processors together. */
    public long operandsConsumed() {
        long sum = 0;
        for (long c : consumed) {
            sum += c;
        }
        return sum;
    }
}
