package org.pcmemu.emulator.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.OutOfMemoryException;

/**
 * A platform thread the operating system refuses (ulimit -u) reaches the JVM's caller as an
 * OutOfMemoryError "unable to create native thread", with the heap nearly empty: the run's
 * failure names the thread limit; a heap that ran out stays out of memory.
 */
class ThreadLimitTest {

    @Test
    void refusedNativeThreadNamesTheThreadLimitNotTheHeap() {
        OutOfMemoryError refused = new OutOfMemoryError("unable to create native thread: possibly out of memory or"
                + " process/resource limits reached");
        assertTrue(RunLauncher.isThreadLimit(refused));
        MemoryGuard.reset();
        EmulationException failure = RunLauncher.cannotStart(refused);
        assertNotSame(OutOfMemoryException.INSTANCE, failure);
        assertTrue(failure.getMessage().contains("ulimit -u") && failure.getMessage().contains("not the heap"),
                failure.getMessage());
        assertFalse(MemoryGuard.noted(), "no out-of-memory noted");
    }

    @Test
    void heapThatRanOutIsStillOutOfMemory() {
        OutOfMemoryError heap = new OutOfMemoryError("Java heap space");
        assertFalse(RunLauncher.isThreadLimit(heap));
        try {
            assertSame(OutOfMemoryException.INSTANCE, RunLauncher.cannotStart(heap));
        } finally {
            MemoryGuard.reset();
        }
    }
}
