package org.pcmemu.emulator;

/**
 * One priced step of one sub-machine, as measured (on BSP: one superstep of the whole machine).
 * Times in model cycles, on the sub-machine's own clock (which starts at its parent's clock when
 * the partition begins).
 *
 * @param first     the sub-machine's first processor
 * @param size      its number of processors, k
 * @param depth     0 for the whole machine, 1 for the parts of a partition of it, ...
 * @param index     the step's index within the sub-machine, 0-based (unpriced empty steps count)
 * @param work      the largest work one member charged in it
 * @param h         the largest number of words one member sent, or received
 * @param messages  messages posted in it
 * @param words     words posted in it
 * @param start     model time at which it began
 * @param cost      its price under the model's rule (BSP's, H-PRAM's or D-BSP's cost of a step)
 * @param closedBy  what ended it: a sync (a barrier), a partition, or the end of every program
 */
public record Step(int first, int size, int depth, int index, long work, long h, long messages, long words,
                   long start, long cost, StepEnd closedBy) {

    /**
     * Model time at which it ended.
     *
     * @return {@code start + cost}
     */
    public long end() {
        return start + cost;
    }

    /**
     * Whether a barrier ended it.
     *
     * @return true if every live member called {@code sync}
     */
    public boolean barrier() {
        return closedBy == StepEnd.SYNC;
    }
}
