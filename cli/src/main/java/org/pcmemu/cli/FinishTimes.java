package org.pcmemu.cli;

import org.pcmemu.emulator.RunResult;

/** The per-processor section of runs that have no better one: each processor's final clock. */
final class FinishTimes {
    private FinishTimes() {
    }

    /** {@code finishTimes}: each processor's clock when its program returned (0 if it did nothing). */
    static RunSummary.PerProcessor of(RunResult result) {
        return new RunSummary.PerProcessor("finishTimes", "finish times (cycles)", result.finishTimes());
    }
}
