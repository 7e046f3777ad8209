package org.pcmemu.emulator;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * The shared state of one partitionable lock-step run: the processors, the root sub-machine, and
 * the run's outcome (done, failed, aborted). Any thread may call {@link #failRun},
 * {@link #abort} and {@link #checkAlive}.
 */
final class PartitionedMachine implements RunControl {
    private final SubMachineProcessor[] processors;
    private final SubMachine root;
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private volatile boolean aborted;

    PartitionedMachine(int processorCount, SubMachineRule rule, long jitterSeed) {
        this.processors = new SubMachineProcessor[processorCount];
        this.root = new SubMachine(this, rule, 0, processorCount, 0, 0);
        for (int i = 0; i < processorCount; i++) {
            processors[i] = new SubMachineProcessor(i, this, root, jitterSeed);
        }
    }

    int processorCount() {
        return processors.length;
    }

    SubMachineProcessor processor(int id) {
        return processors[id];
    }

    SubMachine root() {
        return root;
    }

    void checkAlive() {
        if (aborted) {
            throw SuperstepAborted.INSTANCE;
        }
    }

    /** Every program has returned (called by the thread that completed the root's last step). */
    void allFinished() {
        done.countDown();
    }

    /** Called by p's thread when its program threw. */
    void fail(SubMachineProcessor p, Throwable cause) {
        failRun(new SubMachineFailureException(p.id, p.where(), p.startTime, cause));
    }

    void failRun(EmulationException e) {
        if (failure.compareAndSet(null, e)) {
            done.countDown();
        }
    }

    /** Waits for the end of the run; returns false on timeout. */
    @Override
    public boolean awaitDone(long timeoutNanos) throws InterruptedException {
        return done.await(timeoutNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public EmulationException failure() {
        return failure.get();
    }

    /** Makes every processor leave its program at its next emulator call. */
    @Override
    public void abort() {
        aborted = true;
        for (SubMachineProcessor q : processors) {
            if (q.thread != null) {
                LockSupport.unpark(q.thread);
            }
        }
    }
}
