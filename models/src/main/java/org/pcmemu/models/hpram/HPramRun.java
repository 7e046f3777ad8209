package org.pcmemu.models.hpram;

import java.util.List;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;

/**
 * A finished H-PRAM run: its cost, every step of every sub-machine and every partition, all
 * measured, and the shared memory as the run left it (owned by this record; do not modify).
 * Immutable but for the memory array; any thread may read it.
 *
 * @param model   the machine it ran on
 * @param result  the emulator's measurements
 * @param memory  the shared memory's cells at the end of the run
 */
public record HPramRun(HPram model, BarrierRunResult result, long[] memory) {

    /**
     * The run's model cost: the whole machine's clock at the end.
     *
     * @return the cost in cycles
     */
    public long cost() {
        return result.cost();
    }

    /**
     * Every priced step, with its sub-machine, work and cost.
     *
     * @return the steps in the order they ended, unmodifiable
     */
    public List<Step> steps() {
        return result.stepList();
    }

    /**
     * Every partition, with its sub-machine, parts and cost.
     *
     * @return the partitions, unmodifiable
     */
    public List<Partition> partitions() {
        return result.partitions();
    }

    /**
     * Real time of the run.
     *
     * @return milliseconds from the first thread's start to the end
     */
    public double wallMillis() {
        return result.wallMillis();
    }
}
