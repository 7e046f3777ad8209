package org.pcmemu.models.logp;

import java.util.ArrayDeque;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.window.WindowMessage;
import org.pcmemu.emulator.window.WindowProcessor;

/**
 * A LogP processor as a program sees it. Every call advances this processor's model clock by the
 * rules of {@link LogP}: those of LogP, or of LogGP for messages with a size, received by the
 * machine's {@link ReceiveRule}.
 *
 * <p>Note: this class is not threadsafe; only the processor's own program may call it. (The sends
 * a program leaves queued when it ends are applied to this object by the engine afterwards, on one
 * of its threads: see {@code WindowProcessor.endAfterSends}.)
 */
public final class LogPProcessor {
    private final Rules rules;
    private final WindowProcessor core;
    private boolean sent;
    private boolean received;
    private long lastSendStart;
    private long lastReceiveStart;

    /*
     * Receive-side capacity check. Until two arrivals come within L of each other, the one
     * arrival of the last L cycles is in recentOne (holdsOne), and the first arrival checked in
     * firstArrival (-1: none yet), the time the worst count in transit, 1, was reached; most
     * processors of a broadcast or a tree never need more. The rest, rarely needed, is in
     * rare, made when first needed (a second arrival within L, a stalled send, a message of more
     * than one byte on LogGP, a message taken at arrival): 56 bytes a processor instead of 112
     * (docs/performance.md, "Memory").
     */
    private boolean holdsOne;
    private long recentOne;
    private long firstArrival = -1;
    private Rare rare;

    LogPProcessor(Rules rules, WindowProcessor core) {
        this.rules = rules;
        this.core = core;
    }

    /*
     * What every processor of one attempt shares: the machine, the seed of the latency
     * spread (0: every latency L), and whether the attempt is a first one without the decisions
     * (LogP.Hints.restartable: sends start when asked, and a reception that finds the capacity
     * exceeded ends the attempt); and, read on every send and receive, the figures derived from them.
     */
    static final class Rules {
        final LogP model;
        final long latencySeed;
        final boolean speculative;
        final long L;
        final long o;
        final long g;
        final boolean chargesBytes; // G > 0 or O > 0: a message's size changes its costs (LogGP)
        final boolean atArrival; // ReceiveRule.AT_ARRIVAL
        final long capacity;
        final boolean checks; // the capacity mode is not off
        final boolean defers; // sends are decided by the engine (deferSend): enforced, stalling, no latency spread, not speculative

        Rules(LogP model, long latencySeed, boolean speculative) {
            this.model = model;
            this.latencySeed = latencySeed;
            this.speculative = speculative;
            this.L = model.L();
            this.o = model.o();
            this.g = model.g();
            this.chargesBytes = model.chargesBytes();
            this.atArrival = model.receiveRule() == ReceiveRule.AT_ARRIVAL;
            this.capacity = model.capacity();
            this.checks = model.capacityMode() != CapacityMode.OFF;
            this.defers = model.stalls() && latencySeed == 0 && !speculative;
        }
    }

    /*
     * What few processors need, made at its first need. The receive-side check's arrivals of the
     * last L cycles in a ring, once two were within L of each other, and the counts a run
     * reports: sends held back by the enforced capacity and the cycles they waited, receptions
     * above the capacity, and the worst count in transit once it is 2 or more (0 before). On
     * LogGP, the gaps the last send and reception left (g + (k-1)G for k bytes; g until a message
     * of more than one byte). Under the receive rule at-arrival, the messages taken off the
     * network in order, the first `received` of them received already (their overhead paid), the
     * one after them, if any, waiting for the receive gap.
     */
    private static final class Rare {
        long[] recent;
        int recentHead;
        int recentSize;
        long violations;
        long stalledSends;
        long stallCycles;
        int worstInTransit;
        long worstInTransitTime;
        long sendGap;
        long receiveGap;
        /* A deferred send of this burst left a gap or overhead other than the engine's spacing assumes. */
        boolean irregularBurst;
        ArrayDeque<WindowMessage> taken;
        int received;

        Rare(long g) {
            this.sendGap = g;
            this.receiveGap = g;
        }

        /* A message just taken off the network: after the received ones, not received yet. */
        void take(WindowMessage m) {
            if (taken == null) {
                taken = new ArrayDeque<>(4);
            }
            taken.addLast(m);
        }

        /* The message taken and not received yet, if any: a message is taken only when none waits. */
        WindowMessage waiting() {
            return taken != null && received < taken.size() ? taken.peekLast() : null;
        }
    }

