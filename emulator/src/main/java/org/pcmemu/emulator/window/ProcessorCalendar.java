package org.pcmemu.emulator.window;

import java.util.Arrays;

/**
 * An indexed binary min-heap with at most one entry per processor, keyed by the model time of
 * that processor's earliest pending message (ties: lower id first). Keys move both ways
 * ({@link #set}); the heap never holds more than P entries, so each window costs
 * O((processors touched) log P), whatever the number of messages.
 *
 * <p>A calendar may hold one part of the processors only: those whose id is {@code part} modulo
 * {@code parts} ({@link RequestDecider} keeps one per part). It then stores each by its slot,
 * id / parts, which orders the part's ids as the ids themselves.
 *
 * <p>Note: this class is not threadsafe; one thread touches it at a time: the advancer, or the
 * deciding thread of its part ({@link RequestDecider}).
 */
final class ProcessorCalendar {
    /* heap[i] is a slot and heapKey[i] its key: the keys a sift compares lie side by side, with no load through the slot. */
    private final long[] heapKey;
    private final int[] positionOf;
    private final int[] heap;
    private final int parts;
    private final int part;
    private int size;

    /** A calendar of the processors whose id is {@code part} modulo {@code parts}. */
    ProcessorCalendar(int processors, int parts, int part) {
        int slots = (processors - part + parts - 1) / parts;
        this.parts = parts;
        this.part = part;
        heapKey = new long[slots];
        positionOf = new int[slots];
        heap = new int[slots];
        Arrays.fill(positionOf, -1);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    long minKey() {
        return heapKey[0];
    }

    /** Inserts {@code id} with {@code key}, or moves it to {@code key} if present. */
    void set(int id, long key) {
        id = slot(id);
        int at = positionOf[id];
        if (at < 0) {
            siftUp(size++, id, key);
        } else if (key < heapKey[at]) {
            siftUp(at, id, key);
        } else {
            siftDown(at, id, key);
        }
    }

    /** Removes {@code id} if present. */
    void remove(int id) {
        removeSlot(slot(id));
    }

    private void removeSlot(int id) {
        int at = positionOf[id];
        if (at < 0) {
            return;
        }
        positionOf[id] = -1;
        int last = heap[--size];
        long lastKey = heapKey[size];
        if (at < size) {
            siftDown(at, last, lastKey);
            siftUp(positionOf[last], last, lastKey);
        }
    }

    /** The id of the entry with the least key (the calendar is not empty). */
    int minId() {
        return heap[0] * parts + part;
    }

    /** Removes the entry with the least key and returns its id. */
    int removeMin() {
        int top = heap[0];
        removeSlot(top);
        return top * parts + part;
    }

    private int slot(int id) {
        return parts == 1 ? id : id / parts;
    }

    /* Whether (key a, slot i) precedes the entry at position j. */
    private boolean less(long a, int i, int j) {
        long b = heapKey[j];
        return a < b || (a == b && i < heap[j]);
    }

    /* Places (id, key) at or above position at. */
    private void siftUp(int at, int id, long key) {
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!less(key, id, parent)) {
                break;
            }
            move(parent, at);
            at = parent;
        }
        place(id, key, at);
    }

    /*
     * Bottom-up: the entry's key only grew (set) or it replaces a removed one, and under a
     * capacity rule a sender decided at the top is re-keyed past most others, so it usually sinks
     * to a leaf. Follow the lesser children to a leaf first (one comparison a level), then climb
     * back while the entry is less than the parent (usually no step): about half the comparisons
     * of the usual loop. The heap order, and so every minimum it gives, is the same.
     */
    private void siftDown(int at, int id, long key) {
        int start = at;
        int half = size >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            if (child + 1 < size && less(heapKey[child + 1], heap[child + 1], child)) {
                child++;
            }
            move(child, at);
            at = child;
        }
        while (at > start) {
            int parent = (at - 1) >>> 1;
            if (!less(key, id, parent)) {
                break;
            }
            move(parent, at);
            at = parent;
        }
        place(id, key, at);
    }

    /* Moves the entry at position from to position to. */
    private void move(int from, int to) {
        int id = heap[from];
        heap[to] = id;
        heapKey[to] = heapKey[from];
        positionOf[id] = to;
    }

    private void place(int id, long key, int at) {
        heap[at] = id;
        heapKey[at] = key;
        positionOf[id] = at;
    }
}
