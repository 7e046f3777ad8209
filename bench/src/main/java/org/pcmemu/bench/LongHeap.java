package org.pcmemu.bench;

import java.util.Arrays;

/**
 * A 4-ary min-heap of longs in one {@code long[]}: no object per entry; half the depth of a
 * binary heap, and a node's four children share a cache line. {@link #add} only appends; the
 * heap order is restored when the least value is asked for, by sifting the new values up or, if
 * they are more than the ordered ones, by one bottom-up heap construction. {@link LogPSimulator}
 * keeps its events in one (few added between removals, so it behaves as a plain heap) and
 * the later messages to a processor in another (added in any order, often all before the first is
 * taken, then taken in a row while the array is in cache).
 *
 * <p>Note: this class is not threadsafe.
 */
final class LongHeap {
    private long[] heap = new long[8];
    private int size;
    private int ordered; // [0, ordered) is a heap; [ordered, size) was appended since
    // the children of i are 4i+1 .. 4i+4, its parent (i-1)/4

    boolean isEmpty() {
        return size == 0;
    }

    void add(long value) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, 2 * size);
        }
        heap[size++] = value;
    }

    long min() {
        order();
        return heap[0];
    }

    /** Removes and returns the least value. */
    long removeMin() {
        order();
        long top = heap[0];
        int n = --size;
        ordered = n;
        siftDown(0, n, heap[n]);
        return top;
    }

    private void order() {
        if (ordered == size) {
            return;
        }
        if (size - ordered > ordered) {
            for (int i = (size - 2) >> 2; i >= 0; i--) {
                siftDown(i, size, heap[i]);
            }
        } else {
            for (int j = ordered; j < size; j++) {
                siftUp(j, heap[j]);
            }
        }
        ordered = size;
    }

    private void siftUp(int i, long value) {
        long[] h = heap;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (h[parent] <= value) {
                break;
            }
            h[i] = h[parent];
            i = parent;
        }
        h[i] = value;
    }

    /* Puts value at i or below in the heap [0, n), whose subtrees under i are heaps. */
    private void siftDown(int i, int n, long value) {
        long[] h = heap;
        while (true) {
            int first = 4 * i + 1;
            if (first >= n) {
                break;
            }
            int child = first;
            long least = h[first];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                if (h[c] < least) {
                    least = h[c];
                    child = c;
                }
            }
            if (least >= value) {
                break;
            }
            h[i] = least;
            i = child;
        }
        h[i] = value;
    }
}
