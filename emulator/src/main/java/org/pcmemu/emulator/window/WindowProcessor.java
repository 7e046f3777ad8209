package org.pcmemu.emulator.window;

import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;
import org.pcmemu.emulator.run.Jitter;
import org.pcmemu.emulator.run.RunAborted;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * One virtual processor of the window engine as the model layers (LogP, postal) see it: a model
 * clock, a mailbox, and the two operations whose timing the models define, {@link #post} and
 * {@link #next}.
 *
 * <p>Note: this class is not threadsafe. Every public method must be called from the processor's
 * own thread, with one exception: the callback given to {@link #endAfterSends} runs on the engine's
 * deciding thread of this processor's part, after the processor's thread has ended, and may use
 * {@link #takeDecided}, {@link #advanceTo} and the trace. The synchronizer reads the
 * package-private state only while the processor is parked or finished (ordered by its
 * {@code running} counter: see {@link WindowSynchronizer}).
 */
public final class WindowProcessor extends AdvancerFields implements Runnable {
    final int id;
    private final WindowSynchronizer sync;
    /* The trace, the jitter and a failure: null in a run with neither trace nor jitter, until this processor fails. */
    private RareState rare;

    long clock;
    long sent;
    long busy; // send and receive overheads and computation, in cycles

    /*
     * This processor's sends under a capacity rule (deferSend), made at its first: null in a run
     * without one, and for a processor that never sends in one (48 bytes less each).
     */
    private DeferredSends requests;

    WindowProcessor(int id, WindowSynchronizer sync, boolean tracing, long jitterSeed, boolean receivesFirst,
                    boolean startsLate) {
        this.id = id;
        startAs(startsLate, receivesFirst);
        this.sync = sync;
        if (tracing || jitterSeed != 0) {
            this.rare = new RareState(tracing ? new TraceBuffer() : null, Jitter.of(jitterSeed, id));
        }
    }

    /* Set by the owner when its program threw or broke its promise to receive first; read by the synchronizer. */
    Throwable failure() {
        RareState r = rare;
        return r == null ? null : r.failure();
    }

    /* The owner's: notes the failure unless one is noted already (the first one stands). */
    void noteFailure(Throwable cause) {
        rare().noteFailure(cause);
    }

    private RareState rare() {
        RareState r = rare;
        if (r == null) {
            r = new RareState(null, null);
            rare = r;
        }
        return r;
    }

    /* The horizon of the nextBy this processor is parked in, else Long.MAX_VALUE (the advancer, while it is parked). */
    long horizon() {
        RareState r = rare;
        return r == null ? Long.MAX_VALUE : r.horizon();
    }

    public int id() {
        return id;
    }

    /**
     * The emulator's: the task of this processor's thread when the engine starts it late (at its
     * first message), which runs the processor's program. On any other thread it throws.
     */
    @Override
    public void run() {
        sync.runLate(this);
    }

    public int processors() {
        return sync.processorCount();
    }

    /** The messages this processor has sent or queued to send so far: the next one's sequence number. */
    public long sends() {
        return sent;
    }

    /** This processor's model time, in cycles. */
    public long clock() {
        return clock;
    }

    /**
     * Throws {@link RunAborted} once the run was aborted (a timeout, another processor's failure).
     * A program that only computes, alone in an unbounded window, reaches no wait, where the
     * abort is otherwise noticed; the model calls this on its compute steps. One volatile read.
     */
    public void checkAborted() {
        if (sync.aborted()) {
            throw RunAborted.INSTANCE;
        }
    }

    /** Moves the clock forward to {@code time}; the clock never goes back. */
    public void advanceTo(long time) {
        if (receivesFirst()) {
            throw notReceivingFirst("moved its clock", null);
        }
        if (time < clock) {
            throw new IllegalArgumentException("clock of processor " + id + " cannot go back from " + clock + " to " + time);
        }
        clock = time;
    }

    /**
     * Sends {@code payload} to {@code to}, arriving at model time {@code arrival}. The model
     * layer computes the times; the emulator needs {@code arrival >= clock() + lookahead}, which
     * is what makes a whole window of model time safe to run without looking at other processors.
     *
     * @return the message's sequence number: this processor's count of messages sent before it
     */
    public long post(int to, long sendStart, long arrival, Object payload) {
        return post(to, sendStart, arrival, payload, 1);
    }

    /**
     * {@link #post(int, long, long, Object)} of a message of {@code bytes} bytes (at least 1), which
     * the receiving model reads back from {@link WindowMessage#bytes()}.
     *
     * @return the message's sequence number
     */
    public long post(int to, long sendStart, long arrival, Object payload, int bytes) {
        jitter();
        sync.checkAlive();
        if (receivesFirst()) {
            throw notReceivingFirst("sent", null);
        }
        checkDestination(to);
        if (sync.capacityRule() != null) {
            throw new IllegalStateException("a run with a capacity rule sends with deferSend and flushSends");
        }
        if (arrival < clock + sync.lookahead()) {
            throw new IllegalStateException("arrival " + arrival + " is closer than the lookahead "
                    + sync.lookahead() + " to the clock " + clock);
        }
        if (bytes < 1) {
            throw new IllegalArgumentException("a message has at least 1 byte, got " + bytes);
        }
        long sequence = sent++;
        WindowMessage m = WindowMessage.of(id, to, sequence, sendStart, arrival, payload, bytes);
        if (sync.processor(to).offer(m)) {
            sync.lowered(wakeAt(), to);
        }
        return sequence;
    }

    /**
     * Queues a send to {@code to} under the run's {@link CapacityRule}, to be decided at the next
     * {@link #flushSends}: the first one queued asks to start at {@code attempt}, each later one as
     * soon as the rule lets it after the one before (that one's start plus the rule's spacing;
     * {@code attempt} is ignored), which is when a program that sends back to back would ask. The
     * flush blocks until all are decided, each in its (attempt, sender id) turn after every
     * earlier request of any processor, so the run is the same as with one wait per send, but this
     * processor parks once. A send's start is at least its attempt, later if the destination's
     * limit made the sender stall, and it arrives at start + overhead + latency. The caller must
     * flush before anything that depends on the sends' times: reading or moving the clock,
     * receiving, or ending its program.
     *
     * @return the send's sequence number
     */
    public long deferSend(int to, long attempt, Object payload) {
        return deferSend(to, attempt, payload, 1);
    }

    /**
     * {@link #deferSend(int, long, Object)} of a message of {@code bytes} bytes (at least 1). The
     * rule's spacing is the least distance between two starts whatever the sizes, so a model whose
     * gap grows with a message's size (LogGP) flushes after such a send, before its next one, and
     * asks that one's attempt itself.
     *
     * @return the send's sequence number
     */
    public long deferSend(int to, long attempt, Object payload, int bytes) {
        jitter();
        sync.checkAlive();
        CapacityRule rule = sync.capacityRule();
        if (rule == null) {
            throw new IllegalStateException("deferSend needs a run with a capacity rule");
        }
        if (receivesFirst()) {
            throw notReceivingFirst("sent", null);
        }
        checkDestination(to);
        if (bytes < 1) {
            throw new IllegalArgumentException("a message has at least 1 byte, got " + bytes);
        }
        if (bytes != 1) {
            payload = new SizedPayload(payload, bytes); // the decision unwraps it (RequestDecider.decide)
        }
        DeferredSends r = requests;
        if (r == null) {
            r = new DeferredSends();
            requests = r;
        }
        if (r.count() == 0) {
            long last = r.lastDecidedStart();
            if (attempt < clock) {
                throw new IllegalStateException("send attempt " + attempt + " is before the clock " + clock);
            }
            if (last != Long.MIN_VALUE && attempt < last + rule.spacing()) {
                throw new IllegalStateException("send attempt " + attempt + " is closer than the spacing "
                        + rule.spacing() + " to the previous send's start " + last);
            }
            r.first(to, attempt, sent, payload);
        } else {
            r.addLater(to, payload);
        }
        return sent++;
    }

    /**
     * Blocks until every send queued by {@link #deferSend} is decided; returns how many there
     * were (0: none, and nothing blocks). {@link #takeDecided} gives them as sent.
     */
    public int flushSends() {
        if (deferred() == 0) {
            return 0;
        }
        requests.ask(null);
        startRequesting();
        sync.await(this);
        return takeDecisions(); // nothing but a call after the park: see next()
    }

    /** The sends queued by {@link #deferSend} and not yet flushed or ended. */
    public int deferredSends() {
        return deferred();
    }

    /**
     * Ends this processor's sends without waiting for their decisions, for a program that has
     * nothing left to do after them: the caller's program must return right after this. The
     * engine decides the queued sends as it would after {@link #flushSends}, in their turn, and
     * then, on one of its own threads, calls {@code apply} with their number; {@code apply} takes
     * them with {@link #takeDecided} and moves the clock as after a flush, and the processor
     * counts as finished only after that. So a program's last burst of sends costs its thread no
     * wait, with the same decisions, times and trace as one.
     *
     * @return false if no send is queued (then {@code apply} is never called)
     */
    public boolean endAfterSends(IntConsumer apply) {
        if (deferred() == 0) {
            return false;
        }
        requests.ask(apply);
        startRequesting();
        return true;
    }

    /*
     * The deciding thread of this processor's part, once all n sends of its burst are decided and
     * their messages delivered: hands them to the processor. One whose program has ended (sends
     * left at its end: its thread is gone) applies them through the model's callback here and is
     * retired: returns true; one that waits is to be resumed: false.
     */
    boolean sendsDecided(int n) {
        requests.allDecided(n);
        decisionsMade(); // with its sends decided: see decisionsPending
        if (!finished()) {
            return false;
        }
        requests.takeEndedSends().accept(takeDecisions());
        retire();
        return true;
    }

    private int takeDecisions() {
        return requests.taken();
    }

    /* The sends of the current burst, queued and not yet taken. */
    int deferred() {
        DeferredSends r = requests;
        return r == null ? 0 : r.count();
    }

    /*
     * Whether the advancer decided all of this processor's deferred sends in this advance and its
     * thread has not taken them yet (it is not parked in next()). The advancer or a deciding
     * thread, while this processor is parked.
     */
    boolean decisionsPending() {
        return !requesting() && deferred() != 0;
    }

    /** The {@code i}-th send of the last {@link #flushSends}, as sent; each is taken once, in order. */
    public WindowMessage takeDecided(int i) {
        DeferredSends r = requests;
        WindowMessage m = r == null ? null : r.takeDecided(i);
        if (m == null) {
            throw new IllegalStateException("send " + i + " of the last flush is taken or was never decided");
        }
        return m;
    }

    /* The sends under a capacity rule, once it has queued one (the deciding thread reads them at filing). */
    DeferredSends requests() {
        return requests;
    }

    /**
     * Removes and returns the next message in model-time order (arrival, sender, sequence),
     * blocking until no earlier message can still be sent. The clock moves to at least the
     * message's arrival: a message is never used before it exists.
     */
    public WindowMessage next() {
        jitter();
        WindowMessage m = takeIfDue();
        if (m != null) {
            return m;
        }
        sync.await(this);
        // Nothing but a call after the park. A run's first window parks every processor here
        // before any has come back, so C2 compiles this method with the code after the park
        // unprofiled; any speculation there (a class not yet initialized, a value seen only null)
        // would trap once in every processor's resuming frame (45,000 traps at P = 10^5 under
        // the capacity rule). The loop below is compiled only once it has run.
        return nextAfterWaiting();
    }

    /**
     * Removes and returns the next message in model-time order if it arrives at or before
     * {@code horizon}; returns null once no message can arrive at or before it. Blocks until one
     * of the two is certain: until every message arriving at or before the horizon has been sent,
     * that is, until the window's end is past it, or the earliest message here is due. For a model
     * whose receptions start when messages arrive, not when the program asks (LogP's receive rule
     * at-arrival): before an operation at {@code horizon} it takes each message that arrived by
     * then. The clock moves to at least a returned message's arrival, as in {@link #next()}. While
     * it waits, the processor's key in the window calendar is the earlier of its earliest pending
     * arrival and the horizon, so the window reaches the horizon even when no message comes.
     *
     * @param horizon  the model time of the caller's next operation, at least {@link #clock()}
     * @return the message, or null if none arrives at or before {@code horizon}
     */
    public WindowMessage nextBy(long horizon) {
        jitter();
        if (horizon < clock) {
            throw new IllegalArgumentException("horizon " + horizon + " is before the clock " + clock);
        }
        WindowMessage m = takeIfDueBy(horizon);
        if (m != null || horizon < sync.windowEnd()) {
            return m;
        }
        rare().horizon(horizon);
        sync.await(this);
        return nextByAfterWaiting(horizon); // nothing but a call after the park: see next()
    }

    private WindowMessage nextByAfterWaiting(long horizon) {
        while (true) {
            WindowMessage m = takeIfDueBy(horizon);
            if (m != null || horizon < sync.windowEnd()) {
                rare.horizon(Long.MAX_VALUE);
                return m;
            }
            sync.await(this);
        }
    }

    /* The earliest message if it arrives at or before horizon and can be taken in this window; else null. */
    private WindowMessage takeIfDueBy(long horizon) { // takeIfDue's too: Long.MAX_VALUE
        sync.checkAlive();
        WindowMessage m = drainAndPeek();
        if (m != null && m.arrival() <= horizon && m.arrival() < sync.windowEnd()) {
            receivedFirst();
            poll();
            if (m.arrival() > clock) {
                clock = m.arrival();
            }
            return m;
        }
        return null;
    }

    /**
     * After the run only: removes and returns the earliest message still here (one the program
     * never received), in the order of {@link #next()}; null when none is left.
     */
    public WindowMessage takeLeftover() {
        drainAndPeek();
        return poll();
    }

    private WindowMessage nextAfterWaiting() {
        while (true) {
            WindowMessage m = takeIfDue();
            if (m != null) {
                return m;
            }
            sync.await(this);
        }
    }

    /*
     * A processor that promised to begin with a reception did something else first (what it did,
     * as in "sent"; cause: what it threw, if that was it): its run would not be the one it
     * promised, so the run fails, at the end of this window at the latest: the failure is noted
     * here, where the advancer finds it, even if the program catches what this returns.
     */
    IllegalStateException notReceivingFirst(String what, Throwable cause) {
        // receivesFirst stays set: every later send or clock move throws again until a message is
        // taken, so a program that catches this cannot send into the window it started in
        BrokenPromise broken = new BrokenPromise(id, what, startsLate(), cause);
        noteFailure(broken);
        return broken;
    }


    /*
     * The earliest message if it can be taken in this window (the clock moves to its arrival);
     * else null. The window's end cannot change while this processor runs.
     */
    private WindowMessage takeIfDue() {
        return takeIfDueBy(Long.MAX_VALUE);
    }

    private void checkDestination(int to) {
        if (to < 0 || to >= sync.processorCount()) {
            throw new IllegalArgumentException("processor " + id + " sends to " + to
                    + ", which is not a processor (0.." + (sync.processorCount() - 1) + ")");
        }
    }

    public boolean tracing() {
        return trace() != null;
    }

    private TraceBuffer trace() {
        RareState r = rare;
        return r == null ? null : r.trace;
    }

    /**
     * Counts the send or receive overhead [start, end) of the message (sender, {@code message}) as
     * busy time and records it if the run is traced; with o = 0 (postal) it is empty but still says who talked to whom.
     */
    public void recordMessage(EventKind kind, long start, long end, int peer, long message, long sendStart,
                              long arrival) {
        busy += end - start;
        TraceBuffer trace = trace();
        if (trace != null) {
            trace.addMessage(kind, start, end, peer, message, sendStart, arrival);
        }
    }

    /**
     * Records computation or waiting over [start, end) if the run is traced (empty intervals are
     * dropped); computation counts as busy time either way.
     */
    public void recordLocal(EventKind kind, long start, long end) {
        if (kind == EventKind.COMPUTE) {
            busy += end - start;
        }
        TraceBuffer trace = trace();
        if (trace != null && end > start) {
            trace.addLocal(kind, start, end);
        }
    }

    TraceBuffer traceBuffer() {
        return trace();
    }

    void park() {
        LockSupport.park(sync);
    }

    private void jitter() {
        RareState r = rare;
        if (r != null && r.jitter != null) {
            r.jitter.pause();
        }
    }
}
