package org.pcmemu.algorithms.logp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TimeHeapTest {

    @Test
    void removesInTimeThenIdOrderLikeASortedList() {
        Random random = new Random(42);
        TimeHeap heap = new TimeHeap();
        List<long[]> expected = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            long t = random.nextInt(200);
            int id = random.nextInt(50);
            heap.add(t, id);
            expected.add(new long[] {t, id});
        }
        expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
        for (long[] e : expected) {
            assertEquals(e[0], heap.minTime());
            assertEquals(e[1], heap.minId());
            assertEquals(e[1], heap.removeMin());
        }
        assertTrue(heap.isEmpty());
    }
}
