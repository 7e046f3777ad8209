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
    private final long[] keyOf;
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
        keyOf = new long[slots];
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
        return keyOf[heap[0]];
    }

    /** Inserts {@code id} with {@code key}, or moves it to {@code key} if present. */
    void set(int id, long key) {
        id = slot(id);
        int at = positionOf[id];
        if (at < 0) {
            keyOf[id] = key;
            heap[size] = id;
            positionOf[id] = size;
            siftUp(size++);
        } else {
            long old = keyOf[id];
            keyOf[id] = key;
            if (key < old) {
                siftUp(at);
            } else {
                siftDown(at);
            }
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
        if (at < size) {
            heap[at] = last;
            positionOf[last] = at;
            siftDown(at);
            siftUp(positionOf[last]);
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

    private boolean less(int a, int b) {
        return keyOf[a] < keyOf[b] || (keyOf[a] == keyOf[b] && a < b);
    }

    private void siftUp(int at) {
        int id = heap[at];
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!less(id, heap[parent])) {
                break;
            }
            move(heap[parent], at);
            at = parent;
        }
        move(id, at);
    }

    /*
     * Bottom-up: the entry's key only grew (set) or it replaces a removed one, and under a
     * capacity rule a sender decided at the top is re-keyed past most others, so it usually sinks
     * to a leaf. Follow the lesser children to a leaf first (one comparison a level), then climb
     * back while the entry is less than the parent (usually no step): about half the comparisons
     * of the usual loop. The heap order, and so every minimum it gives, is the same.
     */
    private void siftDown(int at) {
        int id = heap[at];
        int start = at;
        int half = size >>> 1;
        while (at < half) {
            int child = 2 * at + 1;
            if (child + 1 < size && less(heap[child + 1], heap[child])) {
                child++;
            }
            move(heap[child], at);
            at = child;
        }
        while (at > start) {
            int parent = (at - 1) >>> 1;
            if (!less(id, heap[parent])) {
                break;
            }
            move(heap[parent], at);
            at = parent;
        }
        move(id, at);
    }

    private void move(int id, int at) {
        heap[at] = id;
        positionOf[id] = at;
    }
}
