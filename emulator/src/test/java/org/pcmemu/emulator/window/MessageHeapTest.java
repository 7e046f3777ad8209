package org.pcmemu.emulator.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MessageHeapTest {

    @Test
    void pollsInArrivalThenSenderThenSequenceOrderLikeASortedList() {
        Random random = new Random(7);
        MessageHeap heap = new MessageHeap();
        List<WindowMessage> all = new ArrayList<>();
        long[] sequence = new long[20];
        for (int i = 0; i < 3000; i++) {
            int from = random.nextInt(20);
            WindowMessage m = new WindowMessage(from, 0, sequence[from]++, 0, random.nextInt(50), i);
            all.add(m);
            heap.add(m);
            if (random.nextInt(5) == 0) { // interleave polls with adds
                WindowMessage polled = heap.poll();
                all.sort(null);
                assertSame(all.remove(0), polled);
            }
        }
        all.sort(null);
        for (WindowMessage m : all) {
            assertSame(m, heap.peek());
            assertSame(m, heap.poll());
        }
        assertEquals(0, heap.size());
        assertNull(heap.poll());
    }
}
