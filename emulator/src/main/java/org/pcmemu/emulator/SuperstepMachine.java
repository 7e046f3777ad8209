package org.pcmemu.emulator;

/**
 * The shared state of one bulk-synchronous run: the processors, the whole-machine barrier, and
 * the run's outcome (done, failed, aborted). The outcome itself is kept by
 * {@link BarrierRunOutcome}.
 */
final class SuperstepMachine extends BarrierRunOutcome {
    private final SuperstepProcessor[] processors;
    private final SuperstepBarrier barrier;

    SuperstepMachine(int processorCount, SuperstepCost price, long jitterSeed) {
        this.processors = new SuperstepProcessor[processorCount];
        for (int i = 0; i < processorCount; i++) {
            processors[i] = new SuperstepProcessor(i, this, jitterSeed);
        }
        this.barrier = new SuperstepBarrier(this, 0, processorCount, price);
    }

    @Override
    int processorCount() {
        return processors.length;
    }

    SuperstepProcessor processor(int id) {
        return processors[id];
    }

    SuperstepBarrier barrier() {
        return barrier;
    }

    /** Called by p's thread when its program threw. */
    void fail(SuperstepProcessor p, Throwable cause) {
        failRun(new SuperstepFailureException(p.id, p.superstep, p.startTime, cause));
    }

    @Override
    Thread threadOf(int id) {
        return processors[id].thread;
    }
}