    /*
     * L, or under a latency spread a latency in [1, L] fixed by the seed, this processor and its
     * send count (SplitMix64's finalizer over their mix): the same on every run with the seed. With a
     * seed no send is deferred, so the engine's count of this processor's sends is the count of
     * those made.
     */
    private long latency() {
        long L = rules.L;
        long seed = rules.latencySeed;
        if (seed == 0 || L <= 1) {
            return L;
        }
        long z = seed * 0x9E3779B97F4A7C15L + core.id() * 0xC2B2AE3D27D4EB4FL + core.sends() * 0x165667B19E3779F9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return 1 + Math.floorMod(z, L);
    }

    /**
     * This processor's id. Free.
     *
     * @return the id, in 0..P-1
     */
    public int id() {
        return core.id();
    }

    /**
     * Number of processors, P. Free.
     *
     * @return P
     */
    public int processors() {
        return rules.model.P();
    }

    /**
     * The machine this processor belongs to. Free.
     *
     * @return the machine, with its P, L, o, g and capacity mode
     */
    public LogP model() {
        return rules.model;
    }

    /**
     * This processor's clock. Free in model time (it does not move the clock, and under the
     * receive rule at-arrival receives nothing); under the enforced capacity it first waits for
     * the engine to decide the sends made since the last call that needed the clock, so that it
     * reads their effect.
     *
     * @return model time in cycles
     */
    public long now() {
        flushSends();
        return core.clock();
    }

    /**
     * Local work: moves the clock forward by {@code cycles} (docs/models.md, "LogP": compute(k)
     * advances the clock by k), busy all the while. Under the receive rule at-arrival a message
     * whose reception can start by the clock (one that arrived during the last operation) is
     * received first, and the work starts after it.
     *
     * @param cycles  at least 0
     * @throws IllegalArgumentException if cycles is negative
     * @throws ArithmeticException if the clock would pass 2^62 cycles, the last model time
     */
    public void compute(long cycles) {
        if (cycles < 0) {
            throw new IllegalArgumentException("compute time must not be negative, got " + cycles);
        }
        core.checkAborted(); // a program that only computes would not notice a timeout
        flushSends();
        if (rules.atArrival) {
            receiveArrivals(false, core.clock());
        }
        long c = core.clock();
        if (cycles > Limits.MAX_MODEL_TIME - c) { // c + cycles would wrap, or pass what a run can count
            throw new ArithmeticException("compute(" + cycles + ") at model time " + c + " passes 2^62 = "
                    + Limits.MAX_MODEL_TIME + " cycles, the last model time a run counts");
        }
        core.recordLocal(EventKind.COMPUTE, c, c + cycles);
        core.advanceTo(c + cycles);
    }

    /**
     * Waits, idle, until model time {@code time}; nothing if the clock is already there. Not busy
     * time: the run's busy times do not count it. Under the receive rule at-arrival the processor
     * is free while it waits: a message that arrives by {@code time} is received meanwhile, and
     * may leave the clock past {@code time}.
     *
     * @param time  the model time to wait for, in cycles
     */
    public void idleUntil(long time) {
        core.checkAborted();
        flushSends();
        if (rules.atArrival) {
            receiveArrivals(false, Math.max(time, core.clock()));
        }
        long c = core.clock();
        if (time > c) {
            core.recordLocal(EventKind.IDLE, c, time);
            core.advanceTo(time);
        }
    }

    /**
     * Sends {@code payload} to processor {@code to}, a message of one byte (one word on LogP):
     * {@link #send(int, Object, long) send(to, payload, 1)}. Starts at max(now, lastSendStart +
     * gap), keeps this processor busy for o, arrives L after it leaves.
     *
     * @param to       the receiver, another processor
     * @param payload  what it receives, not copied
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor
     * @throws ArithmeticException if the arrival would pass the last model time
     */
    public void send(int to, Object payload) {
        send(to, payload, 1);
    }

