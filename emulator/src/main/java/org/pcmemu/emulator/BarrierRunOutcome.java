package org.pcmemu.emulator;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * How a run of a barrier engine (superstep or partitionable) ends: done, failed or aborted.
 * Any thread may call {@link #failRun}, {@link #abort} and {@link #checkAlive}.
 */
abstract class BarrierRunOutcome implements RunControl {
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private volatile boolean aborted;

    abstract int processorCount();

    /** The thread of processor {@code id}, or null if it has not been created yet. */
    abstract Thread threadOf(int id);

    void checkAlive() {
        if (aborted) {
            throw SuperstepAborted.INSTANCE;
        }
    }

    /** Every program has returned (called by the thread that completed the last step). */
    void allFinished() {
        done.countDown();
    }

    void failRun(EmulationException e) {
        if (failure.compareAndSet(null, e)) {
            done.countDown();
        }
    }

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
        for (int i = 0; i < processorCount(); i++) {
            Thread t = threadOf(i);
            if (t != null) {
                LockSupport.unpark(t);
            }
        }
    }
}
