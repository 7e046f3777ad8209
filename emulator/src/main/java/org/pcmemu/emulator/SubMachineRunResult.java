package org.pcmemu.emulator;

import java.util.List;

/**
 * What a partitionable lock-step run measured. All times are model cycles except
 * {@link #wallNanos()}.
 *
 * @param cost         the run's model time: the whole machine's clock when every program returned
 * @param steps        every priced step of every sub-machine; a sub-machine's steps in order, a
 *                     partition's parts after the steps before it, part by part
 * @param partitions   every partition, in the same order
 * @param messages     messages posted
 * @param words        words posted
 * @param undelivered  messages that never became readable (posted to a processor whose program
 *                     had returned, or in the last step of the run)
 */
public record SubMachineRunResult(ThreadMode threadMode, int processors, long cost, List<SubMachineStep> steps,
                                  List<SubMachinePartition> partitions, long messages, long words, long undelivered,
                                  long wallNanos) {

    public SubMachineRunResult {
        steps = List.copyOf(steps);
        partitions = List.copyOf(partitions);
    }

    public double wallMillis() {
        return wallNanos / 1e6;
    }

    /** The deepest sub-machine that ran (0: no partition). */
    public int maxDepth() {
        int d = 0;
        for (SubMachinePartition p : partitions) {
            d = Math.max(d, p.depth() + 1);
        }
        return d;
    }
}
