package org.pcmemu.emulator.window;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.jctools.queues.unpadded.MpscLinkedUnpaddedQueue;

/**
 * One processor's incoming messages: a JCTools multi-producer single-consumer queue that any
 * sender offers to and the owner drains, and an owner-side order (by {@link
 * WindowMessage#compareTo}) of what was drained from it: one message in a field, a heap only from
 * the second one on (docs/architecture.md, "One message, send to receive").
 *
 * <p>Why this queue: {@link MpscLinkedUnpaddedQueue} is JCTools' linked MPSC queue without the
 * cache-line padding of {@code MpscLinkedQueue} (400 bytes an instance): the queue is 16 bytes
 * with compact headers, its stub node 16, and a message's node 16, where the padded one costs an
 * idle processor 400. It is unbounded, so a send never fails or waits, and an offer is one
 * exchange, whatever the count of producers. The owner orders what it drains by model time
 * anyway, so the real-time order of the offers never matters. The queue is made at the mailbox's
 * first message (see {@link #queue}), so a processor that never receives pays one null
 * reference for it; once made, it stays (an emptied queue holds only its stub node).
 *
 * <p>{@code incomingMin} bounds from below the arrival of every message still in the queue, so
 * the synchronizer can learn a parked processor's earliest pending arrival without draining it:
 * <pre>
 *   sender:  offer m (an exchange of the queue's producer node); CAS incomingMin to
 *            min(incomingMin, m.arrival)   (a CAS even if unchanged)
 *   owner:   incomingMin.getAndSet(+inf), skipped when a volatile read finds +inf already; then
 *            poll until a poll returns null (its volatile read of the producer node finds the
 *            consumer node: every offer whose exchange came before that read was taken)
 * </pre>
 * All are volatile accesses, so they lie in the memory model's one total (synchronization) order,
 * which keeps each thread's program order; an owner's read that finds +inf stands for its
 * exchange at that point of the order, which would have changed nothing. An offer whose exchange
 * comes before the owner's last poll is drained by it; one after comes after the owner's
 * getAndSet of incomingMin, so the sender's CAS that follows its offer reads +inf or a later
 * value and leaves incomingMin at most the arrival. So a message the drain misses always has an
 * arrival of at least incomingMin. A lowering that lands after the drain took its message leaves
 * a value that is still the arrival of a pending (drained, not yet consumable) message, so
 * min(earliest drained, incomingMin) is exactly the earliest pending arrival. The stress module's
 * {@code MailboxStress.Bound} checks this under the memory model.
 *
 * <p>{@link #offer} may be called by any thread; every other method only by the owning
 * processor's thread, or by the synchronizer while that processor is parked.
 *
 * <p>The mailbox is the processor's own object ({@link WindowProcessor} extends it), not one it
 * points to: a sender reaches the destination's queue in one load fewer, and a processor is one
 * object fewer.
 */
abstract class Mailbox {
    private static final VarHandle QUEUE;
    private static final VarHandle INCOMING_MIN;

    static {
        try {
            QUEUE = MethodHandles.lookup().findVarHandle(Mailbox.class, "queue", MpscLinkedUnpaddedQueue.class);
            INCOMING_MIN = MethodHandles.lookup().findVarHandle(Mailbox.class, "incomingMin", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through QUEUE: null until the first message
    private volatile MpscLinkedUnpaddedQueue<WindowMessage> queue;
    @SuppressWarnings("unused") // accessed through INCOMING_MIN
    private volatile long incomingMin = Long.MAX_VALUE;
    /* The owner's: what it drained, in model-time order. */
    private WindowMessage single;
    private MessageHeap ordered;

    /** Any thread. Returns true if this lowered the bound, i.e. the synchronizer must look again. */
    boolean offer(WindowMessage m) {
        queue().offer(m);
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

    /**
     * {@link #offer} for a caller that is, until a later synchronizing action hands the mailbox on,
     * its only writer while its owner is parked: the deciding thread of the destination's part
     * under a capacity rule ({@code RequestDecider}), which creates every message of such a run
     * while no processor runs. The bound is lowered by plain writes, so one locked instruction per
     * message (the queue's exchange) instead of two. The deciding threads' barriers and the
     * advancer's volatile writes before any processor resumes order them before the owner's drain.
     */
    void deliver(WindowMessage m) {
        queue().offer(m);
        long arrival = m.arrival();
        if (arrival < (long) INCOMING_MIN.get(this)) {
            INCOMING_MIN.set(this, arrival);
        }
    }

    /*
     * The queue, made by the first sender that finds none: each sender that finds null makes one
     * and publishes it by CAS; the losers use the winner's (their own was never shared). The CAS
     * is a volatile write, so the queue's construction happens before any use through the field.
     * The stress module's MailboxStress.FirstQueue checks that two first senders share one queue.
     */
    @SuppressWarnings("unchecked")
    private MpscLinkedUnpaddedQueue<WindowMessage> queue() {
        MpscLinkedUnpaddedQueue<WindowMessage> q = (MpscLinkedUnpaddedQueue<WindowMessage>) QUEUE.getVolatile(this);
        if (q == null) {
            MpscLinkedUnpaddedQueue<WindowMessage> made = new MpscLinkedUnpaddedQueue<>();
            q = (MpscLinkedUnpaddedQueue<WindowMessage>) QUEUE.compareAndExchange(this, null, made);
            if (q == null) {
                q = made;
            }
        }
        return q;
    }

    /** Moves everything offered so far into the owner-side order; returns its earliest message. */
    @SuppressWarnings("unchecked")
    WindowMessage drainAndPeek() {
        // A read that finds +inf stands for the reset at its instant: the same outcomes, without a
        // locked write per receive when nothing came since the last.
        if ((long) INCOMING_MIN.getVolatile(this) != Long.MAX_VALUE) {
            INCOMING_MIN.getAndSet(this, Long.MAX_VALUE);
        }
        MpscLinkedUnpaddedQueue<WindowMessage> q = (MpscLinkedUnpaddedQueue<WindowMessage>) QUEUE.getVolatile(this);
        WindowMessage m = q != null ? q.poll() : null;
        if (m != null) {
            WindowMessage next = q.poll();
            if (next == null) {
                add(m);
            } else {
                // Two or more: the heap takes them newest first (MessageHeap's class comment).
                MessageHeap heap = heap();
                heap.stage(m);
                do {
                    heap.stage(next);
                } while ((next = q.poll()) != null);
                heap.addStaged();
            }
        }
        return peek();
    }

    /**
     * The earliest arrival pending here, drained or not; Long.MAX_VALUE if none (see class
     * comment). The owner's thread, or the synchronizer's while the owner is parked.
     */
    long earliestPending() {
        long drained = ordered != null ? ordered.earliestArrival() : single != null ? single.arrival() : Long.MAX_VALUE;
        return Math.min(drained, (long) INCOMING_MIN.getVolatile(this));
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
        if (ordered == null && single == null) {
            single = m;
        } else {
            heap().add(m);
        }
    }

    /* The owner-side heap, made at the second message pending at once. */
    private MessageHeap heap() {
        if (ordered == null) {
            ordered = new MessageHeap();
            if (single != null) {
                ordered.add(single);
                single = null;
            }
        }
        return ordered;
    }
}
