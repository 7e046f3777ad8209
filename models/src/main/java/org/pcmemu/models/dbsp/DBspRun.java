package org.pcmemu.models.dbsp;

import java.util.List;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;

/**
 * A finished D-BSP run: its cost, every superstep of every sub-machine and every partition, all
 * measured. Immutable; any thread may read it.
 *
 * @param model   the machine it ran on
 * @param result  the emulator's measurements
 */
public record DBspRun(DBsp model, BarrierRunResult result) {

    /**
     * The run's model cost: the whole machine's clock at the end.
     *
     * @return the cost in cycles
     */
    public long cost() {
        return result.cost();
    }

    /**
     * Every priced superstep, with its sub-machine, T, h and cost.
     *
     * @return the supersteps in the order they ended, unmodifiable
     */
    public List<Step> supersteps() {
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
     * Messages sent in the run.
     *
     * @return the count of sends
     */
    public long messages() {
        return result.messages();
    }

    /**
     * Messages never readable: sent to a processor that had finished, or in the last superstep.
     *
     * @return their count
     */
    public long undelivered() {
        return result.undelivered();
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
