package org.pcmemu.emulator;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * Conservative lookahead-window synchronization (DESIGN.md invariant 3).
 *
 * <pre>
 *   model time  T                 W = T + lookahead
 *   ------------|=================|---------------------->
 *               every message arriving before W was sent before T,
 *               so it is already in its mailbox: processors run freely
 *               and consume messages with arrival &lt; W in model order
 * </pre>
 *
 * A processor runs until its program ends or it needs a message it cannot have yet (its
 * earliest message arrives at or after W, or it has none). Then it decrements {@code running}.
 * The thread that brings {@code running} to zero advances the window: every processor is parked
 * or finished, so no send is under way. The calendar holds one key per processor with pending
 * messages: its earliest pending arrival. The advancer re-keys the processors that ran in the
 * finished window and the destinations whose earliest arrival a sender lowered (senders list
 * those; see {@link Mailbox}), takes the least key A, sets W' = A + lookahead, and wakes exactly
 * the processors keyed before W'. Idle model time is skipped; a window's work is
 * O((processors active or lowered in it) log P), never proportional to P or to the messages.
 *
 * <p>Why W' is safe: a parked processor resumes only by consuming a message that arrives at or
 * after A, and its clock then is at least A; any later send arrives at or after
 * A + lookahead = W'. So every message arriving before W' is in a mailbox already.
 *
 * <p>Memory ordering: each processor writes its state (clock, mailbox offers, lowered destinations, earliest drained arrival)
 * before its {@code running.decrementAndGet()}; the decrements form a chain of volatile
 * read-modify-writes, so the thread that sees zero sees all of it. The advancer's own writes
 * precede its volatile {@code running.set} and the {@code resumed} flags the woken read.
 */
final class WindowSynchronizer implements RunControl {
    private static final RunAborted ABORTED = new RunAborted();

    private final Processor[] processors;
    private final long lookahead;
    private final AtomicInteger running;
    private final CountDownLatch done = new CountDownLatch(1);
    private final AtomicReference<EmulationException> failure = new AtomicReference<>();
    private volatile long windowEnd;
    private volatile boolean aborted;

    /* Advancer-only state (see class comment for the ordering). */
    private final ProcessorCalendar calendar;
    private final int[] active;
    private int activeCount;
    private int live;
    private long windows;

    WindowSynchronizer(int processorCount, long lookahead) {
        this.processors = new Processor[processorCount];
        this.lookahead = lookahead;
        this.active = new int[processorCount];
        this.calendar = new ProcessorCalendar(processorCount);
        this.running = new AtomicInteger(processorCount);
        this.live = processorCount;
        this.windowEnd = lookahead;
        this.windows = 1;
        for (int i = 0; i < processorCount; i++) {
            active[i] = i;
        }
        this.activeCount = processorCount;
    }

    void register(Processor p) {
        processors[p.id] = p;
    }

    int processorCount() {
        return processors.length;
    }

    long lookahead() {
        return lookahead;
    }

    long windowEnd() {
        return windowEnd;
    }

    Mailbox mailbox(int processor) {
        return processors[processor].mailbox;
    }

    Processor processor(int id) {
        return processors[id];
    }

    long windows() {
        return windows;
    }

    void checkAlive() {
        if (aborted) {
            throw ABORTED;
        }
    }

    /** Called by p's thread when p cannot proceed in this window; returns once p is woken. */
    void await(Processor p) {
        p.resumed = false;
        if (running.decrementAndGet() == 0) {
            advanceWindows(p);
        }
        while (!p.resumed) {
            checkAlive();
            p.park();
        }
        checkAlive();
    }

    /** Called by p's thread when its program has returned. */
    void finish(Processor p) {
        p.finished = true;
        if (running.decrementAndGet() == 0) {
            advanceWindows(p);
        }
    }

    /**
     * Called by p's thread when its program threw. p leaves the window like a finished
     * processor; when the window ends, the advancer reports the failure with the least
     * (model time, id) among those of the window. Every processor's behaviour inside a window is
     * determined by model time, so which failures a window holds, and so the one reported, does
     * not depend on thread scheduling.
     */
    void fail(Processor p, Throwable cause) {
        p.failure = cause;
        p.finished = true;
        if (running.decrementAndGet() == 0) {
            advanceWindows(p);
        }
    }

