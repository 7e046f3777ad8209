package org.pcmemu.emulator.barrier;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.jctools.queues.atomic.unpadded.MpscLinkedAtomicUnpaddedQueue;

/*
 * The fields of a processor that its senders write (JCTools' "...ProducerFields" idea: who writes
 * a field is in its type; the subclasses, down to BarrierProcessor, are the other writers' and the
 * owner's). Messages posted to the processor travel over JCTools' unpadded MPSC linked queue,
 * offered to by any sender and polled by the owner only; the first sender makes it (a CAS from
 * null), so an idle processor costs one reference. The words received in the current step are
 * added atomically by the senders and taken by the step's last arriver. The owner sorts what it
 * polls, so the order of the offers never matters (docs/architecture.md, "The barrier engine's
 * messages"; stress: ProcessorStress.FirstQueue).
 */
abstract class ProcessorIncomingFields {
    private static final VarHandle INCOMING;
    private static final VarHandle RECEIVED;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            INCOMING = lookup.findVarHandle(ProcessorIncomingFields.class, "incoming", MpscLinkedAtomicUnpaddedQueue.class);
            RECEIVED = lookup.findVarHandle(ProcessorIncomingFields.class, "receivedWords", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // accessed through INCOMING
    private volatile MpscLinkedAtomicUnpaddedQueue<BarrierMessage> incoming;
    @SuppressWarnings("unused") // accessed through RECEIVED
    private long receivedWords;

    /* Any sender: counts m's words as received in this step, then offers m. */
    final void offer(BarrierMessage m) {
        RECEIVED.getAndAdd(this, m.words());
        MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue = queue();
        if (queue == null) {
            MpscLinkedAtomicUnpaddedQueue<BarrierMessage> made = new MpscLinkedAtomicUnpaddedQueue<>();
            queue = queueOf(INCOMING.compareAndExchange(this, null, made));
            if (queue == null) {
                queue = made;
            }
        }
        queue.offer(m);
    }

    /*
     * The owner: the next message offered and linked, or null. Every offer that returned before
     * something this thread has seen is reached: a link still missing is that of an offer still
     * in progress, which stands behind every completed one in the queue.
     */
    final BarrierMessage poll() {
        MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue = queue();
        return queue == null ? null : queue.relaxedPoll();
    }

    /* The step's last arriver, while the owner waits: the words received since the last take. */
    final long takeReceivedWords() {
        long r = (long) RECEIVED.getVolatile(this);
        RECEIVED.setVolatile(this, 0L);
        return r;
    }

    private MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queue() {
        return queueOf(INCOMING.getAcquire(this));
    }

    @SuppressWarnings("unchecked") // INCOMING holds only queues of messages
    private static MpscLinkedAtomicUnpaddedQueue<BarrierMessage> queueOf(Object queue) {
        return (MpscLinkedAtomicUnpaddedQueue<BarrierMessage>) queue;
    }
}
