package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.jctools.queues.unpadded.MpscLinkedUnpaddedQueue;
import org.junit.jupiter.api.Test;

/**
 * The mailbox's two queues on one thread (the concurrent cases are the stress module's
 * {@code MailboxStress}): which queue holds the messages, and that a drain hands every message
 * over in {@link WindowMessage#compareTo} order whichever queue it came through.
 */
class MailboxTest {
    private static final class Box extends Mailbox {
    }

    private static WindowMessage message(int from, long sequence, long arrival) {
        return new WindowMessage(from, 0, sequence, 0, arrival, null);
    }

    private static Object queueOf(Mailbox box) throws ReflectiveOperationException {
        Field f = Mailbox.class.getDeclaredField("queue");
        f.setAccessible(true);
        return f.get(box);
    }

    @Test
    void oneMessageAtATimeStaysOnTheLinkedQueue() throws ReflectiveOperationException {
        Box box = new Box();
        assertNull(queueOf(box), "no queue before the first message");
        for (int i = 0; i < 100; i++) {
            WindowMessage m = message(1, i, 10 + i);
            box.offer(m);
            assertSame(m, box.drainAndPeek());
            assertSame(m, box.poll());
            assertNull(box.drainAndPeek());
        }
        assertInstanceOf(MpscLinkedUnpaddedQueue.class, queueOf(box), "never two messages waiting at once");
    }

    @Test
    void aSecondMessageWaitingMovesToTheArrayQueue() throws ReflectiveOperationException {
        Box box = new Box();
        box.offer(message(1, 0, 5));
        assertInstanceOf(MpscLinkedUnpaddedQueue.class, queueOf(box));
        box.offer(message(2, 0, 3));
        assertInstanceOf(Mailbox.SecondQueue.class, queueOf(box), "the second found the first waiting");
        assertEquals(3, box.earliestPending());
        assertEquals(3, box.drainAndPeek().arrival());
        assertEquals(2, box.remaining());
    }

    @Test
    void everyMessageComesOutInOrderFromBothQueues() throws ReflectiveOperationException {
        Random random = new Random(40);
        Box box = new Box();
        List<WindowMessage> sent = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            WindowMessage m = message(random.nextInt(50), i, random.nextInt(300));
            sent.add(m);
            if (i % 7 == 3) {
                // a sender that read the field before the move: it still offers to the first queue
                ((Mailbox.SecondQueue) queueOf(box)).first.offer(m);
            } else {
                box.offer(m);
            }
            if (i % 100 == 99) {
                box.drainAndPeek(); // drains between offers, as the owner does
            }
        }
        Collections.sort(sent);
        List<WindowMessage> received = new ArrayList<>();
        while (box.drainAndPeek() != null) {
            received.add(box.poll());
        }
        assertEquals(sent, received);
    }
}
