package org.pcmemu.emulator.window;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.jctools.queues.MpscLinkedQueue;

/**
 * One processor's incoming messages: a lock-free JCTools MPSC queue that any sender may offer
 * to, and an owner-side order (by {@link WindowMessage#compareTo}) of what was drained from it: one
 * message in a field, a heap only from the second one on.
 *
 * <p>{@code incomingMin} bounds from below the arrival of every message still in the queue, so
 * the synchronizer can learn a parked processor's earliest pending arrival without draining it:
 * <pre>
 *   sender:  offer(m); CAS incomingMin to min(incomingMin, m.arrival)   (a CAS even if unchanged)
 *   owner:   incomingMin.getAndSet(+inf); then drain
 * </pre>
 * Both sides write incomingMin with a read-modify-write, so they are ordered. A sender's CAS
 * before the owner's getAndSet makes its offer (its swap of the queue's producer node) visible
 * to the drain that follows, and the drain uses {@code poll()}, which waits for every node up
 * to the producer node to be linked; a CAS after the getAndSet reads +inf or a later value and
 * leaves incomingMin at most the arrival. So a message the drain misses always has an arrival
 * of at least incomingMin. A lowering that lands after the drain took its message leaves a value that
 * is still the arrival of a pending (drained, not yet consumable) message, so
 * min(earliest drained, incomingMin) is exactly the earliest pending arrival.
 *
 * <p>{@link #offer} may be called by any thread; every other method only by the owning
 * processor's thread, or by the synchronizer while that processor is parked.
 */
final class Mailbox {
    private static final VarHandle INCOMING_MIN;

    static {
        try {
            INCOMING_MIN = MethodHandles.lookup().findVarHandle(Mailbox.class, "incomingMin", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final MpscLinkedQueue<WindowMessage> incoming = new MpscLinkedQueue<>();
    @SuppressWarnings("unused") // accessed through INCOMING_MIN
    private volatile long incomingMin = Long.MAX_VALUE;
    private WindowMessage single;
    private MessageHeap ordered;

    /** Any thread. Returns true if this lowered the bound, i.e. the synchronizer must look again. */
    boolean offer(WindowMessage m) {
        incoming.offer(m);
        long arrival = m.arrival();
        long current = (long) INCOMING_MIN.getVolatile(this);
        while (true) {
            long next = Math.min(current, arrival);
            long witness = (long) INCOMING_MIN.compareAndExchange(this, current, next);
            if (witness == current) {
                return next < current;
            }
            current = witness;
        }
    }

    /** Moves everything offered so far into the owner-side order; returns its earliest message. */
    WindowMessage drainAndPeek() {
        INCOMING_MIN.getAndSet(this, Long.MAX_VALUE);
        // poll(), not relaxedPoll(): a sender that has swapped in its node but not linked it yet
        // would end a relaxed drain early and hide the messages queued behind it
        for (WindowMessage m = incoming.poll(); m != null; m = incoming.poll()) {
            add(m);
        }
        return peek();
    }

    /** The earliest arrival pending here, drained or not; Long.MAX_VALUE if none (see class comment). */
    long earliestPending(long earliestDrained) {
        return Math.min(earliestDrained, (long) INCOMING_MIN.getVolatile(this));
    }

    WindowMessage poll() {
        if (ordered != null) {
            return ordered.poll();
        }
        WindowMessage m = single;
        single = null;
        return m;
    }

    /** Number of messages still here (owner thread, or after the run). */
    int remaining() {
        drainAndPeek();
        return ordered != null ? ordered.size() : single != null ? 1 : 0;
    }

    private WindowMessage peek() {
        return ordered != null ? ordered.peek() : single;
    }

    private void add(WindowMessage m) {
        if (ordered != null) {
            ordered.add(m);
        } else if (single == null) {
            single = m;
        } else {
            ordered = new MessageHeap();
            ordered.add(single);
            ordered.add(m);
            single = null;
        }
    }
}
