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
        pollsLikeASortedList(new Random(7), false);
    }

    /*
     * Mostly in order, as a heavy receiver's messages come: the sorted run takes most of them, the
     * heap the ones that come late (every fourth, up to 40 cycles early), and polls interleave.
     */
    @Test
    void pollsMostlyOrderedMessagesLikeASortedList() {
        for (int seed = 1; seed <= 20; seed++) {
            pollsLikeASortedList(new Random(seed), true);
        }
    }

    /*
     * Several ascending, or ascending and descending, sequences interleaved, as from several
     * senders or cores: up to four fill the runs, more spill into the heap; with polls in between,
     * runs empty and fill again.
     */
    @Test
    void pollsInterleavedSequencesLikeASortedList() {
        for (int sequences = 1; sequences <= 7; sequences++) {
            for (boolean someDescend : new boolean[] {false, true}) {
                pollsInterleavedSequencesLikeASortedList(sequences, someDescend);
            }
        }
    }

    /*
     * Batches staged as a drain takes them (each window's arrivals descending, as in the
     * exchange, or at random) and added newest first: polls still come in sorted order.
     */
    @Test
    void stagedBatchesPollLikeASortedList() {
        for (boolean descending : new boolean[] {false, true}) {
            Random random = new Random(descending ? 3 : 4);
            MessageHeap heap = new MessageHeap();
            List<WindowMessage> all = new ArrayList<>();
            long sequence = 0;
            for (int window = 0; window < 200; window++) {
                int batch = 1 + random.nextInt(30);
                for (int i = 0; i < batch; i++) {
                    long arrival = descending ? 100L * window + batch - i : 100L * window + random.nextInt(150);
                    WindowMessage m = new WindowMessage(i, 0, sequence++, 0, arrival, null);
                    all.add(m);
                    heap.stage(m);
                }
                heap.addStaged();
                assertEquals(all.size(), heap.size());
                for (int polls = random.nextInt(batch + 1); polls > 0; polls--) {
                    all.sort(null);
                    assertSame(all.remove(0), heap.poll());
                }
            }
            all.sort(null);
            for (WindowMessage m : all) {
                assertSame(m, heap.poll());
            }
            assertNull(heap.peek());
        }
    }

    private static void pollsInterleavedSequencesLikeASortedList(int sequences, boolean someDescend) {
        Random random = new Random(sequences);
        MessageHeap heap = new MessageHeap();
        List<WindowMessage> all = new ArrayList<>();
        long[] time = new long[sequences];
        long[] sent = new long[sequences];
        for (int j = 1; someDescend && j < sequences; j += 2) {
            time[j] = 20_000;
        }
        for (int i = 0; i < 4000; i++) {
            int from = random.nextInt(sequences);
            time[from] += (someDescend && from % 2 == 1 ? -1 : 1) * random.nextInt(4);
            WindowMessage m = new WindowMessage(from, 0, sent[from]++, 0, time[from], i);
            all.add(m);
            heap.add(m);
            if (random.nextInt(3) == 0) {
                all.sort(null);
                assertSame(all.get(0), heap.peek());
                assertSame(all.remove(0), heap.poll());
            }
            assertEquals(all.size(), heap.size());
        }
        all.sort(null);
        for (WindowMessage m : all) {
            assertSame(m, heap.poll());
        }
        assertNull(heap.peek());
    }

    private static void pollsLikeASortedList(Random random, boolean mostlyOrdered) {
        MessageHeap heap = new MessageHeap();
        List<WindowMessage> all = new ArrayList<>();
        long[] sequence = new long[20];
        long time = 0;
        for (int i = 0; i < 3000; i++) {
            int from = random.nextInt(20);
            long arrival;
            if (mostlyOrdered) {
                time += random.nextInt(3); // ties too
                arrival = random.nextInt(4) == 0 ? Math.max(0, time - random.nextInt(40)) : time;
            } else {
                arrival = random.nextInt(50);
            }
            WindowMessage m = new WindowMessage(from, 0, sequence[from]++, 0, arrival, i);
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
