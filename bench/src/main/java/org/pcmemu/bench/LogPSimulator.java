package org.pcmemu.bench;

import java.util.Arrays;
import org.pcmemu.models.logp.LogP;

/**
 * A sequential discrete-event simulator (DES) of the LogP rules as the emulator applies them: the
 * baseline the emulator is measured against ({@link SimulatorBenchmark}, {@link DesRun}), not a
 * product engine. One thread, one priority queue of events, primitive arrays per processor.
 *
 * <pre>
 *   send issued at clock c:   s = max(c, lastSendStart + g)            busy [s, s+o), arrives a = s+o+L
 *   receive issued at c:      the pending message least by (a, sender, sender's sequence number),
 *                             r = max(c, a, lastReceiveStart + g)      busy [r, r+o)
 *   (first send: s = c; first receive: r = max(c, a))
 * </pre>
 *
 * Not simulated: the capacity rule (at most ceil(L/g) messages in transit to a processor). The
 * emulator under {@code capacity=check} never applies it, so the two agree on every program;
 * under {@code enforce} they agree wherever no send stalls, as for the optimal broadcast and the
 * exchange ({@link SimulatorCheck} compares both modes).
 *
 * <p>How it works. A program is event-driven code ({@link Program}): a processor starts, sends,
 * and then asks for a receive, which ends its callback; when the message is received the
 * simulator calls it back. Sends need nobody else, so a processor runs ahead through them at once:
 * its clock advances and the message goes straight into the destination's pending set, ordered by
 * (arrival, sender, sequence). A receive is the only operation that waits, and the one event kind
 * is "processor p may receive at time t". The invariant that makes one event kind enough: while
 * the simulation is at time T, every operation that starts before T has been carried out (a
 * processor woken at T only does operations that start at T or later), so every message arriving
 * at or before T is known, since a message takes at least one cycle (L + o &gt;= 1). Hence a
 * waiting processor may take its least pending message as soon as that message's arrival is at
 * most the simulation time; until then it sleeps until max(its clock, that arrival), an event
 * moved earlier (the old one left to lapse) if an earlier message comes in.
 *
 * <p>Per processor: clock, earliest next send start, earliest next receive start, send sequence,
 * the least pending message inline and any others in a {@link PairHeap} made on demand (a
 * broadcast never needs one). The events are (time, processor) pairs in one more heap.
 *
 * <p>Note: this class is not threadsafe; one instance simulates one run.
 */
public final class LogPSimulator {
    /** Event-driven LogP code for every processor. A callback sends, then may ask for one receive, which ends it. */
    public interface Program {
        /** Processor {@code p} starts, at clock 0. */
        void start(LogPSimulator sim, int p);

        /** Processor {@code p} has received a message from {@code from}; its clock is the receive's end. */
        void received(LogPSimulator sim, int p, int from);
    }

    private static final long NEVER = Long.MAX_VALUE;

    private final int processors;
    private final long latency;
    private final long overhead;
    private final long gap;
    private final long[] clock;
    private final long[] nextSend;      // lastSendStart + g; 0 before the first send, so s = c
    private final long[] nextReceive;   // lastReceiveStart + g; 0 before the first receive
    private final int[] sent;           // the sequence number of the processor's next message
    private final boolean[] waiting;    // asked for a receive, not yet received
    private final long[] wake;          // time of the processor's live event, NEVER if none
    private final long[] headArrival;   // the least pending message, NEVER if none ...
    private final long[] headTag;       // ... its sender << 32 | sequence
    private final PairHeap[] later;     // the other pending messages
    private final PairHeap events;      // (time, processor); lapsed ones stay until popped
    private long now;
    private long messages;
    private boolean ran;

    public LogPSimulator(LogP model) {
        processors = model.P();
        latency = model.L();
        overhead = model.o();
        gap = model.g();
        clock = new long[processors];
        nextSend = new long[processors];
        nextReceive = new long[processors];
        sent = new int[processors];
        waiting = new boolean[processors];
        wake = new long[processors];
        headArrival = new long[processors];
        headTag = new long[processors];
        later = new PairHeap[processors];
        events = new PairHeap(64);
        Arrays.fill(wake, NEVER);
        Arrays.fill(headArrival, NEVER);
    }

