package org.pcmemu.bench;

import java.util.Arrays;

/**
 * A binary min-heap of (key, tag) pairs of longs, ordered by key, then tag, stored interleaved
 * in one {@code long[]}: no object per entry. {@link LogPSimulator} keeps its events in one
 * (time, processor) and the later messages of a processor in one (arrival, sender and sequence).
 *
 * <p>Note: this class is not threadsafe.
 */
final class PairHeap {
    private long[] pairs;
    private int size;

    PairHeap(int capacity) {
        pairs = new long[2 * Math.max(1, capacity)];
    }

    boolean isEmpty() {
        return size == 0;
    }

    long minKey() {
        return pairs[0];
    }

    long minTag() {
        return pairs[1];
    }

    void add(long key, long tag) {
        if (2 * size == pairs.length) {
            pairs = Arrays.copyOf(pairs, 4 * size);
        }
        long[] h = pairs;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!less(key, tag, h[2 * parent], h[2 * parent + 1])) {
                break;
            }
            move(h, parent, i);
            i = parent;
        }
        put(h, i, key, tag);
    }

    /** Removes the least pair (read it first with {@link #minKey} and {@link #minTag}). */
    void removeMin() {
        long[] h = pairs;
        int n = --size;
        long key = h[2 * n];
        long tag = h[2 * n + 1];
        int i = 0;
        int half = n >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < n && less(h[2 * right], h[2 * right + 1], h[2 * child], h[2 * child + 1])) {
                child = right;
            }
            if (!less(h[2 * child], h[2 * child + 1], key, tag)) {
                break;
            }
            move(h, child, i);
            i = child;
        }
        put(h, i, key, tag);
    }

    private static void move(long[] h, int from, int to) {
        put(h, to, h[2 * from], h[2 * from + 1]);
    }

    private static void put(long[] h, int i, long key, long tag) {
        h[2 * i] = key;
        h[2 * i + 1] = tag;
    }

    static boolean less(long key1, long tag1, long key2, long tag2) {
        return key1 < key2 || (key1 == key2 && tag1 < tag2);
    }
}
