package org.pcmemu.models.dbsp;

import java.util.List;
import org.pcmemu.emulator.SubMachinePartition;
import org.pcmemu.emulator.SubMachineRunResult;
import org.pcmemu.emulator.SubMachineStep;

/** A finished D-BSP run: its cost, every superstep of every sub-machine and every partition, all measured. */
public record DBspRun(DBsp model, SubMachineRunResult result) {

    /** The run's model cost in cycles. */
    public long cost() {
        return result.cost();
    }

    /** Every priced superstep, with its sub-machine, T, h and cost. */
    public List<SubMachineStep> supersteps() {
        return result.steps();
    }

    public List<SubMachinePartition> partitions() {
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
