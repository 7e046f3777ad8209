package org.pcmemu.emulator;

import java.util.PriorityQueue;
import org.jctools.queues.MpscLinkedQueue;

/**
 * One processor's incoming messages: a lock-free JCTools MPSC queue that any sender may offer
 * to, and an owner-side heap that orders what was drained by {@link Message#compareTo}.
 *
 * <p>{@link #offer} may be called by any thread; every other method only by the owning
 * processor's thread (or by the synchronizer while that processor is parked).
 */
final class Mailbox {
    private final MpscLinkedQueue<Message> incoming = new MpscLinkedQueue<>();
    private PriorityQueue<Message> ordered;

    void offer(Message m) {
        incoming.offer(m);
    }

    /** Moves everything offered so far into the ordered heap; returns its earliest message. */
    Message drainAndPeek() {
        Message m = incoming.relaxedPoll();
        if (m != null) {
            if (ordered == null) {
                ordered = new PriorityQueue<>();
            }
            do {
                ordered.add(m);
                m = incoming.relaxedPoll();
            } while (m != null);
        }
        return ordered == null ? null : ordered.peek();
    }

    Message poll() {
        return ordered.poll();
    }

    /** Number of messages still here (owner thread, or after the run). */
    int remaining() {
        drainAndPeek();
        return ordered == null ? 0 : ordered.size();
    }
}
