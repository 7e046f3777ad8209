package org.pcmemu.models.dbsp;

import java.util.List;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;

/** A finished D-BSP run: its cost, every superstep of every sub-machine and every partition, all measured. */
public record DBspRun(DBsp model, BarrierRunResult result) {

    /** The run's model cost in cycles. */
    public long cost() {
        return result.cost();
    }

    /** Every priced superstep, with its sub-machine, T, h and cost. */
    public List<Step> supersteps() {
        return result.stepList();
    }

    public List<Partition> partitions() {
        return result.partitions();
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
