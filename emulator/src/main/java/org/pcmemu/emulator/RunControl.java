package org.pcmemu.emulator;

import java.util.function.Supplier;

/**
 * What the caller of a run needs from an engine's coordinator: wait for the end, learn how it
 * ended, stop the processors. {@link #awaitEnd} is the one waiting path shared by every engine.
 */
interface RunControl {

    /** Waits for the end of the run; false on timeout. */
    boolean awaitDone(long timeoutNanos) throws InterruptedException;

    /** The failure that ended the run, or null if it completed. */
    EmulationException failure();

    /** Makes every processor leave its program at its next emulator call (any thread). */
    void abort();

    /**
     * Waits for the run started at {@code startNanos} under {@code options}; returns its wall
     * time in nanoseconds, or throws its failure, a timeout (with {@code timeoutMessage}, taken
     * before the processors are stopped) or an interruption.
     */
    static long awaitEnd(RunControl control, RunOptions options, long startNanos, Supplier<String> timeoutMessage) {
        boolean completed;
        try {
            completed = control.awaitDone(options.timeoutNanos());
        } catch (InterruptedException e) {
            control.abort();
            Thread.currentThread().interrupt();
            throw new EmulationException("interrupted while waiting for the run", e);
        }
        long wall = System.nanoTime() - startNanos;
        if (!completed) {
            String message = timeoutMessage.get();
            control.abort();
            throw new WallClockTimeoutException(message);
        }
        EmulationException failure = control.failure();
        if (failure != null) {
            control.abort();
            throw failure;
        }
        return wall;
    }
}