    /** A processor thread could not be started: the run cannot go on. */
    void failToStart(Throwable cause) {
        if (failure.compareAndSet(null, new EmulationException("cannot start a processor thread: " + cause, cause))) {
            done.countDown();
        }
    }

    /*
     * The advancer counts itself in `running` as one extra token while it wakes the processors
     * of the new window, so no other thread can start the next advance while it still reads the
     * active list. Releasing the token may end that window too (everyone woken has blocked
     * again); then this thread advances once more.
     */
    private void advanceWindows(Processor self) {
        while (advance(self) && running.decrementAndGet() == 0) {
            // the window ended while we were waking it: advance again
        }
    }

    /* Returns false if the run ended (complete, deadlock or aborted). */
    private boolean advance(Processor self) {
        if (aborted) {
            return false;
        }
        long epoch = windows + 1;
        Processor failed = null;
        for (int i = 0; i < activeCount; i++) {
            Processor q = processors[active[i]];
            if (q.failure != null && (failed == null || q.clock < failed.clock
                    || (q.clock == failed.clock && q.id < failed.id))) {
                failed = q;
            }
            refresh(q, epoch);
            for (int k = 0; k < q.loweredCount; k++) {
                refresh(processors[q.lowered[k]], epoch);
            }
            q.loweredCount = 0;
        }
        activeCount = 0;
        if (failed != null) {
            failure.compareAndSet(null, new ProcessorFailureException(failed.id, failed.clock, failed.failure));
            done.countDown();
            return false;
        }
        if (live == 0) {
            done.countDown();
            return false;
        }
        if (calendar.isEmpty()) {
            deadlock();
            return false;
        }
        long end = calendar.minKey() + lookahead;
        while (!calendar.isEmpty() && calendar.minKey() < end) {
            active[activeCount++] = calendar.removeMin();
        }
        windowEnd = end;
        windows = epoch;
        running.set(activeCount + 1);
        for (int i = 0; i < activeCount; i++) {
            Processor q = processors[active[i]];
            q.resumed = true;
            if (q != self) {
                LockSupport.unpark(q.thread);
            }
        }
        return true;
    }

    /*
     * Re-keys q in the calendar after it ran (its drained messages changed) or after a sender
     * lowered its mailbox's bound; a finished processor leaves the calendar and the live count.
     */
    private void refresh(Processor q, long epoch) {
        if (q.refreshedEpoch == epoch) {
            return;
        }
        q.refreshedEpoch = epoch;
        if (q.finished) {
            calendar.remove(q.id);
            if (!q.retired) {
                q.retired = true;
                live--;
            }
            return;
        }
        long earliest = q.mailbox.earliestPending(q.earliestDrained);
        if (earliest == Long.MAX_VALUE) {
            calendar.remove(q.id);
        } else {
            calendar.set(q.id, earliest);
        }
    }

    private void deadlock() {
        StringBuilder sb = new StringBuilder("deadlock: ").append(live)
                .append(" processor(s) wait for a message and none is in flight; waiting (id@clock): ");
        int named = 0;
        for (Processor q : processors) {
            if (!q.finished) {
                if (named == 20) {
                    sb.append(", ... and ").append(live - named).append(" more");
                    break;
                }
                sb.append(named++ == 0 ? "" : ", ").append(q.id).append('@').append(q.clock);
            }
        }
        if (failure.compareAndSet(null, new DeadlockException(sb.toString()))) {
            done.countDown();
        }
    }

    /** Waits for the end of the run; returns false on timeout. */
    @Override
    public boolean awaitDone(long timeoutNanos) throws InterruptedException {
        return done.await(timeoutNanos, java.util.concurrent.TimeUnit.NANOSECONDS);
    }

    @Override
    public EmulationException failure() {
        return failure.get();
    }

    /**
     * Makes every processor leave its program at its next emulator call (any thread). Threads are
     * also interrupted, so a program blocked outside the emulator (sleep, I/O) ends too.
     */
    @Override
    public void abort() {
        aborted = true;
        for (Processor q : processors) {
            if (q != null && q.thread != null) {
                q.thread.interrupt();
                LockSupport.unpark(q.thread);
            }
        }
    }

    boolean aborted() {
        return aborted;
    }

    /** Thrown inside processor threads to unwind a program after the run was aborted. */
    static final class RunAborted extends Error {
        private static final long serialVersionUID = 1L;

        RunAborted() {
            super("run aborted", null, false, false);
        }
    }
}
