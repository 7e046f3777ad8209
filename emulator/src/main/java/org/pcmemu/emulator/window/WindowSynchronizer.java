package org.pcmemu.emulator.window;

import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntPredicate;
import org.pcmemu.emulator.DeadlockException;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.run.RunAborted;
import org.pcmemu.emulator.run.RunLauncher;
import org.pcmemu.emulator.run.RunState;

/**
 * Conservative lookahead-window synchronization (docs/architecture.md, invariant 3).
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
 * messages: its earliest pending arrival, or its clock if that is later (it can act before
 * neither: a processor whose clock ran past its messages' arrivals would otherwise hold the
 * windows back to those arrivals, one lookahead at a time). The advancer re-keys the processors
 * that ran in the finished window and the destinations whose earliest arrival a sender lowered (listed
 * by the senders' places in the window; see {@link Mailbox}), takes the least key A, sets W' = A + lookahead, and wakes exactly
 * the processors keyed before W'. Idle model time is skipped; a window's work is
 * O(processors active or lowered in it) plus O(log K) per distinct key K ({@link WaiterCalendar}),
 * never proportional to P or to the messages.
 *
 * <p>Why W' is safe: a parked processor resumes only by consuming a message, and its clock then
 * is at least its key, so at least A; any later send arrives at or after A + lookahead = W'. So
 * every message arriving before W' is in a mailbox already. A processor parked in
 * {@link WindowProcessor#nextBy} (its next operation at a horizon) is keyed by the earlier of its
 * earliest message and the horizon, and resumes either by consuming that message or to act at the
 * horizon, so it too acts at its key or later.
 *
 * <p>Under a {@link CapacityRule} a send is a request the sender parks on, once for a run of
 * back-to-back sends ({@link WindowProcessor#deferSend}); the advancer decides the requests (see {@code decideRequests})
 * and creates every message, and the window ends a lookahead after the least time at which a
 * request not yet decided may start or a waiter may resume.
 *
 * <p>Memory ordering: each processor writes its state (clock, mailbox offers, lowered destinations, earliest drained arrival)
 * before it leaves the window ({@link RunningCount}); the leavings form a chain of volatile
 * read-modify-writes, so the thread that sees zero sees all of it. The advancer's own writes
 * precede its volatile opening of the next window and the {@code resumed} flags the woken read ({@link AdvancerFields}).
 */
final class WindowSynchronizer extends RunState {
    private final WindowProcessor[] processors;
    private final long lookahead;
    private final WindowProgram program;
    private final CapacityRule capacityRule; // null: sends are never held back
    private final RunningCount running;
    private volatile long windowEnd;

    /* Advancer-only state (see class comment for the ordering). */
    private final WaiterCalendar calendar;
    private final WaiterKeys keys;
    /* Under a capacity rule: the senders waiting for a decision, keyed by their attempt. */
    private final RequestDecider requests;
    private final int[] active;
    private int activeCount;
    private final LoweredLists lowered;
    private int wakeCount; // the active list's length for the wake tree: written before the root's flag
    private volatile int live; // written by the advancer only; volatile for the progress line
    private volatile long windows; // written by the advancer only; volatile for the progress line

    /* The processors started at once, when some start late (see startedAtOnce); null otherwise. */
    private final int[] atOnce;
    /* Which processors the program says begin by receiving, until they are registered; null: none. */
    private boolean[] declared;
    /* Whether the processors never started were started to find a deadlock (see startUnstarted). */
    private boolean unstartedStarted;

