package org.pcmemu.emulator;

/**
 * The shared state of one partitionable lock-step run: the processors, the root sub-machine, and
 * the run's outcome (done, failed, aborted). The outcome itself is kept by
 * {@link BarrierRunOutcome}.
 */
final class PartitionedMachine extends BarrierRunOutcome {
    private final SubMachineProcessor[] processors;
    private final SubMachine root;

    PartitionedMachine(int processorCount, SubMachineRule rule, long jitterSeed) {
        this.processors = new SubMachineProcessor[processorCount];
        this.root = new SubMachine(this, rule, 0, processorCount, 0, 0);
        for (int i = 0; i < processorCount; i++) {
            processors[i] = new SubMachineProcessor(i, this, root, jitterSeed);
        }
    }

    @Override
    int processorCount() {
        return processors.length;
    }

    SubMachineProcessor processor(int id) {
        return processors[id];
    }

    SubMachine root() {
        return root;
    }

    /** Called by p's thread when its program threw. */
    void fail(SubMachineProcessor p, Throwable cause) {
        failRun(new SubMachineFailureException(p.id, p.where(), p.startTime, cause));
    }

    @Override
    Thread threadOf(int id) {
        return processors[id].thread;
    }
}
