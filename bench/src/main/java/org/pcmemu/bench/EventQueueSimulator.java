package org.pcmemu.bench;

import java.util.PriorityQueue;
import org.pcmemu.models.logp.LogP;

/**
 * A plain sequential discrete-event simulator of the LogP rules, written the way a first one is:
 * one {@link PriorityQueue} of event objects, an arrival event for every message, a processor
 * object with a priority queue of the messages that have arrived. The same rules, programs and
 * model times as the tuned {@link LogPSimulator}; a second baseline for the emulator
 * ({@link SimulatorBenchmark}, {@link DesRun}), not a product engine.
 *
 * <pre>
 *   send issued at clock c:   s = max(c, lastSendStart + g)            busy [s, s+o), arrives a = s+o+L
 *   receive issued at c:      the pending message least by (a, sender, sender's sequence number),
 *                             r = max(c, a, lastReceiveStart + g)      busy [r, r+o)
 * </pre>
 *
 * <p>Events, in (time, kind, creation) order: a message's arrival, which puts it in its
 * destination's queue of arrived messages, and "processor p may receive", which hands a waiting
 * processor its least arrived message (at most one queued per processor). At one time arrivals come
 * first, so when a processor receives at time t every message arriving by t is in its queue; a
 * message created at t arrives after t (L + o &gt;= 1), so the least arrived message is the least
 * the processor will ever get, and the receive may take it. A send needs nobody else: a processor's
 * callback computes its sends' starts at once and queues their arrivals. Not simulated, as in
 * {@link LogPSimulator}: the capacity rule.
 *
 * <p>Note: this class is not threadsafe; one instance simulates one run.
 */
public final class EventQueueSimulator implements Simulation {
    private static final int ARRIVAL = 0;
    private static final int RECEIVE = 1;

    /** A message in flight or arrived, ordered by (arrival, sender, sequence). */
    private record Message(long arrival, int sender, long sequence) implements Comparable<Message> {
        @Override
        public int compareTo(Message m) {
            if (arrival != m.arrival) {
                return Long.compare(arrival, m.arrival);
            }
            return sender != m.sender ? Integer.compare(sender, m.sender) : Long.compare(sequence, m.sequence);
        }
    }

    /** An arrival ({@code message} set) or a receive of {@code processor}'s, at {@code time}; ordered by (time, kind, sequence). */
    private record Event(long time, int kind, long sequence, int processor, Message message) implements Comparable<Event> {
        @Override
        public int compareTo(Event e) {
            if (time != e.time) {
                return Long.compare(time, e.time);
            }
            return kind != e.kind ? Integer.compare(kind, e.kind) : Long.compare(sequence, e.sequence);
        }
    }

    /** One processor's state. */
    private static final class Processor {
        long clock;
        long nextSend;      // lastSendStart + g; 0 before the first send
        long nextReceive;   // lastReceiveStart + g; 0 before the first receive
        boolean waiting;
        boolean receiveQueued; // a receive event of this processor is in the queue
        final PriorityQueue<Message> arrived = new PriorityQueue<>();
    }

    private final int processorCount;
    private final long latency;
    private final long overhead;
    private final long gap;
    private final Processor[] processors;
    private final PriorityQueue<Event> events = new PriorityQueue<>();
    private long now;
    private long created;
    private long messages;
    private boolean ran;

    public EventQueueSimulator(LogP model) {
        processorCount = model.P();
        latency = model.L();
        overhead = model.o();
        gap = model.g();
        processors = new Processor[processorCount];
        for (int p = 0; p < processorCount; p++) {
            processors[p] = new Processor();
        }
    }

    @Override
    public EventQueueSimulator run(Program program) {
        if (ran) {
            throw new IllegalStateException("a simulator runs once");
        }
        ran = true;
        for (int p = 0; p < processorCount; p++) {
            program.start(this, p);
        }
        while (!events.isEmpty()) {
            Event e = events.poll();
            now = e.time();
            Processor at = processors[e.processor()];
            if (e.kind() == ARRIVAL) {
                at.arrived.add(e.message());
                if (at.waiting) {
                    queueReceive(at, e.processor());
                }
            } else { // the processor waits and has a message: only this event ends either
                at.receiveQueued = false;
                Message m = at.arrived.poll();
                long r = Math.max(Math.max(at.clock, m.arrival()), at.nextReceive);
                at.nextReceive = r + gap;
                at.clock = r + overhead;
                at.waiting = false;
                program.received(this, e.processor(), m.sender());
            }
        }
        for (int p = 0; p < processorCount; p++) {
            if (processors[p].waiting) {
                throw new IllegalStateException("deadlock: processor " + p + " waits for a message at clock "
                        + processors[p].clock + " that nobody sends");
            }
        }
        return this;
    }

    @Override
    public int processors() {
        return processorCount;
    }

    @Override
    public long clock(int p) {
        return processors[p].clock;
    }

    @Override
    public long[] finishTimes() {
        long[] times = new long[processorCount];
        for (int p = 0; p < processorCount; p++) {
            times[p] = processors[p].clock;
        }
        return times;
    }

    @Override
    public long messages() {
        return messages;
    }

    @Override
    public void send(int p, int to) {
        Processor from = processors[p];
        if (from.waiting) {
            throw new IllegalStateException("processor " + p + " sends after asking for a receive");
        }
        if (to == p || to < 0 || to >= processorCount) {
            throw new IllegalArgumentException("processor " + p + " sends to " + to);
        }
        long s = Math.max(from.clock, from.nextSend);
        from.nextSend = s + gap;
        from.clock = s + overhead;
        messages++;
        Message m = new Message(s + overhead + latency, p, messages);
        schedule(m.arrival(), ARRIVAL, to, m);
    }

    @Override
    public void receive(int p) {
        Processor at = processors[p];
        if (at.waiting) {
            throw new IllegalStateException("processor " + p + " asks for two receives at once");
        }
        at.waiting = true;
        if (!at.arrived.isEmpty()) {
            queueReceive(at, p);
        }
    }

    /*
     * Queues a receive for waiting processor p at max(now, its clock), unless one is queued: that
     * one is at the same time (it is at most now's later values and at least the clock).
     */
    private void queueReceive(Processor at, int p) {
        if (!at.receiveQueued) {
            at.receiveQueued = true;
            schedule(Math.max(now, at.clock), RECEIVE, p, null);
        }
    }

    private void schedule(long time, int kind, int processor, Message message) {
        events.add(new Event(time, kind, created++, processor, message));
    }
}