    WindowSynchronizer(int processorCount, long lookahead, CapacityRule capacityRule, int deciders, int engageAt,
                       WindowProgram program, IntPredicate receivesFirst) {
        super(processorCount);
        this.processors = new WindowProcessor[processorCount];
        this.lookahead = lookahead;
        this.program = program;
        this.capacityRule = capacityRule;
        this.active = new int[processorCount];
        this.calendar = new WaiterCalendar(processorCount);
        this.requests = capacityRule == null ? null
                : new RequestDecider(processors, capacityRule, deciders, engageAt);
        this.keys = new WaiterKeys(calendar, requests);
        this.live = processorCount;
        this.windowEnd = lookahead;
        this.windows = 1;
        int n = 0;
        this.declared = receivesFirst == null ? null : new boolean[processorCount];
        for (int i = 0; i < processorCount; i++) {
            if (declared != null) {
                declared[i] = receivesFirst.test(i); // once each: the predicate need not be pure
            }
            if (declared == null || !declared[i]) {
                active[n++] = i;
            }
        }
        if (n == 0) { // every processor waits first: all start at once (a deadlock, unless one breaks its promise)
            for (int i = 0; i < processorCount; i++) {
                active[i] = i;
            }
            n = processorCount;
        }
        this.activeCount = n;
        this.lowered = new LoweredLists(n, processorCount);
        this.atOnce = n == processorCount ? null : Arrays.copyOf(active, n);
        this.running = new RunningCount(n);
    }

    void register(WindowProcessor p) {
        processors[p.id] = p;
        // the first window's processors are started, not woken: their positions in its active list
        int position = atOnce == null ? p.id : Arrays.binarySearch(atOnce, p.id);
        if (position >= 0) {
            p.placeAt(position);
        }
    }

    /* Processor at position (its wakeAt) of the active list lowered destination to's earliest arrival. */
    void lowered(int position, int to) {
        lowered.add(position, to);
    }

    /* Whether the program says that processor id begins by receiving; until registered. */
    boolean declared(int id) {
        return declared != null && declared[id];
    }

    /* Every processor is registered: the declarations are in them. */
    void registered() {
        declared = null;
    }

    long lookahead() {
        return lookahead;
    }

    CapacityRule capacityRule() {
        return capacityRule;
    }

    long windowEnd() {
        return windowEnd;
    }

    WindowProcessor processor(int id) {
        return processors[id];
    }

    long windows() {
        return windows;
    }

    /**
     * The processors that do not begin their program with a reception. Those that do, if the
     * program says so ({@link WindowEngine#run(int, long, CapacityRule, RunOptions, WindowProgram,
     * IntPredicate)}), are not started with them: such a processor would only wait until its first
     * message can be taken. It stays out of the first window, with no thread (a processor waiting
     * in {@link WindowProcessor#next()} with nothing to take, clock 0), and its thread is started
     * in the window where it would have woken ({@link #wake}). So a broadcast's processors are
     * started one window after another instead of all parking at once.
     */
    @Override
    protected int[] startedAtOnce() {
        return atOnce;
    }

    /* The task of a late-started processor's thread: the processor itself (WindowProcessor.run). */
    void runLate(WindowProcessor p) {
        runLate(p.id);
    }

    @Override
    protected void runProgram(int id) throws Exception {
        WindowProcessor p = processors[id];
        if (p.startsLate()) {
            // started by wake(), like a processor resuming from its wait in next()
            if (isAborted()) {
                throw RunAborted.INSTANCE; // and its wake subtree is not started either
            }
            wakeChildren(p);
            checkAlive();
        }
        program.run(p);
    }

    @Override
    protected void programReturned(int id) {
        WindowProcessor p = processors[id];
        if (p.receivesFirst()) {
            fail(p, p.notReceivingFirst("returned", null));
            return;
        }
        if (p.startsLate()) {
            forgetThread(id); // never woken again: its ended thread is garbage
        }
        finish(p);
    }

    @Override
    protected void programFailed(int id, Throwable cause) {
        WindowProcessor p = processors[id];
        // a late processor that throws before its first reception broke the promise too (started
        // at once, it would have thrown at once; started late, it throws when its message comes)
        fail(p, p.receivesFirst() ? p.notReceivingFirst("threw " + cause, cause) : cause);
    }

    @Override
    protected boolean finished(int id) {
        WindowProcessor p = processors[id];
        return p.finished() && !p.requesting(); // a program that ended with sends not yet decided is not done
    }

    @Override
    protected String position(int id) {
        return id + "@" + processors[id].clock;
    }

    @Override
    protected String positionLegend() {
        return "id@clock";
    }

    @Override
    protected String progress() {
        return "model time " + Math.max(0, windowEnd - lookahead) + ", " + (processors.length - live) + " of "
                + processors.length + " processors finished, " + windows + " windows";
    }

