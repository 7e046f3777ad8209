package org.pcmemu.models.hpram;

import java.util.List;
import org.pcmemu.emulator.Partition;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.emulator.Step;

/**
 * A finished H-PRAM run: its cost, every step of every sub-machine and every partition, all
 * measured, and the shared memory as the run left it (owned by this record; do not modify).
 */
public record HPramRun(HPram model, BarrierRunResult result, long[] memory) {

    /** The run's model cost in cycles. */
    public long cost() {
        return result.cost();
    }

    public List<Step> steps() {
        return result.stepList();
    }

    public List<Partition> partitions() {
        return result.partitions();
    }

    public double wallMillis() {
        return result.wallMillis();
    }
}
