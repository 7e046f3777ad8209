package org.pcmemu.emulator;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * The shared state of one bulk-synchronous run: the processors, the whole-machine barrier, and
 * the run's outcome (done, failed, aborted). Any thread may call {@link #failRun},
 * {@link #abort} and {@link #checkAlive}.
 */
final class SuperstepMachine implements RunControl {
    private final SuperstepProcessor[] processors;
    private final SuperstepBarrier barrier;
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private volatile boolean aborted;

    SuperstepMachine(int processorCount, SuperstepCost price, long jitterSeed) {
        this.processors = new SuperstepProcessor[processorCount];
        for (int i = 0; i < processorCount; i++) {
            processors[i] = new SuperstepProcessor(i, this, jitterSeed);
        }
        this.barrier = new SuperstepBarrier(this, 0, processorCount, price);
    }

    int processorCount() {
        return processors.length;
    }

    SuperstepProcessor processor(int id) {
        return processors[id];
    }

    SuperstepBarrier barrier() {
        return barrier;
    }

    void checkAlive() {
        if (aborted) {
            throw SuperstepAborted.INSTANCE;
        }
    }

    /** Every program has returned (called by the thread that completed the last superstep). */
    void allFinished() {
        done.countDown();
    }

    /** Called by p's thread when its program threw. */
    void fail(SuperstepProcessor p, Throwable cause) {
        failRun(new SuperstepFailureException(p.id, p.superstep, p.startTime, cause));
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
        for (SuperstepProcessor q : processors) {
            if (q.thread != null) {
                LockSupport.unpark(q.thread);
            }
        }
    }
}
