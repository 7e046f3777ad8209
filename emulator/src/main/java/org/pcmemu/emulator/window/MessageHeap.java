package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * A binary min-heap of messages in {@link WindowMessage#compareTo} order, with the arrival times kept
 * in a parallel primitive array so that sifting mostly compares longs in one cache-friendly
 * array; sender and sequence are read only to break ties.
 *
 * <p>Note: this class is not threadsafe; only the mailbox's owner touches it.
 */
final class MessageHeap {
    private long[] arrivals = new long[8];
    private WindowMessage[] messages = new WindowMessage[8];
    private int size;

    int size() {
        return size;
    }

    WindowMessage peek() {
        return size == 0 ? null : messages[0];
    }

    void add(WindowMessage m) {
        if (size == messages.length) {
            arrivals = Arrays.copyOf(arrivals, size * 2);
            messages = Arrays.copyOf(messages, size * 2);
        }
        long a = m.arrival();
        int at = size++;
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!before(a, m, parent)) {
                break;
            }
            put(at, arrivals[parent], messages[parent]);
            at = parent;
        }
        put(at, a, m);
    }

    WindowMessage poll() {
        if (size == 0) {
            return null;
        }
        WindowMessage top = messages[0];
        int n = --size;
        long a = arrivals[n];
        WindowMessage m = messages[n];
        messages[n] = null;
        int at = 0;
        int half = n >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            int right = child + 1;
            if (right < n && before(arrivals[right], messages[right], child)) {
                child = right;
            }
            if (!precedes(arrivals[child], messages[child], a, m)) {
                break;
            }
            put(at, arrivals[child], messages[child]);
            at = child;
        }
        if (n > 0) {
            put(at, a, m);
        }
        return top;
    }

    /* Whether (a, m) orders before the entry at index i. */
    private boolean before(long a, WindowMessage m, int i) {
        return a < arrivals[i] || (a == arrivals[i] && m.compareTo(messages[i]) < 0);
    }

    /* Whether (a1, m1) orders before (a2, m2). */
    private static boolean precedes(long a1, WindowMessage m1, long a2, WindowMessage m2) {
        return a1 < a2 || (a1 == a2 && m1.compareTo(m2) < 0);
    }

    private void put(int i, long a, WindowMessage m) {
        arrivals[i] = a;
        messages[i] = m;
    }
}
