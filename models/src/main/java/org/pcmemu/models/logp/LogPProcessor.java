package org.pcmemu.models.logp;

import org.pcmemu.emulator.TimedMessage;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.window.WindowMessage;
import org.pcmemu.emulator.window.WindowProcessor;

/**
 * A LogP processor as a program sees it. Every call advances this processor's model clock by the
 * rules of {@link LogP}.
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
     * capacity, made when first needed (a second arrival within L, a stalled send): 56 bytes a
     * processor instead of 112 (docs/performance.md, "Memory").
     */
    private boolean holdsOne;
    private long recentOne;
    private long firstArrival = -1;
    private Capacity capacity;

    LogPProcessor(Rules rules, WindowProcessor core) {
        this.rules = rules;
        this.core = core;
    }

    /*
     * What every processor of one attempt shares: the machine, the latency seed of the adversarial
     * timing mode (0: off), and whether the attempt is a first one without the decisions
     * (LogP.Hints.restartable: sends start when asked, and a reception that finds the capacity
     * exceeded ends the attempt); and, read on every send and receive, the figures derived from them.
     */
    static final class Rules {
        final LogP model;
        final long jitter;
        final boolean speculative;
        final long L;
        final long o;
        final long g;
        final long capacity;
        final boolean checks; // the capacity mode is not off
        final boolean defers; // sends are decided by the engine (deferSend): enforced, stalling, no jitter, not speculative

        Rules(LogP model, long jitter, boolean speculative) {
            this.model = model;
            this.jitter = jitter;
            this.speculative = speculative;
            this.L = model.L();
            this.o = model.o();
            this.g = model.g();
            this.capacity = model.capacity();
            this.checks = model.capacityMode() != CapacityMode.OFF;
            this.defers = model.stalls() && jitter == 0 && !speculative;
        }
    }

    /*
     * The receive-side check's arrivals of the last L cycles in a ring, once two were within L of
     * each other, and the counts a run reports: sends held back by the enforced capacity and the
     * cycles they waited, receptions above the capacity, and the worst count in transit once it
     * is 2 or more (0 before).
     */
    private static final class Capacity {
        long[] recent;
        int recentHead;
        int recentSize;
        long violations;
        long stalledSends;
        long stallCycles;
        int worstInTransit;
        long worstInTransitTime;
    }

    /*
     * L, or with a jitter seed a latency in [1, L] fixed by the seed, this processor and its send
     * count (SplitMix64's finalizer over their mix): the same on every run with the seed. With a
     * seed no send is deferred, so the engine's count of this processor's sends is the count of
     * those made.
     */
    private long latency() {
        long L = rules.L;
        long jitter = rules.jitter;
        if (jitter == 0 || L <= 1) {
            return L;
        }
        long z = jitter * 0x9E3779B97F4A7C15L + core.id() * 0xC2B2AE3D27D4EB4FL + core.sends() * 0x165667B19E3779F9L;
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
     * This processor's clock. Free in model time (it does not move the clock); under the
     * enforced capacity it first waits for the engine to decide the sends made since the last
     * call that needed the clock, so that it reads their effect.
     *
     * @return model time in cycles
     */
    public long now() {
        flushSends();
        return core.clock();
    }

    /**
     * Local work: moves the clock forward by {@code cycles} (docs/models.md, "LogP": compute(k)
     * advances the clock by k), busy all the while.
     *
     * @param cycles  at least 0
     * @throws IllegalArgumentException if cycles is negative
     * @throws ArithmeticException if the clock would overflow a long
     */
    public void compute(long cycles) {
        if (cycles < 0) {
            throw new IllegalArgumentException("compute time must not be negative, got " + cycles);
        }
        core.checkAborted(); // a program that only computes would not notice a timeout
        flushSends();
        long c = core.clock();
        if (cycles > Long.MAX_VALUE - c) { // c + cycles would wrap round to a negative time
            throw new ArithmeticException("compute(" + cycles + ") at model time " + c + " overflows: the clock would"
                    + " pass " + Long.MAX_VALUE + " cycles");
        }
        core.recordLocal(EventKind.COMPUTE, c, c + cycles);
        core.advanceTo(c + cycles);
    }

    /**
     * Waits, idle, until model time {@code time}; nothing if the clock is already there. Not busy
     * time: the run's busy times do not count it.
     *
     * @param time  the model time to wait for, in cycles
     */
    public void idleUntil(long time) {
        core.checkAborted();
        flushSends();
        long c = core.clock();
        if (time > c) {
            core.recordLocal(EventKind.IDLE, c, time);
            core.advanceTo(time);
        }
    }

    /**
     * Sends {@code payload} to processor {@code to}: starts at max(now, lastSendStart + g), keeps
     * this processor busy for o, arrives L after it leaves. Under an enforced capacity
     * ({@link CapacityMode#ENFORCE}) the start is later if the destination already has ceil(L/g)
     * messages in transit: the sender stalls until the oldest of them arrives (the LogP paper,
     * section 3). This processor's clock becomes the start plus o. Under the enforced capacity
     * sends made back to back are decided together at the next call that needs the clock, with
     * the same times.
     *
     * @param to       the receiver, another processor
     * @param payload  what it receives, not copied
     * @throws IllegalArgumentException if {@code to} is this processor or not a processor
     * @throws ArithmeticException if the arrival would pass the last model time
     */
    public void send(int to, Object payload) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        if (rules.defers) {
            // Back-to-back sends are decided together when the program next needs the clock
            // (flushSends): one wait for a burst of sends instead of one per send, same times.
            // Until the flush the clock and the last send start stay as they are, so this is the
            // first deferred send's attempt; the engine ignores it for the later ones.
            core.deferSend(to, attempt(core.clock()), payload);
            return;
        }
        long c = core.clock();
        long attempt = attempt(c);
        long arrival = Math.addExact(attempt, rules.o + latency());
        long message = core.post(to, attempt, arrival, payload);
        sent(c, attempt, attempt, to, message, arrival);
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
                Capacity x = capacity();
                x.stalledSends++;
                x.stallCycles += s - attempt;
            }
            sent(c, attempt, s, m.to(), m.sequence(), m.arrival());
            c = core.clock();
            attempt = attempt(c);
        }
    }

    /* When a send issued at clock c asks to start: at c, or g after the last send's start. */
    private long attempt(long c) {
        return sent ? Math.max(c, Math.addExact(lastSendStart, rules.g)) : c;
    }

    /* A send issued at clock c, asked at attempt, started at s: its trace, the gap's state, the clock. */
    private void sent(long c, long attempt, long s, int to, long message, long arrival) {
        core.recordLocal(EventKind.IDLE, c, attempt);
        core.recordLocal(EventKind.STALL, attempt, s);
        core.recordMessage(EventKind.SEND, s, s + rules.o, to, message, s, arrival);
        lastSendStart = s;
        sent = true;
        core.advanceTo(s + rules.o);
    }

    /**
     * Receives the next message in model order of arrival (ties: sender id, then send order),
     * waiting for it if needed: starts at max(now, arrival, lastReceiveStart + g), takes o, and
     * leaves the clock at its start plus o, when the datum is usable (docs/models.md, "LogP";
     * the LogP paper, section 3). Under {@link CapacityMode#CHECK} it counts the messages in
     * transit to this processor at the arrival.
     *
     * @return the message: its sender, payload, send start and arrival
     * @throws org.pcmemu.emulator.DeadlockException (ending the run) if every live processor
     *         waits and no message is in flight
     */
    public TimedMessage receive() {
        flushSends();
        long c = core.clock();
        WindowMessage m = core.next();
        accept(c, m);
        if (rules.checks) {
            checkCapacity(m.arrival());
        }
        return m;
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

    /* Reception of m, whose wait began at clock c: starts at max(c, arrival, lastReceiveStart + g), takes o. */
    private void accept(long c, WindowMessage m) {
        long r = Math.max(c, m.arrival());
        if (received) {
            r = Math.max(r, Math.addExact(lastReceiveStart, rules.g));
        }
        core.recordLocal(EventKind.IDLE, c, r);
        core.recordMessage(EventKind.RECEIVE, r, r + rules.o, m.from(), m.sequence(), m.sendStart(), m.arrival());
        lastReceiveStart = r;
        received = true;
        core.advanceTo(Math.addExact(r, rules.o));
    }

    /* Messages arrive here in non-decreasing arrival order (the order of consumption). */
    private void checkCapacity(long arrival) {
        long L = rules.L;
        long from = arrival - L;
        if (firstArrival < 0) {
            firstArrival = arrival;
        }
        Capacity x = capacity;
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
            x = capacity();
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

    private Capacity capacity() {
        Capacity x = capacity;
        if (x == null) {
            x = new Capacity();
            capacity = x;
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

    private static void grow(Capacity x) {
        long[] recent = x.recent;
        long[] bigger = new long[recent.length * 2];
        for (int i = 0; i < x.recentSize; i++) {
            bigger[i] = recent[(x.recentHead + i) & (recent.length - 1)];
        }
        x.recent = bigger;
        x.recentHead = 0;
    }

    /*
     * Whether this processor made its rare capacity state: without it no send of it stalled, no
     * reception exceeded the limit, and at most one message was ever in transit to it.
     */
    boolean keptCapacityState() {
        return capacity != null;
    }

    long stalledSends() {
        return capacity == null ? 0 : capacity.stalledSends;
    }

    long stallCycles() {
        return capacity == null ? 0 : capacity.stallCycles;
    }

    long capacityViolations() {
        return capacity == null ? 0 : capacity.violations;
    }

    /* The most messages ever in transit to this processor at one of its arrivals. */
    int worstInTransit() {
        if (capacity != null && capacity.worstInTransit > 0) {
            return capacity.worstInTransit;
        }
        return firstArrival >= 0 && rules.L > 0 ? 1 : 0;
    }

    long worstInTransitTime() {
        if (capacity != null && capacity.worstInTransit > 0) {
            return capacity.worstInTransitTime;
        }
        return firstArrival >= 0 && rules.L > 0 ? firstArrival : 0;
    }
}
