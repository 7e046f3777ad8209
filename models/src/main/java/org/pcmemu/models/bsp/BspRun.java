package org.pcmemu.models.bsp;

import java.util.List;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.BarrierRunResult;

/** A finished BSP run: the cost and its per-superstep breakdown (w, h, cost), all measured. */
public record BspRun(Bsp model, BarrierRunResult result) {

    /** The run's model cost in cycles: the sum of its supersteps' costs. */
    public long cost() {
        return result.cost();
    }

    public List<Step> supersteps() {
        return result.stepList();
    }

    public long messages() {
        return result.messages();
    }

    public long undelivered() {
        return result.undelivered();
    }

    public double wallMillis() {
        return result.wallMillis();
    }
}
