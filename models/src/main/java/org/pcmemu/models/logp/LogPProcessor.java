package org.pcmemu.models.logp;

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
    private final LogP model;
    private final WindowProcessor core;
    private boolean sent;
    private boolean received;
    private long lastSendStart;
    private long lastReceiveStart;

    /*
     * Receive-side capacity check: arrivals of the last L cycles, in a ring, allocated only when
     * two arrivals are within L of each other; until then the one arrival is in recentOne (most
     * processors of a broadcast or a tree never need the ring: 48 bytes and a miss each saved).
     */
    private long[] recent;
    private long recentOne;
    private int recentHead;
    private int recentSize;
    private long capacityViolations;
    /* Sends held back by the enforced capacity, and the cycles they waited. */
    private long stalledSends;
    private long stallCycles;
    private int worstInTransit;
    private long worstInTransitTime;

    /* The adversarial timing mode's seed (0: off), and this processor's sends so far. */
    private final long jitter;
    private long sends;

    /*
     * A first attempt of an enforced run without the decisions (LogP.runRestartable): sends start
     * when asked, and a reception that finds the capacity exceeded ends the attempt.
     */
    private final boolean speculative;

    LogPProcessor(LogP model, WindowProcessor core, long jitter, boolean speculative) {
        this.model = model;
        this.core = core;
        this.jitter = jitter;
        this.speculative = speculative;
    }

    /*
     * L, or with a jitter seed a latency in [1, L] fixed by the seed, this processor and its send
     * count (SplitMix64's finalizer over their mix): the same on every run with the seed.
     */
    private long latency() {
        long L = model.L();
        if (jitter == 0 || L <= 1) {
            return L;
        }
        long z = jitter * 0x9E3779B97F4A7C15L + core.id() * 0xC2B2AE3D27D4EB4FL + sends * 0x165667B19E3779F9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return 1 + Math.floorMod(z, L);
    }

    public int id() {
        return core.id();
    }

    /** Number of processors, P. */
    public int processors() {
        return model.P();
    }

    public LogP model() {
        return model;
    }

    /** Model time in cycles. */
    public long now() {
        flushSends();
        return core.clock();
    }

    /** Local work of {@code cycles} cycles. */
    public void compute(long cycles) {
        if (cycles < 0) {
            throw new IllegalArgumentException("compute time must not be negative, got " + cycles);
        }
        core.checkAborted(); // a program that only computes would not notice a timeout
        flushSends();
        long c = core.clock();
        core.recordLocal(EventKind.COMPUTE, c, c + cycles);
        core.advanceTo(c + cycles);
    }

    /** Waits (idles) until model time {@code time}; no-op if the clock is already there. */
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
     * messages in transit: the sender stalls until the oldest of them arrives.
     */
    public void send(int to, Object payload) {
        if (to == core.id()) {
            throw new IllegalArgumentException("processor " + to + " sends to itself");
        }
        if (model.stalls() && jitter == 0 && !speculative) {
            // Back-to-back sends are decided together when the program next needs the clock
            // (flushSends): one wait for a burst of sends instead of one per send, same times.
            // Until the flush the clock and the last send start stay as they are, so this is the
            // first deferred send's attempt; the engine ignores it for the later ones.
            core.deferSend(to, attempt(core.clock()), payload);
            return;
        }
        long c = core.clock();
        long attempt = attempt(c);
        long arrival = Math.addExact(attempt, model.o() + latency());
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
                stalledSends++;
                stallCycles += s - attempt;
            }
            sent(c, attempt, s, m.to(), m.sequence(), m.arrival());
            c = core.clock();
            attempt = attempt(c);
        }
    }

    /* When a send issued at clock c asks to start: at c, or g after the last send's start. */
    private long attempt(long c) {
        return sent ? Math.max(c, Math.addExact(lastSendStart, model.g())) : c;
    }

    /* A send issued at clock c, asked at attempt, started at s: its trace, the gap's state, the clock. */
    private void sent(long c, long attempt, long s, int to, long message, long arrival) {
        core.recordLocal(EventKind.IDLE, c, attempt);
        core.recordLocal(EventKind.STALL, attempt, s);
        core.recordMessage(EventKind.SEND, s, s + model.o(), to, message, s, arrival);
        lastSendStart = s;
        sent = true;
        sends++;
        core.advanceTo(s + model.o());
    }

    /**
     * Receives the next message in model order of arrival (ties: sender id, then send order),
     * waiting for it if needed: starts at max(now, arrival, lastReceiveStart + g), takes o.
     */
    public WindowMessage receive() {
        flushSends();
        long c = core.clock();
        WindowMessage m = core.next();
        accept(c, m);
        if (model.capacityMode() != CapacityMode.OFF) {
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
        if (model.capacityMode() != CapacityMode.OFF) {
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
            r = Math.max(r, Math.addExact(lastReceiveStart, model.g()));
        }
        core.recordLocal(EventKind.IDLE, c, r);
        core.recordMessage(EventKind.RECEIVE, r, r + model.o(), m.from(), m.sequence(), m.sendStart(), m.arrival());
        lastReceiveStart = r;
        received = true;
        core.advanceTo(Math.addExact(r, model.o()));
    }

    /* Messages arrive here in non-decreasing arrival order (the order of consumption). */
    private void checkCapacity(long arrival) {
        long from = arrival - model.L();
        if (recent == null) {
            if (recentSize == 1 && recentOne <= from) {
                recentSize = 0;
            }
            if (recentSize == 0) {
                recentOne = arrival;
            } else {
                recent = new long[4];
                recent[0] = recentOne;
                recent[1] = arrival;
                recentHead = 0;
            }
            recentSize++;
        } else {
            while (recentSize > 0 && recent[recentHead] <= from) {
                recentHead = (recentHead + 1) & (recent.length - 1);
                recentSize--;
            }
            if (recentSize == recent.length) {
                grow();
            }
            recent[(recentHead + recentSize) & (recent.length - 1)] = arrival;
            recentSize++;
        }
        int inTransit = model.L() == 0 ? 0 : recentSize;
        if (inTransit > model.capacity()) {
            capacityViolations++; // in an attempt, kept should the program catch what follows
            if (speculative) {
                throw WouldStall.INSTANCE;
            }
        }
        if (inTransit > worstInTransit) {
            worstInTransit = inTransit;
            worstInTransitTime = arrival;
        }
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

    private void grow() {
        long[] bigger = new long[recent.length * 2];
        for (int i = 0; i < recentSize; i++) {
            bigger[i] = recent[(recentHead + i) & (recent.length - 1)];
        }
        recent = bigger;
        recentHead = 0;
    }

    long stalledSends() {
        return stalledSends;
    }

    long stallCycles() {
        return stallCycles;
    }

    long capacityViolations() {
        return capacityViolations;
    }

    int worstInTransit() {
        return worstInTransit;
    }

    long worstInTransitTime() {
        return worstInTransitTime;
    }
}
