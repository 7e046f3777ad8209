package org.pcmemu.emulator.run;

import java.util.stream.IntStream;

/**
 * A loop over processor indices split into fixed chunks of consecutive indices, run on the
 * common fork-join pool's threads and the caller's: for the engines' per-processor loops outside
 * the run (creating the processors, collecting what they measured), which would otherwise be
 * serial per processor while every other core waits. The chunks depend only on the count, so a
 * reduction that combines per-chunk results in chunk order gives the same result on any number
 * of threads. Counts below {@value #SERIAL_BELOW} run on the caller alone, as one chunk.
 */
public final class Chunks {
    /** Below this many indices the caller does the whole loop: handing out chunks costs microseconds. */
    public static final int SERIAL_BELOW = 1 << 15;
    private static final int SIZE = 1 << 14;

    private Chunks() {
    }

    /** The indices [from, to) of chunk {@code chunk}. */
    @FunctionalInterface
    public interface Range {
        void run(int chunk, int from, int to);
    }

    /** How many chunks {@link #forEach} splits {@code n} indices into. */
    public static int count(int n) {
        return n < SERIAL_BELOW ? 1 : (n + SIZE - 1) / SIZE;
    }

    /**
     * Runs {@code range} once for every chunk of [0, n), chunks in parallel, and returns when all
     * are done: everything they wrote is then visible to the caller. A chunk's exception is
     * rethrown to the caller.
     */
    public static void forEach(int n, Range range) {
        int chunks = count(n);
        if (chunks == 1) {
            range.run(0, 0, n);
            return;
        }
        IntStream.range(0, chunks).parallel().forEach(c -> {
            int from = c * SIZE;
            range.run(c, from, from + Math.min(SIZE, n - from));
        });
    }
}
