package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * The send requests of one part's senders in (attempt, sender id) order, for {@link RequestDecider}:
 * a radix heap (Ahuja, Mehlhorn, Orlin and Tarjan, "Faster algorithms for the shortest path
 * problem", 1990) over the attempts, with ties in id order.
 *
 * <p>Why a radix heap fits. The decider takes requests in non-decreasing attempt order, and every
 * request filed after one was taken has a later attempt than it (a band's end is above the
 * attempts it takes, and every new request is at or past that end: the class comment of
 * {@link RequestDecider}). So the keys are monotone, which is all a radix heap needs. Bucket b > 0
 * holds the entries whose key first differs from {@code last} (the least key taken, or 0) in bit
 * b - 1; bucket 0 those equal to it. Filing is an append; taking from an empty bucket 0 moves the
 * lowest non-empty bucket's entries down by their new highest differing bit, each entry at most
 * once per bit. Everything is appends to and scans of arrays, where an indexed binary heap of
 * hundreds of thousands of senders missed the cache on most levels of every sift.
 *
 * <p>In front of the radix heap, a sorted lane: a ring of the requests filed in (attempt, id)
 * order after the lane's last one. The decider files a band's next requests in the order it
 * decides the band, each at its start plus the spacing, so unless a send stalled they come in
 * that order, and most requests are then filed and taken in O(1) array steps, each touching
 * one place in the ring, instead of moving down the heap's buckets. A take compares the lane's
 * first request with the heap's least.
 *
 * <p>A request filed at or before an attempt already taken would have to be decided before it:
 * the decider's argument rules that out, and this queue refuses it rather than decide out of order.
 *
 * <p>Note: this class is not threadsafe; one thread touches it at a time: the advancer, or the
 * deciding thread of its part.
 */
final class RequestQueue {
    private static final int BUCKETS = 64; // keys are non-negative: they differ from last in bits 0..62 at most

    private final long[][] keys = new long[BUCKETS][];
    private final int[][] ids = new int[BUCKETS][];
    private final int[] count = new int[BUCKETS];
    private long occupied; // bit b: bucket b > 0 holds entries
    private int head; // bucket 0's entries before head are taken
    private boolean sorted = true; // bucket 0's entries from head on are in id order
    private long last; // the least key at the last move down: bucket 0's key
    private long taken = Long.MIN_VALUE; // the last key taken; every key filed later must be above it
    private int heapSize; // in the buckets
    private long min; // the buckets' least key, if minKnown
    private boolean minKnown;
    /* The sorted lane: a ring, capacity a power of two; its last entry's (key, id) while not empty. */
    private long[] laneKeys = new long[16];
    private int[] laneIds = new int[16];
    private int laneHead;
    private int laneSize;
    private long laneLastKey;
    private int laneLastId;

    int size() {
        return heapSize + laneSize;
    }

    boolean isEmpty() {
        return heapSize + laneSize == 0;
    }

    /** Files sender {@code id}'s request at {@code key}, an attempt above every one taken so far. */
    void add(int id, long key) {
        if (key <= taken || key < 0) {
            throw new IllegalStateException("a send request of processor " + id + " at " + key
                    + " comes after one at " + taken + " was decided");
        }
        if (laneSize == 0 || key > laneLastKey || (key == laneLastKey && id > laneLastId)) {
            toLane(id, key);
            return;
        }
        int b = bucket(key);
        append(b, id, key);
        if (b == 0) {
            int n = count[0];
            if (n - 1 > head && ids[0][n - 2] > id) {
                sorted = false;
            }
        } else {
            occupied |= 1L << b;
        }
        if (heapSize++ == 0 || (minKnown && key < min)) {
            min = key;
            minKnown = true;
        }
    }

    private void toLane(int id, long key) {
        if (laneSize == laneKeys.length) {
            long[] keys = new long[laneSize * 2];
            int[] lane = new int[laneSize * 2];
            for (int i = 0; i < laneSize; i++) {
                int at = (laneHead + i) & (laneKeys.length - 1);
                keys[i] = laneKeys[at];
                lane[i] = laneIds[at];
            }
            laneKeys = keys;
            laneIds = lane;
            laneHead = 0;
        }
        int at = (laneHead + laneSize++) & (laneKeys.length - 1);
        laneKeys[at] = key;
        laneIds[at] = id;
        laneLastKey = key;
        laneLastId = id;
    }

    /** The least attempt (the queue is not empty). */
    long minKey() {
        if (laneSize == 0) {
            return heapMinKey();
        }
        long lane = laneKeys[laneHead];
        return heapSize == 0 ? lane : Math.min(lane, heapMinKey());
    }

    private long heapMinKey() {
        if (!minKnown) {
            min = head < count[0] ? last : leastOf(Long.numberOfTrailingZeros(occupied));
            minKnown = true;
        }
        return min;
    }

    /** Removes the request with the least (attempt, id) and returns its sender's id (the queue is not empty). */
    int removeMin() {
        if (laneSize > 0) {
            long key = laneKeys[laneHead];
            // on equal keys the heap's least id decides: moving its least key down is safe, since
            // that key is taken now from one side or the other, and every later one is above it
            if (heapSize == 0 || key < heapMinKey() || (key == heapMinKey() && laneIds[laneHead] < heapLeastId())) {
                int id = laneIds[laneHead];
                laneHead = (laneHead + 1) & (laneKeys.length - 1);
                laneSize--;
                taken = key;
                return id;
            }
        }
        heapLeastId();
        int id = ids[0][head++];
        taken = last;
        heapSize--;
        if (head == count[0]) {
            head = 0;
            count[0] = 0;
            minKnown = false;
        }
        return id;
    }

    /* The id of the buckets' least (key, id), moved to bucket 0's head (the buckets are not empty). */
    private int heapLeastId() {
        if (head == count[0]) {
            moveDown();
        }
        if (!sorted) {
            Arrays.sort(ids[0], head, count[0]);
            sorted = true;
        }
        return ids[0][head];
    }

    /* Bucket 0 is empty: the lowest non-empty bucket's least key becomes last; its entries move down. */
    private void moveDown() {
        head = 0;
        count[0] = 0;
        sorted = true;
        int b = Long.numberOfTrailingZeros(occupied);
        long least = minKnown ? min : leastOf(b);
        last = least;
        long[] k = keys[b];
        int[] d = ids[b];
        int n = count[b];
        count[b] = 0;
        occupied &= ~(1L << b);
        int previous = -1;
        for (int i = 0; i < n; i++) {
            long key = k[i];
            int to = bucket(key);
            append(to, d[i], key);
            if (to == 0) {
                if (d[i] < previous) {
                    sorted = false;
                }
                previous = d[i];
            } else {
                occupied |= 1L << to;
            }
        }
        min = least;
        minKnown = true;
    }

    private long leastOf(int b) {
        long[] k = keys[b];
        long least = Long.MAX_VALUE;
        for (int i = 0, n = count[b]; i < n; i++) {
            least = Math.min(least, k[i]);
        }
        return least;
    }

    private int bucket(long key) {
        return 64 - Long.numberOfLeadingZeros(key ^ last);
    }

    private void append(int b, int id, long key) {
        int n = count[b];
        if (keys[b] == null) {
            keys[b] = new long[16];
            ids[b] = new int[16];
        } else if (n == keys[b].length) {
            keys[b] = Arrays.copyOf(keys[b], n * 2);
            ids[b] = Arrays.copyOf(ids[b], n * 2);
        }
        keys[b][n] = key;
        ids[b][n] = id;
        count[b] = n + 1;
    }
}
