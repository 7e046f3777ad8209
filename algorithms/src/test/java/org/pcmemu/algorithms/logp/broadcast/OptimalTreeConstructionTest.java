package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The optimal tree's two constructions, by a heap of (label, parent) candidates and by buckets
 * of labels with two queues each, give the same parent of every node: over a grid of machines
 * that includes L = 0, o = 0, g below and above o, d equal to L + 2o, and labels that wrap
 * around the buckets many times.
 */
class OptimalTreeConstructionTest {

    @Test
    void bucketsAndHeapGiveTheSameParentsOverAGridOfMachines() {
        int machines = 0;
        for (int P : new int[] {1, 2, 3, 4, 5, 7, 8, 16, 33, 100, 257, 1000, 4097}) {
            for (long L : new long[] {0, 1, 2, 3, 6, 10, 37}) {
                for (long o : new long[] {0, 1, 2, 5}) {
                    for (long g : new long[] {0, 1, 2, 4, 7, 9, 20, 50}) {
                        long first = L + 2 * o;
                        long d = Math.max(g, o);
                        if (d < 1) {
                            continue; // the buckets need d >= 1; optimal() takes the heap then
                        }
                        int[] heap = BroadcastTree.optimalByHeap(P, first, d);
                        int[] buckets = BroadcastTree.optimalByBuckets(P, first, d);
                        assertArrayEquals(heap, buckets, "P=" + P + " L=" + L + " o=" + o + " g=" + g);
                        machines++;
                    }
                }
            }
        }
        assertEquals(13 * 7 * 4 * 8 - 13 * 7, machines); // every machine but those with g = o = 0
    }

    @Test
    void aLargeTreeIsTheSameBothWaysAndThroughTheEntryPoint() {
        int P = 200_000;
        int[] heap = BroadcastTree.optimalByHeap(P, 6 + 2 * 2, 4);
        assertArrayEquals(heap, BroadcastTree.optimalByBuckets(P, 10, 4));
        BroadcastTree tree = BroadcastTree.optimal(P, 6, 2, 4);
        for (int i = 1; i < P; i++) {
            assertEquals(heap[i], tree.parent(i));
        }
    }

    @Test
    void withoutGapOrOverheadTheRootSendsToEveryoneItself() {
        // g = o = 0: the heap's case (d = 0); the root's next child is due at once, every time
        BroadcastTree tree = BroadcastTree.optimal(50, 6, 0, 0);
        assertEquals(49, tree.childCount(0));
    }
}
