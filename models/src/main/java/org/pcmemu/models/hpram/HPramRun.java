package org.pcmemu.models.hpram;

import java.util.List;
import org.pcmemu.emulator.SubMachinePartition;
import org.pcmemu.emulator.SubMachineRunResult;
import org.pcmemu.emulator.SubMachineStep;

/**
 * A finished H-PRAM run: its cost, every step of every sub-machine and every partition, all
 * measured, and the shared memory as the run left it (owned by this record; do not modify).
 */
public record HPramRun(HPram model, SubMachineRunResult result, long[] memory) {

    /** The run's model cost in cycles. */
    public long cost() {
        return result.cost();
    }

    public List<SubMachineStep> steps() {
        return result.steps();
    }

    public List<SubMachinePartition> partitions() {
        return result.partitions();
    }

    public double wallMillis() {
        return result.wallMillis();
    }
}