    /**
     * Called by p's thread when p cannot proceed in this window; returns once p is woken.
     *
     * <p>Nothing but a call follows the first park here. C2 compiles this method while the first
     * window's processors park in it, before any of them has come back, so any branch after the
     * park would be compiled as never taken, and every processor frozen in the compiled frame
     * would hit that trap and deoptimize as it resumes (about one per processor: a cold run's
     * cost, measured at 64k traps for P = 10^5). The loop that checks for spurious wake-ups is in
     * {@link #parkAgainUntilResumed}, which is profiled by the time it is compiled.
     */
    void await(WindowProcessor p) {
        p.suspend();
        if (running.leave()) {
            advanceWindows(p);
        }
        if (!p.resumed()) {
            checkAlive();
            p.park();
        }
        parkAgainUntilResumed(p);
    }

    private void parkAgainUntilResumed(WindowProcessor p) {
        while (!p.resumed()) {
            checkAlive();
            p.park();
        }
        wakeChildren(p);
        checkAlive();
    }

    /*
     * The window's processors wake one another down a binary tree over the active list: the one
     * at position i, once resumed, wakes those at 2i + 1 and 2i + 2 before it runs. So the wake-ups
     * (an unpark each, a fifth of a microsecond or more) are spread over every carrier instead of
     * made one after another by the advancer. The advancer publishes the list before the root's
     * flag, and each processor reads it only between its own wake-up and its next block, before
     * which the next advance cannot start.
     */
    private void wakeChildren(WindowProcessor p) {
        int child = 2 * p.wakeAt() + 1;
        int n = wakeCount;
        if (child < n) {
            try {
                wake(child);
                if (child + 1 < n) {
                    wake(child + 1);
                }
            } catch (RuntimeException | Error e) {
                // the engine's work, not the program's (out of memory in the scheduler): the
                // subtree would never run, so the run ends here
                RunLauncher.failEngine(this, e);
                throw RunAborted.INSTANCE;
            }
        }
    }

    private void wake(int position) {
        WindowProcessor q = processors[active[position]];
        q.resume(position);
        Thread t = thread(q.id);
        if (t == null) {
            startLater(q.id, q); // its first wake-up (see startedAtOnce); the thread runs q itself
        } else {
            LockSupport.unpark(t);
        }
    }

    /* Whether the run was aborted (WindowProcessor.checkAborted). */
    boolean aborted() {
        return isAborted();
    }

