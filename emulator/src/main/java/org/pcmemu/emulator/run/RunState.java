package org.pcmemu.emulator.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.EmulationException;

/**
 * How a run of any engine ends, and the hooks through which {@link RunLauncher} runs it: one
 * thread per processor, a latch that the end of the run opens, the first failure, and an abort
 * flag that makes every processor leave its program at its next emulator call.
 *
 * <p>Threading: {@link #complete}, {@link #failRun} and {@link #abort} may be called from any
 * thread, {@link #checkAlive} from any processor's. An engine reports at most one failure per run (the deterministic one it
 * chose); {@link #failRun} keeps the first report it gets. The latch orders everything the ending
 * thread wrote before {@link #complete} or {@link #failRun} before what the waiting caller reads
 * after the run.
 */
public abstract class RunState {
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private final Thread[] threads;
    private volatile boolean aborted;
    private volatile Thread waiter;

    protected RunState(int processorCount) {
        this.threads = new Thread[processorCount];
    }

    /** The processors of the run. */
    public final int processorCount() {
        return threads.length;
    }

    /** Processor {@code id}'s thread, or null before it is created. */
    public final Thread thread(int id) {
        return threads[id];
    }

    final void setThread(int id, Thread t) {
        threads[id] = t;
    }

    /**
     * Throws {@link RunAborted} once the run was aborted, and clears the calling thread's
     * interrupt: the emulator's waits are not interruptible. Only {@link #abort} interrupts a
     * processor's thread (and it unparks the thread and sets the flag read here too), so a pending
     * interrupt is the program's own; left set, every park would return at once and the wait
     * would spin, and a virtual thread spinning is never preempted: with as many of them as
     * carriers the run would hang instead of going on. Called by processors' threads.
     */
    public final void checkAlive() {
        // Clear first, then read the flag: abort sets the flag before it interrupts, so if the
        // clear took abort's interrupt, the flag read next is set.
        Thread.interrupted();
        if (aborted) {
            throw RunAborted.INSTANCE;
        }
    }

    /** Whether the run was aborted. Any thread. */
    protected final boolean isAborted() {
        return aborted;
    }

    /** Every program has returned: the run is over. */
    public final void complete() {
        done.countDown();
        LockSupport.unpark(waiter);
    }

    /** Ends the run with {@code e}, unless it already ended. Any thread. */
    public final void failRun(EmulationException e) {
        if (failure.compareAndSet(null, e)) {
            done.countDown();
            LockSupport.unpark(waiter);
        }
    }

    /**
     * Makes every processor leave its program at its next emulator call, and interrupts and
     * unparks every thread, so a program blocked in the emulator or outside it (sleep, I/O) ends
     * too: no thread outlives an aborted run for long. Any thread.
     */
    public final void abort() {
        aborted = true;
        for (Thread t : threads) {
            if (t != null) {
                t.interrupt();
                LockSupport.unpark(t);
            }
        }
    }

    /*
     * Waits up to timeoutNanos for the end of the run; true if it ended. Parks instead of a timed
     * latch wait, which allocates a queue node and, with the heap full, retries for ever; the
     * thread that ends the run unparks the waiter.
     */
    final boolean awaitDone(long timeoutNanos) throws InterruptedException {
        waiter = Thread.currentThread();
        if (done.getCount() != 0) {
            LockSupport.parkNanos(this, timeoutNanos);
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return done.getCount() == 0;
    }

    final EmulationException failure() {
        return failure.get();
    }

    /** Runs processor {@code id}'s program; on its own thread. */
    protected abstract void runProgram(int id) throws Exception;

    /** Processor {@code id}'s program returned; on its own thread. */
    protected abstract void programReturned(int id);

    /** Processor {@code id}'s program threw {@code cause}; on its own thread. */
    protected abstract void programFailed(int id, Throwable cause);

    /** Whether processor {@code id}'s program has returned; a best-effort read for a timeout message. */
    protected abstract boolean finished(int id);

    /** Where processor {@code id} is, e.g. "3@12" or "3 in [0, 4)"; best effort, for a timeout message. */
    protected abstract String position(int id);

    /**
     * Where the run is, for a progress line: the model time reached, how many processors have
     * finished, the windows or steps so far. Best effort: read while the run goes on, from any
     * thread.
     */
    protected abstract String progress();

    /** How {@link #position} reads, e.g. "id@clock". */
    protected abstract String positionLegend();
}
