package org.pcmemu.emulator.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class ChunksTest {

    @Test
    void everyIndexIsVisitedOnceInTheChunkThatCountCounts() {
        for (int n : new int[] {0, 1, 7, Chunks.SERIAL_BELOW - 1, Chunks.SERIAL_BELOW, Chunks.SERIAL_BELOW + 100_003}) {
            int chunks = Chunks.count(n);
            AtomicIntegerArray visits = new AtomicIntegerArray(Math.max(n, 1));
            AtomicIntegerArray chunkOf = new AtomicIntegerArray(Math.max(n, 1));
            AtomicIntegerArray ran = new AtomicIntegerArray(chunks);
            Chunks.forEach(n, (chunk, from, to) -> {
                ran.incrementAndGet(chunk);
                for (int i = from; i < to; i++) {
                    visits.incrementAndGet(i);
                    chunkOf.set(i, chunk);
                }
            });
            for (int c = 0; c < chunks; c++) {
                assertEquals(1, ran.get(c), "n = " + n + ", chunk " + c);
            }
            for (int i = 0; i < n; i++) {
                assertEquals(1, visits.get(i), "n = " + n + ", index " + i);
                // chunks are runs of consecutive indices, in order
                assertTrue(i == 0 || chunkOf.get(i) == chunkOf.get(i - 1) || chunkOf.get(i) == chunkOf.get(i - 1) + 1);
            }
            if (n > 0) {
                assertEquals(chunks - 1, chunkOf.get(n - 1), "n = " + n);
            }
        }
        assertEquals(1, Chunks.count(Chunks.SERIAL_BELOW - 1));
        assertTrue(Chunks.count(Chunks.SERIAL_BELOW) > 1);
    }

    @Test
    void belowTheThresholdTheCallerRunsTheLoop() {
        Thread caller = Thread.currentThread();
        Chunks.forEach(Chunks.SERIAL_BELOW - 1, (chunk, from, to) -> assertSame(caller, Thread.currentThread()));
    }

    @Test
    void aChunksExceptionReachesTheCaller() {
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> Chunks.forEach(2 * Chunks.SERIAL_BELOW, (chunk, from, to) -> {
                    if (chunk == 3) {
                        throw new IllegalStateException("chunk 3");
                    }
                }));
        // thrown on a worker, the pool rethrows a copy of the same type with the original as its cause
        Throwable original = thrown.getCause() instanceof IllegalStateException cause ? cause : thrown;
        assertEquals("chunk 3", original.getMessage());
    }
}