    /** Called by p's thread when its program has returned. */
    void finish(WindowProcessor p) {
        p.markFinished();
        if (running.leave()) {
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
    void fail(WindowProcessor p, Throwable cause) {
        p.noteFailure(cause); // a broken promise to receive first, caught by the program, comes first
        p.markFinished();
        if (running.leave()) {
            advanceWindows(p);
        }
    }

    /*
     * The advancer counts itself in `running` as one extra token while it sets up the new window
     * and wakes its first processor (the others wake one another: see wakeChildren), so no other
     * thread can start the next advance while it still writes the active list. Releasing the
     * token may end that window too (everyone woken has blocked again); then this thread
     * advances once more.
     */
    private void advanceWindows(WindowProcessor self) {
        while (advance(self) && running.leave()) {
            // the window ended while we were waking it: advance again
        }
    }

    /*
     * When q failed: its clock when its program threw (it is finished), or 0 for a broken promise
     * to receive first (the clock of such a processor is 0 until its first reception), which a
     * program may catch and go on from.
     */
    private static long failedAt(WindowProcessor q) {
        return q.failure() instanceof BrokenPromise ? 0 : q.clock;
    }

    /* Returns false if the run ended (complete, deadlock or aborted). */
    private boolean advance(WindowProcessor self) {
        if (isAborted()) {
            return false;
        }
        long epoch = windows + 1;
        WindowProcessor failed = null;
        long failedAt = 0;
        for (int i = 0; i < activeCount; i++) {
            WindowProcessor q = processors[active[i]];
            if (q.failure() != null) {
                long at = failedAt(q);
                if (failed == null || at < failedAt || (at == failedAt && q.id < failed.id)) {
                    failed = q;
                    failedAt = at;
                }
            }
            refresh(q, epoch);
            int[] list = lowered.at(q.wakeAt());
            if (list != null) {
                for (int k = 1; k <= list[0]; k++) {
                    refresh(processors[list[k]], epoch);
                }
                lowered.clear(q.wakeAt());
            }
        }
        activeCount = 0;
        if (failed != null) {
            failRun(new ProcessorFailureException(failed.id, failedAt, null, failed.failure()));
            return false;
        }
        long next;
        try {
            next = requests == null ? Long.MAX_VALUE : decideRequests();
        } catch (RuntimeException | Error e) {
            // the engine's own work failed (out of memory, a deciding thread): no program is to blame
            RunLauncher.failEngine(this, e);
            return false;
        }
        if (live == 0) { // every program returned, and the sends some left at their end are decided
            complete();
            return false;
        }
        if (!calendar.isEmpty()) {
            next = Math.min(next, calendar.minKey());
        }
        if (next == Long.MAX_VALUE) {
            if (!startUnstarted()) {
                deadlock();
                return false;
            }
        } else {
            long end = RequestDecider.saturatedSum(next, lookahead);
            while (!calendar.isEmpty() && calendar.minKey() < end) {
                active[activeCount++] = calendar.removeMin();
            }
            windowEnd = end;
        }
        windows = epoch;
        lowered.ensure(activeCount);
        // the advancer, if it is in the window, is the tree's root: it wakes its children once it
        // returns from here; otherwise it wakes the root
        for (int i = 0; i < activeCount; i++) {
            if (active[i] == self.id) {
                active[i] = active[0];
                active[0] = self.id;
                break;
            }
        }
        wakeCount = activeCount;
        running.open(activeCount + 1);
        if (activeCount > 0) {
            if (active[0] == self.id) {
                self.resume(0);
            } else {
                wake(0);
            }
        }
        return true;
    }

    /*
     * Decides the waiting send requests in (attempt, sender id) order while no processor can still
     * ask for an earlier one, delivers their messages and puts their senders on the active list.
     * A request at attempt a is safe to decide when a is below every waiting processor's calendar
     * key (a waiter resumes no earlier than that) and below the next possible request
     * of every sender resumed here (its start plus the rule's spacing). Returns the least time
     * at which a request not yet decided may start: the new window ends a lookahead after it
     * (or after the waiters' least key, if that is smaller), since every message is created here.
     * The requests are decided in bands, destinations in parallel, with the outcome of deciding
     * them one at a time ({@link RequestDecider}).
     */
    private long decideRequests() {
        activeCount = requests.decide(calendar, active, activeCount, keys::key);
        live -= requests.ended();
        return requests.nextAttempt();
    }

    /* Re-keys q once in this advance (WaiterKeys.refresh); counts it out of the live ones if it retired. */
    private void refresh(WindowProcessor q, long epoch) {
        if (keys.refresh(q, epoch)) {
            live--;
        }
    }

    /*
     * No message is in flight and some processors wait: a deadlock, unless a processor that was to
     * start late never started (no message came to it). Its program would have run at time 0 had
     * it started with the run, so it runs now, in one last window, with nothing to take: one that
     * keeps its promise waits in next() and the run is the same deadlock; one that breaks it, or
     * throws, fails the run with that. Puts them on the active list; false if there are none.
     * O(P), once per run.
     */
    private boolean startUnstarted() {
        if (atOnce == null || unstartedStarted) {
            return false;
        }
        unstartedStarted = true;
        for (WindowProcessor q : processors) {
            if (q.startsLate() && !q.finished() && thread(q.id) == null) {
                active[activeCount++] = q.id;
            }
        }
        return activeCount > 0;
    }

    private void deadlock() {
        StringBuilder sb = new StringBuilder("deadlock: ").append(live)
                .append(" processor(s) wait for a message and none is in flight; waiting (id@clock): ");
        int named = 0;
        for (WindowProcessor q : processors) {
            if (!q.finished()) {
                if (named == 20) {
                    sb.append(", ... and ").append(live - named).append(" more");
                    break;
                }
                sb.append(named++ == 0 ? "" : ", ").append(q.id).append('@').append(q.clock);
            }
        }
        failRun(new DeadlockException(sb.toString()));
    }
}
