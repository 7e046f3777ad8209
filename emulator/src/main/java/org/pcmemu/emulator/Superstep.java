package org.pcmemu.emulator;

/**
 * One superstep of a finished bulk-synchronous run, as measured. Times and costs in model cycles.
 *
 * @param index     0-based position in the run
 * @param work      w: the largest local work one processor charged in it
 * @param h         the h-relation: max over processors of max(words sent, words received)
 * @param messages  messages posted in it
 * @param words     words posted in it (sum over messages)
 * @param start     model time at which it began: the sum of the costs of the supersteps before it
 * @param cost      its price under the model's {@link SuperstepCost}
 * @param barrier   true if a barrier ended it; false for the final superstep, which the end of
 *                  every program closes (recorded only if it did work or posted messages)
 */
public record Superstep(int index, long work, long h, long messages, long words, long start, long cost,
                        boolean barrier) {

    /** Model time at which it ended. */
    public long end() {
        return start + cost;
    }
}
