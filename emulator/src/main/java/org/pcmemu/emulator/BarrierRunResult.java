package org.pcmemu.emulator;

import java.util.List;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.emulator.trace.Trace;

/**
 * What a barrier-engine run measured: every priced step of every sub-machine and every partition.
 * On a machine that never partitions (BSP) the steps are the supersteps, in order.
 *
 * @param threadMode   the threads the run used
 * @param jitterSeed   the seed of the run's scheduling noise, 0 if none
 * @param makespan     the run's model time: the whole machine's clock when every program returned
 * @param finishTimes  each processor's clock at the end of the step in which its program returned
 * @param stepList     every priced step; a sub-machine's steps in order, a partition's parts after
 *                     the steps before it, part by part
 * @param partitions   every partition, in the same order
 * @param messages     messages posted
 * @param words        words posted
 * @param undelivered  messages that never became readable (posted to a processor whose program
 *                     had returned, or in the last step of the run)
 * @param wallNanos    real time of the run, in nanoseconds
 * @param trace        one step event per member and priced step, or null if not requested
 */
public record BarrierRunResult(ThreadMode threadMode, long jitterSeed, long makespan, long[] finishTimes, List<Step> stepList,
                               List<Partition> partitions, long messages, long words, long undelivered,
                               long wallNanos, Trace trace) implements RunResult {

    /** Copies the lists and the finish times, so the result stays immutable. */
    public BarrierRunResult {
        stepList = List.copyOf(stepList);
        partitions = List.copyOf(partitions);
        finishTimes = finishTimes.clone();
    }

    @Override
    public long[] finishTimes() {
        return finishTimes.clone();
    }

    @Override
    public int processors() {
        return finishTimes.length;
    }

    /**
     * Each processor's summed cost of the steps of every sub-machine it belonged to: a step lasts
     * its full cost on every member, whether or not the member worked in it.
     *
     * @return the busy times by processor id, a new array
     */
    @Override
    public long[] busyTimes() {
        long[] delta = new long[finishTimes.length + 1];
        for (Step s : stepList) {
            delta[s.first()] += s.cost();
            delta[s.first() + s.size()] -= s.cost();
        }
        long[] busy = new long[finishTimes.length];
        long running = 0;
        for (int i = 0; i < busy.length; i++) {
            running += delta[i];
            busy[i] = running;
        }
        return busy;
    }

    /**
     * The number of priced steps.
     *
     * @return the size of {@link #stepList()}
     */
    @Override
    public long steps() {
        return stepList.size();
    }

    /**
     * The run's model cost (the same as {@link #makespan()}).
     *
     * @return the cost in cycles
     */
    public long cost() {
        return makespan;
    }

    /**
     * The deepest sub-machine that ran.
     *
     * @return its depth, 0 if there was no partition
     */
    public int maxDepth() {
        int d = 0;
        for (Partition p : partitions) {
            d = Math.max(d, p.depth() + 1);
        }
        return d;
    }
}
