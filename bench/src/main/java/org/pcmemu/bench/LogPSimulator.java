package org.pcmemu.bench;

import java.util.Arrays;
import org.pcmemu.models.logp.LogP;

/**
 * A sequential discrete-event simulator (DES) of the LogP rules as the emulator applies them: the
 * baseline the emulator is measured against ({@link SimulatorBenchmark}, {@link DesRun}), not a
 * product engine; the tuned one of the two {@link Simulation}s. One thread, one priority queue of
 * events, primitive arrays per processor.
 *
 * <pre>
 *   send issued at clock c:   s = max(c, lastSendStart + g)            busy [s, s+o), arrives a = s+o+L
 *   receive issued at c:      the pending message least by (a, sender, sender's sequence number),
 *                             r = max(c, a, lastReceiveStart + g)      busy [r, r+o)
 *   (first send: s = c; first receive: r = max(c, a))
 * </pre>
 *
 * The sequence number is never needed: one sender's sends start max(g, o) apart, so its messages
 * arrive at distinct times unless g = o = 0, and then two of them tied at one destination are
 * the same to a program here (it sees the sender, no payload). Messages are ordered by
 * (arrival, sender), packed into one long: arrival &lt;&lt; b | sender, with b the bits of P - 1,
 * so times are limited to 2^(63-b) cycles (2^43 at P = 10^6); the run throws beyond.
 *
 * Not simulated: the capacity rule (at most ceil(L/g) messages in transit to a processor). The
 * emulator under {@code capacity=check} never applies it, so the two agree on every program;
 * under {@code enforce} they agree wherever no send stalls, as for the optimal broadcast and the
 * exchange ({@link SimulatorCheck} compares both modes).
 *
 * <p>How it works. A program is event-driven code ({@link Simulation.Program}): a processor
 * starts, sends, and then asks for a receive, which ends its callback; when the message is received the
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
 * <p>Per processor: clock, earliest next send start, earliest next receive start, the least
 * pending message inline and any others in a {@link LongHeap} made on demand (a broadcast never
 * needs one). The events are (time, processor) pairs, packed as the messages, in one more.
 *
 * <p>Note: this class is not threadsafe; one instance simulates one run.
 */
public final class LogPSimulator implements Simulation {
    private static final long NEVER = Long.MAX_VALUE;

    private final int processors;
    private final long latency;
    private final long overhead;
    private final long gap;
    private final int idBits;           // time << idBits | processor id
    private final long idMask;
    private final long latestTime;
    private final long[] clock;
    private final long[] nextSend;      // lastSendStart + g; 0 before the first send, so s = c
    private final long[] nextReceive;   // lastReceiveStart + g; 0 before the first receive
    private final boolean[] waiting;    // asked for a receive, not yet received
    private final long[] wake;          // time of the processor's live event, NEVER if none
    private final long[] head;          // the least pending message (arrival, sender), NEVER if none
    private final LongHeap[] later;     // the other pending messages
    private final LongHeap events = new LongHeap(); // (time, processor); lapsed ones stay until taken
    private long now;
    private long messages;
    private boolean ran;

    public LogPSimulator(LogP model) {
        processors = model.P();
        latency = model.L();
        overhead = model.o();
        gap = model.g();
        idBits = 32 - Integer.numberOfLeadingZeros(Math.max(1, processors - 1));
        idMask = (1L << idBits) - 1;
        latestTime = NEVER >>> idBits;
        clock = new long[processors];
        nextSend = new long[processors];
        nextReceive = new long[processors];
        waiting = new boolean[processors];
        wake = new long[processors];
        head = new long[processors];
        later = new LongHeap[processors];
        Arrays.fill(wake, NEVER);
        Arrays.fill(head, NEVER);
    }

    @Override
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
            long event = events.removeMin();
            long t = event >>> idBits;
            int p = (int) (event & idMask);
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

    @Override
    public int processors() {
        return processors;
    }

    @Override
    public long clock(int p) {
        return clock[p];
    }

    /** Every processor's clock (no copy): after the run, the finish times. */
    @Override
    public long[] finishTimes() {
        return clock;
    }

    @Override
    public long messages() {
        return messages;
    }

    @Override
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
        long message = pack(arrival, p);
        messages++;
        long least = head[to];
        if (message < least) {
            if (least != NEVER) {
                laterOf(to).add(least);
            }
            head[to] = message;
            if (waiting[to]) {
                wakeAt(to, Math.max(clock[to], arrival));
            }
        } else {
            laterOf(to).add(message);
        }
    }

    @Override
    public void receive(int p) {
        if (waiting[p]) {
            throw new IllegalStateException("processor " + p + " asks for two receives at once");
        }
        waiting[p] = true;
    }

    private long pack(long time, int id) {
        if (time > latestTime) {
            throw new ArithmeticException("simulated time " + time + " beyond " + latestTime + " cycles at P = "
                    + processors);
        }
        return time << idBits | id;
    }

    private LongHeap laterOf(int p) {
        LongHeap h = later[p];
        if (h == null) {
            h = new LongHeap();
            later[p] = h;
        }
        return h;
    }

    private void wakeAt(int p, long time) {
        if (time < wake[p]) {
            wake[p] = time;
            events.add(pack(time, p));
        }
    }

    /** Hands {@code p} its messages while it waits and its least pending message is known to be the next. */
    private void receiveWhilePossible(Program program, int p) {
        while (waiting[p]) {
            long message = head[p];
            long a = message == NEVER ? NEVER : message >>> idBits;
            if (a > now) {
                if (a != NEVER) {
                    wakeAt(p, Math.max(clock[p], a));
                }
                return;
            }
            LongHeap rest = later[p];
            head[p] = rest == null || rest.isEmpty() ? NEVER : rest.removeMin();
            long r = Math.max(Math.max(clock[p], a), nextReceive[p]);
            nextReceive[p] = r + gap;
            clock[p] = r + overhead;
            waiting[p] = false;
            program.received(this, p, (int) (message & idMask));
        }
    }
}
