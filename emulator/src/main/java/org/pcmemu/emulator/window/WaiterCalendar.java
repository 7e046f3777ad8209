package org.pcmemu.emulator.window;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * The window synchronizer's calendar of waiting processors: at most one key per processor (the
 * model time before which it cannot act), and the ids keyed below a window's end taken out in
 * any order. A bucket per distinct key and a small heap of the distinct keys, so setting a key
 * and taking a processor cost O(1) plus O(log K) per bucket for K distinct keys, where an indexed
 * heap over processors would cost O(log P) per processor: many processors share few keys (in a
 * broadcast a million processors wait on about a hundred times), and the heap's sifts over P
 * entries were the advancer's main cost at P = 10^6.
 *
 * <p>Entries are removed lazily: {@link #set} appends the id to its new key's bucket and
 * {@link #remove} only forgets the key; an entry whose id's key is no longer that bucket's time
 * (or that was taken already) is skipped and dropped when its bucket is reached.
 *
 * <p>The order in which ids of one key are taken is not defined: the synchronizer only wakes
 * them, and what a woken processor does depends on model time alone. (Send requests, whose
 * (attempt, id) order decides the model's outcome, use the ordered {@link RequestQueue}.)
 *
 * <p>Note: this class is not threadsafe; only the thread advancing the window touches it.
 */
final class WaiterCalendar {
    private static final long NONE = Long.MIN_VALUE;

    private final long[] keyOf;
    private final Long2ObjectHashMap<Bucket> buckets = new Long2ObjectHashMap<>();
    private final ArrayDeque<Bucket> spare = new ArrayDeque<>();
    private long[] times = new long[16]; // binary min-heap of the buckets' keys
    private int timeCount;

    WaiterCalendar(int processors) {
        keyOf = new long[processors];
        Arrays.fill(keyOf, NONE);
    }

    boolean isEmpty() {
        return !settle();
    }

    /** The least key; only if not {@link #isEmpty}. */
    long minKey() {
        settle();
        return times[0];
    }

    /** Keys {@code id} by {@code key} (at least 0), whether or not it had a key. */
    void set(int id, long key) {
        if (keyOf[id] == key) {
            return;
        }
        keyOf[id] = key;
        Bucket b = buckets.get(key);
        if (b == null) {
            b = spare.isEmpty() ? new Bucket() : spare.pop();
            buckets.put(key, b);
            pushTime(key);
        }
        b.add(id);
    }

    /** Forgets {@code id}'s key, if it has one. */
    void remove(int id) {
        keyOf[id] = NONE;
    }

    /** Takes a processor with the least key and returns its id; only if not {@link #isEmpty}. */
    int removeMin() {
        settle();
        Bucket b = buckets.get(times[0]);
        int id = b.take();
        keyOf[id] = NONE;
        return id;
    }

    /*
     * Drops stale entries and empty buckets until the least bucket's next entry is live; returns
     * whether there is one.
     */
    private boolean settle() {
        while (timeCount > 0) {
            long time = times[0];
            Bucket b = buckets.get(time);
            if (b.skipStale(keyOf, time)) {
                return true;
            }
            buckets.remove(time);
            b.clear();
            spare.push(b);
            popTime();
        }
        return false;
    }

    private void pushTime(long time) {
        if (timeCount == times.length) {
            times = Arrays.copyOf(times, timeCount * 2);
        }
        int at = timeCount++;
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (times[parent] <= time) {
                break;
            }
            times[at] = times[parent];
            at = parent;
        }
        times[at] = time;
    }

    private void popTime() {
        long last = times[--timeCount];
        int at = 0;
        int half = timeCount >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            if (child + 1 < timeCount && times[child + 1] < times[child]) {
                child++;
            }
            if (times[child] >= last) {
                break;
            }
            times[at] = times[child];
            at = child;
        }
        if (timeCount > 0) {
            times[at] = last;
        }
    }

    /* The ids keyed (or once keyed) at one time, in the order they were set; next: first not taken. */
    private static final class Bucket {
        private int[] ids = new int[8];
        private int size;
        private int next;

        void add(int id) {
            if (size == ids.length) {
                ids = Arrays.copyOf(ids, size * 2);
            }
            ids[size++] = id;
        }

        /* Skips the entries whose id is no longer keyed at time; whether a live one is left. */
        boolean skipStale(long[] keyOf, long time) {
            while (next < size && keyOf[ids[next]] != time) {
                next++;
            }
            return next < size;
        }

        /* The next live entry, taken (after skipStale found one). */
        int take() {
            return ids[next++];
        }

        void clear() {
            next = 0;
            size = 0;
        }
    }
}
