package org.pcmemu.emulator.window;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.JJ_Result;
import org.openjdk.jcstress.infra.results.J_Result;

/**
 * The window engine's mailbox ({@link Mailbox}) under the memory model: its {@code incomingMin}
 * bound, which lets the synchronizer key a parked processor without draining it, and the queue
 * made at the first message, which two first senders must share. Each case runs its actors at
 * once, then its arbiter as the synchronizer would, once every thread is parked.
 */
public final class MailboxStress {
    private MailboxStress() {
    }

    static WindowMessage message(int from, long arrival) {
        return new WindowMessage(from, 0, 0, 0, arrival, null);
    }

    /**
     * A sender offers a message arriving at 3 while the owner drains a mailbox that holds one
     * arriving at 5. Whether or not the drain took the new message, the earliest pending arrival
     * the synchronizer reads afterwards (earliest drained, or incomingMin) is 3, and both messages
     * are there. A drain that reset incomingMin after taking the queue, not before, could miss the
     * new message and then erase its lowering: (5, 2).
     */
    @JCStressTest
    @Outcome(id = "3, 2", expect = ACCEPTABLE, desc = "the bound, or the drained message, gives the earliest arrival")
    @Outcome(id = "5, 2", expect = FORBIDDEN, desc = "a message missed by the drain lies below incomingMin")
    @Outcome(expect = FORBIDDEN, desc = "a message lost, or a bound from nowhere")
    @State
    public static class Bound extends Mailbox {
        @SuppressWarnings("this-escape") // offer is the mailbox's own, final in effect
        public Bound() {
            offer(message(1, 5));
        }

        @Actor
        public void sender() {
            offer(message(2, 3));
        }

        @Actor
        public void owner() {
            drainAndPeek();
        }

        @Arbiter
        public void synchronizer(JJ_Result r) {
            r.r1 = earliestPending();
            r.r2 = remaining();
        }
    }

    /**
     * Two senders offer the first messages of a mailbox at once, both making its queue: one queue
     * wins, and both messages are in it. A queue published by a plain write would let the second
     * sender's replace the first's with its message in it: 1.
     */
    @JCStressTest
    @Outcome(id = "2", expect = ACCEPTABLE, desc = "both first senders offered to one queue")
    @Outcome(id = "1", expect = FORBIDDEN, desc = "a queue, and its message, replaced by another sender's")
    @Outcome(expect = FORBIDDEN, desc = "messages from nowhere")
    @State
    public static class FirstQueue extends Mailbox {
        @Actor
        public void sender1() {
            offer(message(1, 5));
        }

        @Actor
        public void sender2() {
            offer(message(2, 7));
        }

        @Arbiter
        public void owner(J_Result r) {
            r.r1 = remaining();
        }
    }
}