    /** Runs {@code program} on every processor to the end; throws if some processor still waits for a message. */
    public LogPSimulator run(Program program) {
        if (ran) {
            throw new IllegalStateException("a simulator runs once");
        }
        ran = true;
        for (int p = 0; p < processors; p++) {
            program.start(this, p);
            receiveWhilePossible(program, p);
        }
        while (!events.isEmpty()) {
            long t = events.minKey();
            int p = (int) events.minTag();
            events.removeMin();
            if (wake[p] == t) {
                wake[p] = NEVER;
                now = t;
                receiveWhilePossible(program, p);
            }
        }
        for (int p = 0; p < processors; p++) {
            if (waiting[p]) {
                throw new IllegalStateException("deadlock: processor " + p + " waits for a message at clock " + clock[p]
                        + " that nobody sends");
            }
        }
        return this;
    }

    public int processors() {
        return processors;
    }

    /** Processor {@code p}'s clock: after the run, its finish time. */
    public long clock(int p) {
        return clock[p];
    }

    /** Every processor's clock (no copy): after the run, the finish times. */
    public long[] finishTimes() {
        return clock;
    }

    /** The largest finish time. */
    public long makespan() {
        return latest(clock);
    }

    /** The largest of {@code times}, 0 if there are none. */
    static long latest(long[] times) {
        long max = 0;
        for (long t : times) {
            max = Math.max(max, t);
        }
        return max;
    }

    /** Messages sent so far. */
    public long messages() {
        return messages;
    }

    /** Processor {@code p} sends one message to {@code to}; to be called from {@code p}'s callback. */
    public void send(int p, int to) {
        if (waiting[p]) {
            throw new IllegalStateException("processor " + p + " sends after asking for a receive");
        }
        if (to == p || to < 0 || to >= processors) {
            throw new IllegalArgumentException("processor " + p + " sends to " + to);
        }
        long s = Math.max(clock[p], nextSend[p]);
        nextSend[p] = s + gap;
        clock[p] = s + overhead;
        long arrival = s + overhead + latency;
        long tag = (long) p << 32 | sent[p]++;
        messages++;
        if (PairHeap.less(arrival, tag, headArrival[to], headTag[to])) {
            if (headArrival[to] != NEVER) {
                laterOf(to).add(headArrival[to], headTag[to]);
            }
            headArrival[to] = arrival;
            headTag[to] = tag;
            if (waiting[to]) {
                wakeAt(to, Math.max(clock[to], arrival));
            }
        } else {
            laterOf(to).add(arrival, tag);
        }
    }

    /** Processor {@code p} asks for its next message; must be the last thing its callback does. */
    public void receive(int p) {
        if (waiting[p]) {
            throw new IllegalStateException("processor " + p + " asks for two receives at once");
        }
        waiting[p] = true;
    }

    private PairHeap laterOf(int p) {
        PairHeap h = later[p];
        if (h == null) {
            h = new PairHeap(4);
            later[p] = h;
        }
        return h;
    }

    private void wakeAt(int p, long time) {
        if (time < wake[p]) {
            wake[p] = time;
            events.add(time, p);
        }
    }

    /** Hands {@code p} its messages while it waits and its least pending message is known to be the next. */
    private void receiveWhilePossible(Program program, int p) {
        while (waiting[p]) {
            long a = headArrival[p];
            if (a > now) {
                if (a != NEVER) {
                    wakeAt(p, Math.max(clock[p], a));
                }
                return;
            }
            long tag = headTag[p];
            PairHeap rest = later[p];
            if (rest == null || rest.isEmpty()) {
                headArrival[p] = NEVER;
            } else {
                headArrival[p] = rest.minKey();
                headTag[p] = rest.minTag();
                rest.removeMin();
            }
            long r = Math.max(Math.max(clock[p], a), nextReceive[p]);
            nextReceive[p] = r + gap;
            clock[p] = r + overhead;
            waiting[p] = false;
            program.received(this, p, (int) (tag >>> 32));
        }
    }
}
