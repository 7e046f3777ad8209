package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class RequestQueueTest {

    /*
     * Random filings and takes as the decider makes them (each key filed after a take is above
     * it; many equal keys, filed in any id order; peeks without a take between filings), against
     * an ordered set of (key, id): every take and every least key agree. Keys span small steps
     * and jumps across many bits, up to the last model time.
     */
    @Test
    void takesInAttemptThenIdOrderLikeAnOrderedSet() {
        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            int ids = 1 + random.nextInt(300);
            int spread = 1 + random.nextInt(seed % 3 == 0 ? 3 : 1000);
            RequestQueue queue = new RequestQueue();
            TreeSet<long[]> order = new TreeSet<>(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
            boolean[] filed = new boolean[ids];
            long taken = -1;
            for (int op = 0; op < 3000; op++) {
                String at = "seed " + seed + " op " + op;
                int kind = random.nextInt(10);
                if (kind < 5 || order.isEmpty()) {
                    int id = random.nextInt(ids);
                    if (filed[id] || taken == Long.MAX_VALUE) {
                        continue;
                    }
                    long key = nextKey(random, taken, spread);
                    filed[id] = true;
                    order.add(new long[] {key, id});
                    queue.add(id, key);
                } else if (kind < 9) {
                    long[] least = order.pollFirst();
                    assertEquals(least[0], queue.minKey(), at);
                    assertEquals(least[1], queue.removeMin(), at);
                    filed[(int) least[1]] = false;
                    taken = least[0];
                } else {
                    assertEquals(order.first()[0], queue.minKey(), at);
                }
                assertEquals(order.size(), queue.size(), at);
                assertEquals(order.isEmpty(), queue.isEmpty(), at);
            }
        }
    }

    /*
     * The decider's pattern: a band takes every request below its end, and each taken one is
     * filed again at its key plus a spacing, mostly in the order taken (the sorted lane), now and
     * then later (a stalled send: into the heap, often at a key the lane also holds), with
     * requests of waiters woken in between at any id. Every take agrees with an ordered set, so
     * the lane and the heap are merged by (key, id), ties included.
     */
    @Test
    void takesBandsRefiledMostlyInOrderLikeAnOrderedSet() {
        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            int ids = 1 + random.nextInt(400);
            int spacing = 1 + random.nextInt(5);
            int stallEvery = 2 + random.nextInt(20);
            RequestQueue queue = new RequestQueue();
            TreeSet<long[]> order = new TreeSet<>(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
            boolean[] filed = new boolean[ids];
            for (int id = 0; id < ids; id++) {
                if (random.nextInt(3) > 0) {
                    long key = random.nextInt(3);
                    filed[id] = true;
                    order.add(new long[] {key, id});
                    queue.add(id, key);
                }
            }
            for (int band = 0; band < 60 && !order.isEmpty(); band++) {
                long end = order.first()[0] + spacing;
                List<long[]> taken = new ArrayList<>();
                while (!order.isEmpty() && order.first()[0] < end) {
                    String at = "seed " + seed + " band " + band;
                    long[] least = order.pollFirst();
                    assertEquals(least[0], queue.minKey(), at);
                    assertEquals(least[1], queue.removeMin(), at);
                    filed[(int) least[1]] = false;
                    taken.add(least);
                }
                for (long[] t : taken) {
                    long key = t[0] + spacing + (random.nextInt(stallEvery) == 0 ? random.nextInt(3 * spacing) : 0);
                    key = Math.max(key, end);
                    filed[(int) t[1]] = true;
                    order.add(new long[] {key, t[1]});
                    queue.add((int) t[1], key);
                }
                for (int woken = random.nextInt(3); woken > 0; woken--) {
                    int id = random.nextInt(ids);
                    if (!filed[id]) {
                        long key = end + random.nextInt(2 * spacing);
                        filed[id] = true;
                        order.add(new long[] {key, id});
                        queue.add(id, key);
                    }
                }
                assertEquals(order.size(), queue.size(), "seed " + seed + " band " + band);
            }
        }
    }

    /* One key for many ids filed in descending order: taken in ascending id order. */
    @Test
    void equalAttemptsAreTakenByIncreasingId() {
        RequestQueue queue = new RequestQueue();
        queue.add(7, 3);
        queue.removeMin();
        List<Integer> expected = new ArrayList<>();
        for (int id = 50; id >= 0; id--) {
            queue.add(id, 40);
            expected.add(0, id);
        }
        queue.add(60, 41);
        List<Integer> got = new ArrayList<>();
        while (queue.minKey() == 40) {
            got.add(queue.removeMin());
        }
        assertEquals(expected, got);
        assertEquals(60, queue.removeMin());
        assertTrue(queue.isEmpty());
    }

    /* A request at or before an attempt already taken would be decided out of order: refused. */
    @Test
    void refusesARequestNotAfterTheLastTaken() {
        RequestQueue queue = new RequestQueue();
        queue.add(1, 10);
        queue.add(2, 10);
        assertEquals(1, queue.removeMin());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> queue.add(3, 10));
        assertTrue(e.getMessage().contains("processor 3"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> queue.add(4, 9));
        assertThrows(IllegalStateException.class, () -> new RequestQueue().add(5, -1));
        queue.add(3, 11);
        assertEquals(2, queue.removeMin());
        assertEquals(3, queue.removeMin());
    }

    /* A key above taken (taken < Long.MAX_VALUE), at most Long.MAX_VALUE. */
    private static long nextKey(Random random, long taken, int spread) {
        long base = taken + 1;
        long step = switch (random.nextInt(8)) {
            case 0 -> random.nextLong() >>> (1 + random.nextInt(63)); // a jump across many bits
            case 1 -> Long.MAX_VALUE - random.nextInt(4) - base; // near the last model time
            default -> random.nextInt(spread);
        };
        return Math.max(base, RequestDecider.saturatedSum(base, Math.max(0, step)));
    }
}
