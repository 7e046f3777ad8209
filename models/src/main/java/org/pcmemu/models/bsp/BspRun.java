package org.pcmemu.models.bsp;

import java.util.List;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.BarrierRunResult;

/**
 * A finished BSP run: the cost and its per-superstep breakdown (w, h, cost), all measured.
 * Immutable; any thread may read it.
 *
 * @param model   the machine it ran on
 * @param result  the emulator's measurements
 */
public record BspRun(Bsp model, BarrierRunResult result) {

    /**
     * The run's model cost: the sum of its supersteps' costs.
     *
     * @return the cost in cycles
     */
    public long cost() {
        return result.cost();
    }

    /**
     * The supersteps in order, each with its w, h and cost.
     *
     * @return every priced superstep, unmodifiable
     */
    public List<Step> supersteps() {
        return result.stepList();
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
