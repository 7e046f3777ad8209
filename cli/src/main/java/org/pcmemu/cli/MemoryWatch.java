package org.pcmemu.cli;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.pcmemu.emulator.run.MemoryGuard;

/**
 * The last guard of the process against a heap that ran out where no run notices it: a thread
 * of its own, started when the process starts, that ends the process with the one promised line
 * and exit code 1 (OutOfMemory.halt) when memory has been out for {@link #GRACE_NANOS}. A run that
 * runs out of heap normally ends its command within that time, and prints the line itself; but a
 * sweep's worker thread that died of it left its point unfinished and the command waiting for it,
 * with both carrier threads pinned by processors that could not unmount, the heap full and no
 * collection running: for ever, and deaf to SIGTERM and SIGINT, whose handlers the JVM could not
 * start without heap. Out means: an {@link OutOfMemoryError} noted anywhere ({@link MemoryGuard}),
 * or the collector thrashing on a full heap ({@link MemoryGuard.Sampler}), outside a run too.
 *
 * <p>Allocation-free once started (the line is composed before memory runs out); an
 * {@link OutOfMemoryError} on this thread counts as memory out, and the thread goes on.
 */
final class MemoryWatch {
    /** How long memory may be out before the process is ended: the command's own ending comes first. */
    static final long GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(200);

    private MemoryWatch() {
    }

    /** Starts the watch, once, early in the process (not in the tests' JVM, which outlives one command). */
    static void start() {
        OutOfMemory.prepare(); // the line, composed while memory is plentiful, and what reports it loaded
        OutOfMemory.watched();
        try {
            Thread.ofPlatform().daemon().name("pcmemu-memory-watch").stackSize(256 * 1024).start(MemoryWatch::watch);
        } catch (RuntimeException | Error e) {
            // no thread to be had: the runs' own guard still ends a run out of memory
        }
    }

    private static void watch() {
        MemoryGuard.Sampler sampler = new MemoryGuard.Sampler();
        long since = 0;
        long reportedAt = 0;
        while (true) {
            LockSupport.parkNanos(POLL_NANOS);
            // Once the command has taken the line for its report, its outcome is decided: it ends
            // within 2 GRACE_NANOS, or is ended, even where the heap came back meanwhile (a run of
            // compare that started after another ran out forgets that one, and can crawl on a full
            // heap without counting as out).
            if (OutOfMemory.reported()) {
                long now = System.nanoTime();
                if (reportedAt == 0) {
                    reportedAt = now;
                } else if (now - reportedAt >= 2 * GRACE_NANOS) {
                    OutOfMemory.halt();
                }
            }
            boolean out;
            try {
                out = MemoryGuard.noted() || sampler.exhausted();
            } catch (OutOfMemoryError | LinkageError e) { // also a class that could not be initialized without heap
                out = true;
            }
            long now = System.nanoTime();
            if (!out) {
                since = 0;
            } else if (since == 0) {
                since = now;
                MemoryGuard.noteOutOfMemory(); // a run in progress ends at its next look, too
            } else if (now - since >= (OutOfMemory.reported() ? 2 * GRACE_NANOS : GRACE_NANOS)) {
                OutOfMemory.halt(); // the line (unless the command printed it already) and exit code 1
            }
        }
    }
}
