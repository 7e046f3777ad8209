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
 * bound, which lets the synchronizer key a parked processor without draining it, on either of its
 * queues and while a sender replaces the first by the second; the first queue, made at the first
 * message, which two first senders must share; and the second, which two senders may make at
 * once. Each case runs its actors at once, then its arbiter as the synchronizer would, once every
 * thread is parked. Cases with the same actors declare them each (jcstress reads only a test
 * class's own methods, not inherited ones).
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

    /**
     * {@link Bound} on the second queue: the mailbox's second message (7) found its first (5)
     * waiting, so senders now offer to the array-backed queue, and the owner has drained both. A
     * sender offers 3 while the owner drains; the synchronizer then finds 3 the earliest, and all
     * three messages.
     */
    @JCStressTest
    @Outcome(id = "3, 3", expect = ACCEPTABLE, desc = "the bound, or the drained message, gives the earliest arrival")
    @Outcome(id = "5, 3", expect = FORBIDDEN, desc = "a message missed by the drain lies below incomingMin")
    @Outcome(expect = FORBIDDEN, desc = "a message lost, or a bound from nowhere")
    @State
    public static class BoundOnSecond extends Mailbox {
        @SuppressWarnings("this-escape") // offer and drainAndPeek are the mailbox's own, final in effect
        public BoundOnSecond() {
            offer(message(1, 5));
            offer(message(4, 7));
            drainAndPeek();
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
     * The move to the second queue: the first holds 5 when two senders offer 3 and 7 at once,
     * each finding a message waiting and making a second queue. One second queue wins and both
     * messages are in a queue the owner drains: the synchronizer, draining, finds all three. A
     * second queue published by a plain write would let one sender's replace the other's with
     * its message in it: a count of 2.
     */
    @JCStressTest
    @Outcome(id = "3, 3", expect = ACCEPTABLE, desc = "every message in a queue the owner drains")
    @Outcome(expect = FORBIDDEN, desc = "a message lost with a replaced queue, or a bound from nowhere")
    @State
    public static class MoveToSecond extends Mailbox {
        @SuppressWarnings("this-escape") // offer is the mailbox's own, final in effect
        public MoveToSecond() {
            offer(message(1, 5));
        }

        @Actor
        public void sender1() {
            offer(message(2, 3));
        }

        @Actor
        public void sender2() {
            offer(message(4, 7));
        }

        @Arbiter
        public void owner(JJ_Result r) {
            r.r1 = earliestPending();
            r.r2 = remaining();
        }
    }

    /**
     * The move while the owner drains: the first queue holds 5; a sender offers 3, moving to the
     * second queue if it finds 5 still there, while the owner drains. The synchronizer then finds
     * 3 the earliest and both messages. A drain that polled only the second queue once it exists
     * would lose 5 when the move comes first: a count of 1.
     */
    @JCStressTest
    @Outcome(id = "3, 2", expect = ACCEPTABLE, desc = "both messages here, the earliest known")
    @Outcome(id = "5, 2", expect = FORBIDDEN, desc = "a message missed by the drain lies below incomingMin")
    @Outcome(expect = FORBIDDEN, desc = "a message lost in the first queue, or a bound from nowhere")
    @State
    public static class MoveWhileDraining extends Mailbox {
        @SuppressWarnings("this-escape") // offer is the mailbox's own, final in effect
        public MoveWhileDraining() {
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
}