    /**
     * Sends {@code payload} to processor {@code to} as a message of {@code bytes} bytes: starts at
     * max(now, lastSendStart + the last send's gap), keeps this processor busy for o + (bytes - 1) O,
     * leaves o after its start and arrives L after it leaves; the next send may start
     * g + (bytes - 1) G after this one's start (LogGP, section 2; O from LogGOPS). On a machine
     * with G = O = 0 (LogP, postal) the size costs nothing. Under an enforced capacity
     * ({@link CapacityMode#ENFORCE}) the start is later if the destination already has ceil(L/g)
     * messages in transit: the sender stalls until the oldest of them arrives (the LogP paper,
     * section 3). This processor's clock becomes the start plus its overhead. Under the enforced
     * capacity sends made back to back are decided together at the next call that needs the
     * clock, with the same times. Under the receive rule at-arrival every message whose reception
     * can start by the send's start is received first ({@link ReceiveRule#AT_ARRIVAL}).
     *
     * @param to       the receiver, another processor
     * @param payload  what it receives, not copied
     * @param bytes    the message's size, 1 to {@link LogP#MAX_BYTES}
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor, or
     *         {@code bytes} is out of range
     * @throws ArithmeticException if the arrival would pass the last model time
     */
    public void send(int to, Object payload, long bytes) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        if (bytes < 1 || bytes > LogP.MAX_BYTES) {
            throw new IllegalArgumentException("a message has 1 to " + LogP.MAX_BYTES + " bytes, got " + bytes);
        }
        int size = (int) bytes;
        if (rules.atArrival) {
            flushSends();
            receiveArrivals(true, core.clock());
        }
        if (rules.defers) {
            Rare x = rare;
            if (x != null && x.irregularBurst) {
                flushSends(); // the engine spaces a burst's sends by max(g, o): this one asks its own attempt
            }
            // Back-to-back sends are decided together when the program next needs the clock
            // (flushSends): one wait for a burst of sends instead of one per send, same times.
            // Until the flush the clock and the last send start stay as they are, so this is the
            // first deferred send's attempt; the engine ignores it for the later ones.
            core.deferSend(to, attempt(core.clock()), payload, size);
            boolean irregular = size != 1 && rules.chargesBytes;
            if (irregular || rare != null) {
                rare().irregularBurst = irregular;
            }
            if (rules.atArrival) {
                flushSends(); // the next operation receives what arrived before it: it needs this send's times
            }
            return;
        }
        long c = core.clock();
        long attempt = attempt(c);
        long arrival = Math.addExact(attempt, rules.o + latency());
        long message = core.post(to, attempt, arrival, payload, size);
        sent(c, attempt, attempt, to, message, arrival, size);
    }

    /*
     * Waits for the decisions of the sends deferred under an enforced capacity and applies them in
     * order, as send() did one at a time: each asked at max(clock, lastSendStart + g), with the
     * clock where the send before it left it. A no-op when nothing is deferred. Every method that
     * reads or moves the clock, and the end of the program, calls this first.
     */
    void flushSends() {
        applyDecided(core.flushSends());
    }

    /*
     * At the program's end: the sends still deferred are decided and applied by the engine
     * (WindowProcessor.endAfterSends), so the thread does not wait for them; the same times as
     * flushSends.
     */
    void endSends() {
        if (core.deferredSends() > 0) { // the callback is an object: none for a program without deferred sends
            core.endAfterSends(this::applyDecided);
        }
    }

    /* Applies the n decisions of the last flush, in order. */
    private void applyDecided(int n) {
        if (n == 0) {
            return;
        }
        long c = core.clock(); // as at the first deferred send: the flush does not move it
        long attempt = attempt(c);
        for (int i = 0; i < n; i++) {
            WindowMessage m = core.takeDecided(i);
            long s = m.sendStart();
            if (s > attempt) {
                Rare x = rare();
                x.stalledSends++;
                x.stallCycles += s - attempt;
            }
            sent(c, attempt, s, m.to(), m.sequence(), m.arrival(), (int) m.bytes());
            c = core.clock();
            attempt = attempt(c);
        }
    }

    /* When a send issued at clock c asks to start: at c, or the last send's gap after its start. */
    private long attempt(long c) {
        if (!sent) {
            return c;
        }
        return Math.max(c, Math.addExact(lastSendStart, rare == null ? rules.g : rare.sendGap));
    }

    /* A send of `bytes` issued at clock c, asked at attempt, started at s: its trace, the gap's state, the clock. */
    private void sent(long c, long attempt, long s, int to, long message, long arrival, int bytes) {
        long overhead = rules.o;
        if (rules.chargesBytes) {
            overhead = rules.model.sendOverhead(bytes);
            if (bytes != 1 || rare != null) {
                rare().sendGap = rules.model.gap(bytes);
            }
        }
        core.recordLocal(EventKind.IDLE, c, attempt);
        core.recordLocal(EventKind.STALL, attempt, s);
        long end = Math.addExact(s, overhead);
        core.recordMessage(EventKind.SEND, s, end, to, message, s, arrival);
        lastSendStart = s;
        sent = true;
        core.advanceTo(end);
    }

    /**
     * Receives the next message in model order of arrival (ties: sender id, then send order),
     * waiting for it if needed: starts at max(now, arrival, lastReceiveStart + the last
     * reception's gap), takes o (for a message of k bytes on LogGP, o + max((k-1)O, (k-1)G)), and
     * leaves the clock at its end, when the datum is usable (docs/models.md, "LogP" and "LogGP";
     * the LogP paper, section 3). Under the receive rule at-arrival a message received already,
     * when it arrived, is returned at no further cost, the clock unchanged
     * ({@link ReceiveRule#AT_ARRIVAL}). Under {@link CapacityMode#CHECK} it counts the messages in
     * transit to this processor at the arrival.
     *
     * @return the message: its sender, payload, size, send start and arrival
     * @throws org.pcmemu.emulator.DeadlockException (ending the run) if every live processor
     *         waits and no message is in flight
     */
    public TimedMessage receive() {
        flushSends();
        if (rules.atArrival) {
            Rare x = rare;
            if (x != null && x.received > 0) {
                x.received--;
                return x.taken.poll(); // received when it arrived
            }
            WindowMessage waiting = x == null ? null : x.waiting();
            if (waiting != null) { // taken off the network, waiting for the receive gap
                x.taken.poll();
                accept(core.clock(), waiting);
                return waiting;
            }
        }
        long c = core.clock();
        WindowMessage m = core.next();
        accept(c, m);
        if (rules.checks) {
            checkCapacity(m.arrival());
        }
        return m;
    }

    /*
     * The receive rule at-arrival, before an operation of the program that would start at
     * `start` (a send at its attempt when `sending`, which moves with the clock): receives, in
     * order of arrival, every message whose reception can start at or before the operation's
     * start, r = max(arrival, the clock (the processor is free since), lastReceiveStart + gap),
     * waiting for the window to pass the start when a message could still arrive by then. A
     * message taken off the network whose receive gap holds it past the start waits at the head
     * of `taken`, for the next operation or the program's receive(). Ties: the message first.
     */
    private void receiveArrivals(boolean sending, long start) {
        while (true) {
            long c = core.clock();
            long t = sending ? attempt(c) : Math.max(start, c);
            WindowMessage m = rare == null ? null : rare.waiting();
            if (m == null) {
                m = core.nextBy(t);
                if (m == null) {
                    return;
                }
                core.recordLocal(EventKind.IDLE, c, core.clock()); // free until it arrived
                if (rules.checks) {
                    checkCapacity(m.arrival());
                }
                rare().take(m);
                c = core.clock();
            }
            if (receiveStart(c, m) > t) {
                return; // the receive gap holds it past the operation, which goes first
            }
            accept(c, m);
            rare.received++;
        }
    }

    /**
     * The buffered model (SPAA section 3.5, {@link ReceiveBuffer}): takes the next message in
     * model order of arrival off the network without receiving it; the clock moves to at least its
     * arrival and no receive slot is used.
     */
    WindowMessage arrive() {
        flushSends();
        long c = core.clock();
        WindowMessage m = core.next();
        core.recordLocal(EventKind.IDLE, c, core.clock());
        if (rules.checks) {
            checkCapacity(m.arrival());
        }
        return m;
    }

    /** Receives {@code m}, taken off the network earlier by {@link #arrive()}: the usual receive slot. */
    void receiveArrived(WindowMessage m) {
        flushSends();
        accept(core.clock(), m);
    }

    /* Reception of m, whose wait began at clock c: starts at max(c, arrival, lastReceiveStart + gap). */
    private void accept(long c, WindowMessage m) {
        long r = receiveStart(c, m);
        long overhead = rules.o;
        if (rules.chargesBytes) {
            overhead = rules.model.receiveOverhead(m.bytes());
            if (m.bytes() != 1 || rare != null) {
                rare().receiveGap = rules.model.gap(m.bytes());
            }
        }
        long end = Math.addExact(r, overhead);
        core.recordLocal(EventKind.IDLE, c, r);
        core.recordMessage(EventKind.RECEIVE, r, end, m.from(), m.sequence(), m.sendStart(), m.arrival());
        lastReceiveStart = r;
        received = true;
        core.advanceTo(end);
    }

    /* When a reception of m asked at clock c starts: max(c, arrival, lastReceiveStart + the last reception's gap). */
    private long receiveStart(long c, WindowMessage m) {
        long r = Math.max(c, m.arrival());
        if (received) {
            r = Math.max(r, Math.addExact(lastReceiveStart, rare == null ? rules.g : rare.receiveGap));
        }
        return r;
    }

    /* Messages arrive here in non-decreasing arrival order (the order of consumption). */
    private void checkCapacity(long arrival) {
        long L = rules.L;
        long from = arrival - L;
        if (firstArrival < 0) {
            firstArrival = arrival;
        }
        Rare x = rare;
        int inTransit;
        if (x == null || x.recent == null) {
            if (holdsOne && recentOne <= from) {
                holdsOne = false;
            }
            if (!holdsOne) {
                holdsOne = true;
                recentOne = arrival;
                return; // one in transit (none if L = 0): the worst, 1, was reached at firstArrival
            }
            // a second arrival within L of the first (so L > 0): from here on the ring
            x = rare();
            x.recent = new long[4];
            x.recent[0] = recentOne;
            x.recent[1] = arrival;
            x.recentHead = 0;
            x.recentSize = 2;
            x.worstInTransit = 1;
            x.worstInTransitTime = firstArrival;
            inTransit = 2;
        } else {
            long[] recent = x.recent;
            while (x.recentSize > 0 && recent[x.recentHead] <= from) {
                x.recentHead = (x.recentHead + 1) & (recent.length - 1);
                x.recentSize--;
            }
            if (x.recentSize == recent.length) {
                grow(x);
            }
            x.recent[(x.recentHead + x.recentSize) & (x.recent.length - 1)] = arrival;
            inTransit = ++x.recentSize;
        }
        if (inTransit > rules.capacity) {
            x.violations++; // in an attempt, kept should the program catch what follows
            if (rules.speculative) {
                throw WouldStall.INSTANCE;
            }
        }
        if (inTransit > x.worstInTransit) {
            x.worstInTransit = inTransit;
            x.worstInTransitTime = arrival;
        }
    }

    private Rare rare() {
        Rare x = rare;
        if (x == null) {
            x = new Rare(rules.g);
            rare = x;
        }
        return x;
    }

    /*
     * After a speculative attempt, once its report is merged (which counts receptions only, as
     * the decided run's does): the messages this processor never received, checked as if it had
     * received them in order (WouldStall if one exceeds the capacity). A message's sender would
     * have stalled under the enforced rule whether or not it was ever received.
     */
    void checkLeftovers() {
        for (WindowMessage m = core.takeLeftover(); m != null; m = core.takeLeftover()) {
            checkCapacity(m.arrival());
        }
    }

    private static void grow(Rare x) {
        long[] recent = x.recent;
        long[] bigger = new long[recent.length * 2];
        for (int i = 0; i < x.recentSize; i++) {
            bigger[i] = recent[(x.recentHead + i) & (recent.length - 1)];
        }
        x.recent = bigger;
        x.recentHead = 0;
    }

    /*
     * After the run: 1 if a message taken off the network at arrival was held by the receive gap
     * past this processor's last operation, so never received, else 0 (the engine counts it as
     * taken, not as left).
     */
    int takenNotReceived() {
        return rare != null && rare.waiting() != null ? 1 : 0;
    }

    /*
     * Whether this processor made its rare state: without it no send of it stalled, no reception
     * exceeded the limit, and at most one message was ever in transit to it. (With it, its counts
     * may still be zero: it may have been made for a long message or a reception at arrival.)
     */
    boolean keptCapacityState() {
        return rare != null;
    }

    long stalledSends() {
        return rare == null ? 0 : rare.stalledSends;
    }

    long stallCycles() {
        return rare == null ? 0 : rare.stallCycles;
    }

    long capacityViolations() {
        return rare == null ? 0 : rare.violations;
    }

    /* The most messages ever in transit to this processor at one of its arrivals. */
    int worstInTransit() {
        if (rare != null && rare.worstInTransit > 0) {
            return rare.worstInTransit;
        }
        return firstArrival >= 0 && rules.L > 0 ? 1 : 0;
    }

    long worstInTransitTime() {
        if (rare != null && rare.worstInTransit > 0) {
            return rare.worstInTransitTime;
        }
        return firstArrival >= 0 && rules.L > 0 ? firstArrival : 0;
    }
}
