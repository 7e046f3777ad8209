package org.pcmemu.emulator;

import org.pcmemu.emulator.barrier.BarrierEngine;

/**
 * The conformance suite on the barrier engine with partitions (H-PRAM, D-BSP): one step on the
 * whole machine, then the script in a part that holds every processor, so that its steps, failures
 * and timeouts go through a partition and its merge. Steps cost w + h + k.
 */
class PartitionedEngineConformanceTest extends EngineConformance {
    @Override
    RunResult run(int processors, RunOptions options, Script script) {
        return BarrierEngine.run(processors, (m, step, w, h, end) -> w + h + m.size(), options, q -> {
            q.sync();
            q.partition(new int[] {processors}, part -> script.run(new BarrierProc(part)));
        });
    }

    @Override
    long minimumDelay() {
        return 1;
    }

    /* The part begins after the whole machine's first step, which costs w + h + k = 0 + 0 + 8 in the test. */
    @Override
    long failureTime(long work) {
        return 8;
    }

    @Override
    boolean lastMessagesStayUnread() {
        return false;
    }

    @Override
    boolean receivesBlock() {
        return false;
    }
}
