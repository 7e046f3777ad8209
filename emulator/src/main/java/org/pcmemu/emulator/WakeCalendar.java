package org.pcmemu.emulator;

import java.util.Arrays;

/**
 * A binary min-heap of (model time, processor) wake-up entries, ordered by time then
 * processor. Primitive arrays, no boxing.
 *
 * <p>Note: this class is not threadsafe; only the thread advancing the window touches it.
 */
final class WakeCalendar {
    private long[] times = new long[64];
    private int[] processors = new int[64];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    long minTime() {
        return times[0];
    }

    void add(long time, int processor) {
        if (size == times.length) {
            times = Arrays.copyOf(times, size * 2);
            processors = Arrays.copyOf(processors, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(time, processor, times[parent], processors[parent])) {
                break;
            }
            times[i] = times[parent];
            processors[i] = processors[parent];
            i = parent;
        }
        times[i] = time;
        processors[i] = processor;
    }

    /** Removes the earliest entry and returns its processor. */
    int removeMin() {
        int top = processors[0];
        int n = --size;
        long time = times[n];
        int processor = processors[n];
        int i = 0;
        int half = n >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < n && less(times[right], processors[right], times[child], processors[child])) {
                child = right;
            }
            if (!less(times[child], processors[child], time, processor)) {
                break;
            }
            times[i] = times[child];
            processors[i] = processors[child];
            i = child;
        }
        if (n > 0) {
            times[i] = time;
            processors[i] = processor;
        }
        return top;
    }

    private static boolean less(long t1, int p1, long t2, int p2) {
        return t1 < t2 || (t1 == t2 && p1 < p2);
    }
}
