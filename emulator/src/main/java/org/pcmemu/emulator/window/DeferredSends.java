package org.pcmemu.emulator.window;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * A processor's sends under a capacity rule, waiting for the synchronizer's decision ({@link
 * WindowProcessor#deferSend}); whether it asks is in {@link Recipient}. Made at the processor's
 * first such send. The burst is written by the processor before it asks
 * ({@link WindowProcessor#flushSends}, {@link WindowProcessor#endAfterSends}), the decisions by
 * the deciding thread of its part ({@link DecidingPart}) while it waits; the advancer's handing
 * over of the window orders the two.
 */
final class DeferredSends {
    /* The sends of the current burst, queued and not yet taken. */
    private int count;
    /* The first send of the burst. */
    private int to;
    private long attempt;
    private long sequence;
    private Object payload;
    /* The sends after the first, for a burst of two or more. */
    private Burst later;
    /* Applies the decisions of the sends left deferred at the program's end (endAfterSends); null otherwise. */
    private IntConsumer endedSends;
    /* The decisions: the first here, the later ones in the burst; the count once all are decided. */
    private int decidedCount;
    private WindowMessage firstDecided;
    private long lastDecidedStart = Long.MIN_VALUE;

    /* The processor: the first send of a burst. */
    void first(int destination, long attemptAt, long sequenceNumber, Object body) {
        to = destination;
        attempt = attemptAt;
        sequence = sequenceNumber;
        payload = body;
        count = 1;
    }

    /* The processor: a send after the first of the burst. */
    void addLater(int destination, Object body) {
        if (later == null) {
            later = new Burst();
        }
        later.add(count - 1, destination, body);
        count++;
    }

    /* The sends of the current burst, queued and not yet taken. */
    int count() {
        return count;
    }

    /* The processor, as it asks: none decided yet; apply, for sends left at its program's end, else null. */
    void ask(IntConsumer apply) {
        decidedCount = 0;
        endedSends = apply;
    }

    /* The deciding thread: the burst's first decision. */
    void decidedFirst(WindowMessage m) {
        firstDecided = m;
    }

    /* The deciding thread: all n of the burst's sends are decided. */
    void allDecided(int n) {
        decidedCount = n;
        payload = null;
    }

    /* The deciding thread, once the sends left at a program's end are decided: the model's callback, removed. */
    IntConsumer takeEndedSends() {
        IntConsumer apply = endedSends;
        endedSends = null;
        return apply;
    }

    /* The processor takes the burst's decisions: its last start bounds the next burst's first attempt; returns the burst's size. */
    int taken() {
        int n = count;
        count = 0;
        lastDecidedStart = (n == 1 ? firstDecided : (WindowMessage) later.items[n - 2]).sendStart();
        return n;
    }

    /* The i-th decision of the burst, removed; null if taken or never decided. */
    WindowMessage takeDecided(int i) {
        if (i == 0) {
            WindowMessage m = firstDecided;
            firstDecided = null;
            return m;
        }
        WindowMessage m = (WindowMessage) later.items[i - 1];
        if (i == decidedCount - 1) {
            later = null; // the burst is over: a processor between bursts keeps no burst
        }
        return m;
    }

    long lastDecidedStart() {
        return lastDecidedStart;
    }

    int to() {
        return to;
    }

    long attempt() {
        return attempt;
    }

    long sequence() {
        return sequence;
    }

    Object payload() {
        return payload;
    }

    /* The sends after the first of the current burst; null for a burst of one (the deciding thread, at filing). */
    Burst later() {
        return later;
    }

    /*
     * The deferred sends after the first of a burst: their destinations, and in items each one's
     * payload until the deciding thread of this processor's part has filed it as the current
     * request, then its decision (the message), which the processor takes (takeDecided). The
     * deciding thread reads and writes both arrays through its part (DecidingPart), which keeps
     * them while the burst is decided, not through this object.
     */
    static final class Burst {
        private int[] to = new int[4];
        private Object[] items = new Object[4];

        private void add(int i, int destination, Object payload) {
            if (i == to.length) {
                to = Arrays.copyOf(to, i * 2);
                items = Arrays.copyOf(items, i * 2);
            }
            to[i] = destination;
            items[i] = payload;
        }

        int[] destinations() {
            return to;
        }

        Object[] items() {
            return items;
        }
    }
}
