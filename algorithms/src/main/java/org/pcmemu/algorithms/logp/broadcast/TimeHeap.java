package org.pcmemu.algorithms.logp.broadcast;

import java.util.Arrays;

/**
 * A binary min-heap of (time, id) entries, ordered by time then id, for building schedules (the
 * universal broadcast tree, Σ-optimality). Primitive arrays, no boxing.
 *
 * <p>Note: this class is not threadsafe.
 */
final class TimeHeap {
    private long[] times = new long[64];
    private int[] ids = new int[64];
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

    void add(long time, int id) {
        if (size == times.length) {
            times = Arrays.copyOf(times, size * 2);
            ids = Arrays.copyOf(ids, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(time, id, times[parent], ids[parent])) {
                break;
            }
            times[i] = times[parent];
            ids[i] = ids[parent];
            i = parent;
        }
        times[i] = time;
        ids[i] = id;
    }

    /** The id of the earliest entry. */
    int minId() {
        return ids[0];
    }

    /** Removes the earliest entry and returns its id. */
    int removeMin() {
        int top = ids[0];
        int n = --size;
        long time = times[n];
        int id = ids[n];
        int i = 0;
        int half = n >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < n && less(times[right], ids[right], times[child], ids[child])) {
                child = right;
            }
            if (!less(times[child], ids[child], time, id)) {
                break;
            }
            times[i] = times[child];
            ids[i] = ids[child];
            i = child;
        }
        if (n > 0) {
            times[i] = time;
            ids[i] = id;
        }
        return top;
    }

    private static boolean less(long t1, int p1, long t2, int p2) {
        return t1 < t2 || (t1 == t2 && p1 < p2);
    }
}
