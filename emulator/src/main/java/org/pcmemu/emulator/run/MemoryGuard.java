package org.pcmemu.emulator.run;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Notices that a run has run out of heap, so that its caller ends it at once instead of waiting
 * for processor threads that died or for collections that free nothing. Two signals, both
 * allocation-free once the class is loaded:
 * <ul>
 * <li>an {@link OutOfMemoryError} caught on any emulator thread ({@link #noteOutOfMemory}, also
 * the uncaught-exception handler of every processor thread);</li>
 * <li>a heap that stays nearly full while the collector runs most of the time: over the last
 * {@link #WINDOW_NANOS} of wall time, collections took at least {@link #GC_SHARE} of it and the
 * heap is still more than {@link #FULL} used. The JVM then often throws nothing for minutes.</li>
 * </ul>
 * The caller polls {@link #exhausted} while it waits for the run ({@code RunLauncher}).
 *
 * <p>Threading: any thread may note; one caller thread polls a {@link Sampler}.
 */
public final class MemoryGuard {
    /** Wall time over which the collector's share is measured. */
    static final long WINDOW_NANOS = 3_000_000_000L;
    /** Share of wall time spent collecting that counts as thrashing. */
    static final double GC_SHARE = 0.9;
    /** Share of the maximum heap still used that counts as full. */
    static final double FULL = 0.95;

    private static volatile boolean outOfMemory;

    private MemoryGuard() {
    }

    /** Records that some thread of the run could not allocate. Allocates nothing. */
    public static void noteOutOfMemory() {
        outOfMemory = true;
    }

    /** Forgets an earlier run's out-of-memory (a new run starts with what the collector freed). */
    static void reset() {
        outOfMemory = false;
    }

    /**
     * Whether an {@link OutOfMemoryError} was noted since the last reset. Allocates nothing.
     *
     * @return whether one was noted
     */
    public static boolean noted() {
        return outOfMemory;
    }

    /** Watches the collectors from one thread, for one run (or for a whole command, from a watchdog). */
    public static final class Sampler {
        /* An array, not the list: iterating a list allocates an iterator, and the heap may be full. */
        private final GarbageCollectorMXBean[] collectors = ManagementFactory.getGarbageCollectorMXBeans()
                .toArray(GarbageCollectorMXBean[]::new);
        private final Runtime runtime = Runtime.getRuntime();
        private long windowStart = System.nanoTime();
        private long gcAtWindowStart = gcMillis();

        /** A sampler whose first window starts now. */
        public Sampler() {
            // the fields' initializers take the first sample
        }

        /**
         * Whether the run is out of memory: noted, or thrashing over the last window.
         *
         * @return whether it is
         */
        public boolean exhausted() {
            if (outOfMemory) {
                return true;
            }
            long now = System.nanoTime();
            if (now - windowStart < WINDOW_NANOS) {
                return false;
            }
            long gc = gcMillis();
            double share = (gc - gcAtWindowStart) * 1e6 / (now - windowStart);
            windowStart = now;
            gcAtWindowStart = gc;
            long used = runtime.totalMemory() - runtime.freeMemory();
            return share >= GC_SHARE && used > FULL * runtime.maxMemory();
        }

        private long gcMillis() {
            long sum = 0;
            for (int i = 0; i < collectors.length; i++) { // an index, no iterator
                sum += Math.max(0, collectors[i].getCollectionTime());
            }
            return sum;
        }
    }
}
