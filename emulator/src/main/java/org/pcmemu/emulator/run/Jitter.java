package org.pcmemu.emulator.run;

import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;

/**
 * Injected scheduling noise for determinism tests ({@code RunOptions.jitterSeed}): at an emulator
 * call, a quarter of the time the thread yields, a sixteenth of the time it sleeps 1 to 50
 * microseconds. Seeded per processor. Model time never sees it.
 *
 * <p>Note: this class is not threadsafe; one instance per processor, used by its own thread.
 */
public final class Jitter {
    private final SplittableRandom random;

    private Jitter(long seed, int processor) {
        this.random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + processor);
    }

    /** The jitter of {@code processor} for a non-zero seed, or null: no jitter. */
    public static Jitter of(long seed, int processor) {
        return seed == 0 ? null : new Jitter(seed, processor);
    }

    /** Maybe yields or sleeps briefly. Called from the processor's own thread. */
    public void pause() {
        int r = random.nextInt(16);
        if (r < 4) {
            Thread.yield();
        } else if (r == 4) {
            LockSupport.parkNanos(random.nextLong(1_000, 50_000));
        }
    }
}
