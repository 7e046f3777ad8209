package org.pcmemu.emulator.window;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * The deciding threads' barrier between the steps of a band ({@link RequestDecider}), and the
 * first failure of any of them.
 * <pre>
 *   arrive:  g = generation (volatile read); if arrived.incrementAndGet() == n: arrived = 0,
 *            generation = g + 1 (volatile write); else wait until generation != g
 * </pre>
 * Each thread's writes before its increment precede, in the chain of increments, the last
 * arriver's volatile write of the generation, which every waiter reads before it goes on: so
 * every write made before the barrier happens before every read made after it. The count is
 * reset before the generation moves, so a thread that leaves and arrives at the next barrier
 * counts from 0. The stress module's {@code DecidingBarrierStress} checks the first half.
 */
final class DecidingBarrier {
    private final AtomicInteger arrived = new AtomicInteger();
    private volatile int generation;
    /* The first failure of any deciding thread: every thread leaves the band loop at its next barrier. */
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /*
     * Waits until all n threads have arrived; with one thread, nothing to wait for. Returns false
     * once any thread failed: the caller leaves the band loop at once, whatever step the others
     * are in. Spins a little, then parks for short spells, so that more deciding threads than free
     * cores (or a descheduled thread) cost wake-ups, not whole time slices.
     */
    boolean arrive(int n) {
        if (n == 1) {
            return true;
        }
        int g = generation;
        if (arrived.incrementAndGet() == n) {
            arrived.set(0);
            generation = g + 1;
            return failure.get() == null;
        }
        int spins = 0;
        while (generation == g) {
            if (failure.get() != null) {
                return false;
            }
            pause(++spins);
        }
        return failure.get() == null;
    }

    /* Notes a deciding thread's failure; the first is reported, the others leave at their next barrier. */
    void fail(Throwable e) {
        failure.compareAndSet(null, e);
    }

    /* After a decision: its first failure, or null; resets the barrier for the next decision if one failed. */
    Throwable takeFailure() {
        Throwable e = failure.getAndSet(null);
        if (e != null) {
            arrived.set(0);
        }
        return e;
    }

    static void pause(int spins) {
        if (spins < 2048) {
            Thread.onSpinWait();
        } else {
            LockSupport.parkNanos(20_000);
        }
    }
}
