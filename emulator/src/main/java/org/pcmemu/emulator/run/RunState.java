package org.pcmemu.emulator.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.ThreadMode;

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
    private static final long SETTLE_NANOS = 100_000_000L;
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private final Thread[] threads;
    private volatile boolean aborted;
    private volatile Thread waiter;
    private ThreadMode mode = ThreadMode.VIRTUAL; // of the threads startLater creates

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
     * The processors whose threads the launcher starts at once, or null (the default) for all.
     * The engine starts each of the others later with {@link #startLater}, on one of its own
     * threads, when that processor first has something to do.
     */
    protected int[] startedAtOnce() {
        return null;
    }

    /* Set by the launcher before any thread starts: the mode of the threads startLater creates. */
    final void launchedWith(ThreadMode threadMode) {
        this.mode = threadMode;
    }

    /**
     * Starts the thread of processor {@code id}, one not started at once ({@link #startedAtOnce}),
     * to run {@code task}, whose {@code run()} must call {@link #runLate} with {@code id}: the
     * engine's own object for the processor, so that a thread costs no task object of its own (16
     * bytes a processor). A thread that cannot be started ends the run. Called by the engine, once
     * per such processor, from a thread that the launcher's start happens before.
     */
    protected final void startLater(int id, Runnable task) {
        try {
            Thread t = ThreadTree.newThread(mode, task);
            threads[id] = t;
            t.start();
        } catch (Throwable t) {
            threads[id] = null;
            failRun(RunLauncher.cannotStart(t));
        }
    }

    /**
     * Runs processor {@code id}'s program and ends it, as the task of its late-started thread
     * ({@link #startLater}). Throws if called on any other thread.
     */
    protected final void runLate(int id) {
        if (threads[id] != Thread.currentThread()) {
            throw new IllegalStateException("processor " + id + "'s program runs only on the thread the emulator started for it");
        }
        RunLauncher.body(this, id);
    }

    /**
     * Forgets processor {@code id}'s thread, which ends its program: called on that thread, for a
     * processor the engine never wakes again, so the ended thread is not kept for the rest of the run.
     */
    protected final void forgetThread(int id) {
        threads[id] = null;
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

    /**
     * Ends an attempt that is thrown away ({@link RunLauncher#launch(RunState, RunOptions, boolean)}):
     * every processor leaves its program at its next emulator call, but no thread is woken. A
     * processor parked in the emulator is never resumed; its virtual thread, not tracked by the
     * JDK ({@code -Djdk.trackAllThreads=false}), is collected with the run's other objects, where
     * waking and unwinding each of a million threads took 6 to 11 s (bench/README.md). Any thread.
     */
    final void discard() {
        aborted = true;
        // A thread still running (the one that ended the run, for a moment longer) holds the
        // run's objects: the parked threads must not be reachable from them, and the caller
        // collects the attempt only once the running ones have parked or ended (at most 0.1 s:
        // each leaves at its next emulator call).
        List<Thread> moving = new ArrayList<>();
        for (int i = 0; i < threads.length; i++) {
            Thread t = threads[i];
            threads[i] = null;
            if (t != null && !settled(t)) {
                moving.add(t);
            }
        }
        long deadline = System.nanoTime() + SETTLE_NANOS;
        for (Thread t : moving) {
            while (!settled(t) && System.nanoTime() < deadline) {
                LockSupport.parkNanos(10_000);
            }
        }
    }

    private static boolean settled(Thread t) {
        Thread.State s = t.getState();
        return s == Thread.State.WAITING || s == Thread.State.TERMINATED;
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
