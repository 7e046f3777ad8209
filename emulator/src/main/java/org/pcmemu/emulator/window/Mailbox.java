package org.pcmemu.emulator.window;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One processor's incoming messages: a lock-free multi-producer stack that any sender pushes to
 * and the owner empties in one swap, and an owner-side order (by {@link WindowMessage#compareTo})
 * of what was drained from it: one message in a field, a heap only from the second one on.
 *
 * <p>Why a stack and not a FIFO queue: the owner orders what it drains by model time anyway, so
 * the real-time order of the pushes never matters. The stack is intrusive (each message links to
 * the one pushed before it), so a send allocates nothing but its message, and an idle mailbox is
 * one reference, where an MPSC linked queue costs a padded object of 400 bytes and a node per
 * message. A message is pushed once: it belongs to its destination's mailbox from then on.
 *
 * <p>{@code incomingMin} bounds from below the arrival of every message still on the stack, so
 * the synchronizer can learn a parked processor's earliest pending arrival without draining it:
 * <pre>
 *   sender:  CAS m onto the stack; CAS incomingMin to min(incomingMin, m.arrival)   (a CAS even if unchanged)
 *   owner:   incomingMin.getAndSet(+inf); then take the whole stack with getAndSet(null)
 *            (each skipped when a volatile read finds +inf, or an empty stack, already there)
 * </pre>
 * All are volatile accesses, so they lie in the memory model's one total (synchronization) order,
 * which keeps each thread's program order; an owner's read that finds +inf, or an empty stack,
 * stands for its exchange at that point of the order, which would have changed nothing. A push before the owner's take is
 * drained by it; a push after the take comes after the owner's getAndSet of incomingMin, so the
 * sender's CAS that follows its push reads +inf or a later value and leaves incomingMin at most
 * the arrival. So a message the drain misses always has an arrival of at least incomingMin. A
 * lowering that lands after the drain took its message leaves a value that is still the arrival
 * of a pending (drained, not yet consumable) message, so min(earliest drained, incomingMin) is
 * exactly the earliest pending arrival.
 *
 * <p>{@link #offer} may be called by any thread; every other method only by the owning
 * processor's thread, or by the synchronizer while that processor is parked.
 *
 * <p>The mailbox is the processor's own object ({@link WindowProcessor} extends it), not one it
 * points to: a sender reaches the destination's stack in one load fewer, and a processor is one
 * object fewer.
 */
abstract class Mailbox {
    private static final VarHandle INCOMING;
    private static final VarHandle INCOMING_MIN;

    static {
        try {
            INCOMING = MethodHandles.lookup().findVarHandle(Mailbox.class, "incoming", WindowMessage.class);
            INCOMING_MIN = MethodHandles.lookup().findVarHandle(Mailbox.class, "incomingMin", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through INCOMING: the top of the stack, linked by WindowMessage.below
    private volatile WindowMessage incoming;
    @SuppressWarnings("unused") // accessed through INCOMING_MIN
    private volatile long incomingMin = Long.MAX_VALUE;
    private WindowMessage single;
    private MessageHeap ordered;

    /** Any thread. Returns true if this lowered the bound, i.e. the synchronizer must look again. */
    boolean offer(WindowMessage m) {
        WindowMessage top = (WindowMessage) INCOMING.getVolatile(this);
        while (true) {
            m.below = top;
            WindowMessage witness = (WindowMessage) INCOMING.compareAndExchange(this, top, m);
            if (witness == top) {
                break;
            }
            top = witness;
        }
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
     * while no processor runs. Plain writes, so no locked instruction per message. The deciding
     * threads' barriers and the advancer's volatile writes before any processor resumes order
     * them before the owner's drain.
     */
    void deliver(WindowMessage m) {
        m.below = (WindowMessage) INCOMING.get(this);
        INCOMING.set(this, m);
        long arrival = m.arrival();
        if (arrival < (long) INCOMING_MIN.get(this)) {
            INCOMING_MIN.set(this, arrival);
        }
    }

    /** Moves everything offered so far into the owner-side order; returns its earliest message. */
    WindowMessage drainAndPeek() {
        // Each read that finds nothing to take stands for the exchange at its instant (a reset of
        // a reset minimum, an empty stack taken): the same outcomes, without a locked write per
        // receive when nothing came since the last.
        if ((long) INCOMING_MIN.getVolatile(this) != Long.MAX_VALUE) {
            INCOMING_MIN.getAndSet(this, Long.MAX_VALUE);
        }
        if (INCOMING.getVolatile(this) == null) {
            return peek();
        }
        WindowMessage m = (WindowMessage) INCOMING.getAndSet(this, null);
        while (m != null) {
            WindowMessage below = m.below;
            m.below = null;
            add(m);
            m = below;
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
