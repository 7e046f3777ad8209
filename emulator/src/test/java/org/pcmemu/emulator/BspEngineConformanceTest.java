package org.pcmemu.emulator;

import org.pcmemu.emulator.barrier.BarrierEngine;

/** The conformance suite on the barrier engine as BSP: one sub-machine, never partitioned. */
class BspEngineConformanceTest extends EngineConformance {
    @Override
    RunResult run(int processors, RunOptions options, Script script) {
        return BarrierEngine.run(processors, (m, step, w, h, end) -> w + h + 1, options,
                q -> script.run(new BarrierProc(q)));
    }

    @Override
    long minimumDelay() {
        return 1; // readable in the next step
    }

    @Override
    long failureTime(long work) {
        return 0; // the start of the failing step
    }

    @Override
    boolean receivesBlock() {
        return false;
    }
}
