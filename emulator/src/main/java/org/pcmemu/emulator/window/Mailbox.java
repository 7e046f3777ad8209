package org.pcmemu.emulator.window;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.jctools.queues.MessagePassingQueue;
import org.jctools.queues.unpadded.MpscGrowableUnpaddedArrayQueue;
import org.jctools.queues.unpadded.MpscLinkedUnpaddedQueue;

/**
 * One processor's incoming messages: JCTools multi-producer single-consumer queues that any
 * sender offers to and the owner drains, and an owner-side order (by {@link
 * WindowMessage#compareTo}) of what was drained from them: one message in a field, a heap only
 * from the second one on (docs/architecture.md, "One message, send to receive").
 *
 * <p>Two queues, by what a processor receives. The first, made at the mailbox's first message,
 * is {@link MpscLinkedUnpaddedQueue}, JCTools' linked MPSC queue without the cache-line padding of
 * {@code MpscLinkedQueue} (400 bytes an instance): the queue is 16 bytes with compact headers, its
 * stub node 16, and a message's node 16, so a processor that receives one message at a time (a
 * broadcast's, a tree's) pays 48 bytes, and one that never receives a null reference. A sender
 * that finds a message still in it replaces it, for every later offer, with the second: a
 * {@link SecondQueue}, JCTools' array-backed {@link MpscGrowableUnpaddedArrayQueue}, about 120
 * bytes with its first buffer, which costs no node per message, and whose owner reads the
 * messages' references from an array instead of following a chain of nodes other cores wrote, a
 * cache miss each (the all-to-all exchange, where a processor finds its 999 messages waiting:
 * bench/README, "JCTools in the engines"). A sender that read the field before the replacement still offers to the
 * first queue, so the second keeps it and the owner drains both. Neither offer fails or waits:
 * the second queue is bounded at 2^30 messages, past which a sender offers to the first, which
 * is unbounded. The owner orders what it drains by model time anyway, so the real-time order of
 * the offers, within a queue or across the two, never matters.
 *
 * <p>The field moves only forward, null to the first queue to the second, each step a CAS by a
 * sender: the first sender that finds null makes the first queue, the first that finds it
 * holding a message makes the second; a sender whose CAS fails uses the queue that won (its own
 * was never shared). A CAS is a volatile write, so a queue's construction happens before any use
 * through the field. The stress module's {@code MailboxStress.FirstQueue} checks that two first
 * senders share one queue, {@code MoveToSecond} that two senders making the second do, and
 * {@code MoveWhileDraining} that the owner's drain loses nothing while a sender makes it.
 *
 * <p>{@code incomingMin} bounds from below the arrival of every message still in the queues, so
 * the synchronizer can learn a parked processor's earliest pending arrival without draining it:
 * <pre>
 *   sender:  offer m to a queue (a volatile read-modify-write of the queue's producer end);
 *            CAS incomingMin to min(incomingMin, m.arrival)   (a CAS even if unchanged)
 *   owner:   incomingMin.getAndSet(+inf), skipped when a volatile read finds +inf already; then
 *            poll each queue until a poll returns null (its volatile read of the producer end
 *            finds the consumer's: every offer to that queue whose read-modify-write came before
 *            that read was taken)
 * </pre>
 * All are volatile accesses, so they lie in the memory model's one total (synchronization) order,
 * which keeps each thread's program order; an owner's read that finds +inf stands for its
 * exchange at that point of the order, which would have changed nothing. An offer whose
 * read-modify-write comes before the owner's last poll of its queue is drained by it; one after
 * comes after the owner's getAndSet of incomingMin, so the sender's CAS that follows its offer
 * reads +inf or a later value and leaves incomingMin at most the arrival. So a message the drain
 * misses always has an arrival of at least incomingMin. A lowering that lands after the drain
 * took its message leaves a value that is still the arrival of a pending (drained, not yet
 * consumable) message, so min(earliest drained, incomingMin) is exactly the earliest pending
 * arrival. The stress module's {@code MailboxStress.Bound} and {@code BoundOnSecond} check this
 * under the memory model, on either queue.
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
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            QUEUE = lookup.findVarHandle(Mailbox.class, "queue", MessagePassingQueue.class);
            INCOMING_MIN = lookup.findVarHandle(Mailbox.class, "incomingMin", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * The array-backed queue a mailbox moves to at its second pending message, which keeps the
     * first for the owner's drains (class comment). Its first capacity is small, as a processor
     * may hold only two messages at once; it doubles as it fills.
     */
    static final class SecondQueue extends MpscGrowableUnpaddedArrayQueue<WindowMessage> {
        private static final int FIRST_CAPACITY = 8;
        /* JCTools' largest power of two. */
        private static final int BOUND = 1 << 30;

        final MpscLinkedUnpaddedQueue<WindowMessage> first;

        SecondQueue(MpscLinkedUnpaddedQueue<WindowMessage> first) {
            super(FIRST_CAPACITY, BOUND);
            this.first = first;
        }
    }

    @SuppressWarnings("unused") // accessed through QUEUE: null, then the first queue, then a SecondQueue
    private volatile MessagePassingQueue<WindowMessage> queue;
    @SuppressWarnings("unused") // accessed through INCOMING_MIN
    private volatile long incomingMin = Long.MAX_VALUE;
    /* The owner's: what it drained, in model-time order. */
    private WindowMessage single;
    private MessageHeap ordered;

    /** Any thread. Returns true if this lowered the bound, i.e. the synchronizer must look again. */
    boolean offer(WindowMessage m) {
        enqueue(m);
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
     * message (the queue's) instead of two. The deciding threads' barriers and the advancer's
     * volatile writes before any processor resumes order them before the owner's drain.
     */
    void deliver(WindowMessage m) {
        enqueue(m);
        long arrival = m.arrival();
        if (arrival < (long) INCOMING_MIN.get(this)) {
            INCOMING_MIN.set(this, arrival);
        }
    }

    /* Offers m to the mailbox's queue, making the first or the second as the class comment says. */
    @SuppressWarnings("unchecked")
    private void enqueue(WindowMessage m) {
        Object q = QUEUE.getVolatile(this);
        while (true) {
            if (q instanceof SecondQueue second) {
                if (!second.offer(m)) {
                    second.first.offer(m); // 2^30 waiting in the second: the unbounded first takes it
                }
                return;
            }
            MpscLinkedUnpaddedQueue<WindowMessage> first = (MpscLinkedUnpaddedQueue<WindowMessage>) q;
            MessagePassingQueue<WindowMessage> next;
            if (first == null) {
                next = new MpscLinkedUnpaddedQueue<>();
            } else if (first.isEmpty()) { // a hint only: a move or none is safe either way
                first.offer(m);
                return;
            } else {
                next = new SecondQueue(first);
            }
            Object witness = QUEUE.compareAndExchange(this, q, next);
            q = witness == q ? next : witness;
        }
    }

    /** Moves everything offered so far into the owner-side order; returns its earliest message. */
    @SuppressWarnings("unchecked")
    WindowMessage drainAndPeek() {
        // A read that finds +inf stands for the reset at its instant: the same outcomes, without a
        // locked write per receive when nothing came since the last.
        if ((long) INCOMING_MIN.getVolatile(this) != Long.MAX_VALUE) {
            INCOMING_MIN.getAndSet(this, Long.MAX_VALUE);
        }
        Object q = QUEUE.getVolatile(this);
        if (q instanceof SecondQueue second) {
            // the first queue's messages are the older: the heap takes them all newest first
            MessageHeap heap = heap();
            WindowMessage m;
            while ((m = second.first.poll()) != null) {
                heap.stage(m);
            }
            while ((m = second.poll()) != null) {
                heap.stage(m);
            }
            heap.addStaged();
            return heap.peek();
        }
        MpscLinkedUnpaddedQueue<WindowMessage> first = (MpscLinkedUnpaddedQueue<WindowMessage>) q;
        WindowMessage m = first != null ? first.poll() : null;
        if (m != null) {
            WindowMessage next = first.poll();
            if (next == null) {
                add(m);
            } else {
                // Two or more: the heap takes them newest first (MessageHeap's class comment).
                MessageHeap heap = heap();
                heap.stage(m);
                do {
                    heap.stage(next);
                } while ((next = first.poll()) != null);
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
