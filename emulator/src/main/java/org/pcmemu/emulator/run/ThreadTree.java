package org.pcmemu.emulator.run;

import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.pcmemu.emulator.ThreadMode;

/**
 * Starts one thread per processor in an implicit binary tree: the caller starts processor 0's
 * thread, and processor i's thread starts those of 2i+1 and 2i+2 before it runs its program.
 * Creating and starting P threads is then spread over the carriers instead of serialized on the
 * caller, and the caller can arm the run's wall-clock timeout at once. A thread that cannot be
 * started (platform threads can run out) is reported to {@code failed}, which must end the run.
 *
 * <p>The tree is over positions 0..count-1: position i is processor {@code ids[i]}, or processor i
 * when {@code ids} is null (every processor starts at once).
 *
 * @param ids      the processors started at once, or null for all of them
 * @param slot     stores processor i's thread where the engine unparks and aborts it; called
 *                 before the thread starts
 * @param program  processor i's body
 */
record ThreadTree(int count, int[] ids, ThreadMode mode, ThreadSlot slot, IntConsumer program,
                  Consumer<Throwable> failed) {

    /** Where an engine keeps processor i's thread. */
    @FunctionalInterface
    interface ThreadSlot {
        void set(int processor, Thread thread);
    }

    /** Starts the whole tree from the caller's thread. */
    void start() {
        if (count == 0) {
            return;
        }
        try {
            start(0);
        } catch (Throwable t) {
            failed.accept(t);
        }
    }

    /* Thread-safe factories, one for all runs: a builder per thread was 32 bytes more per processor. */
    private static final ThreadFactory VIRTUAL = Thread.ofVirtual().factory();
    private static final ThreadFactory PLATFORM = Thread.ofPlatform().daemon(true).stackSize(256 * 1024).factory();

    /** A new thread of {@code mode}, not started. */
    static Thread newThread(ThreadMode mode, Runnable body) {
        return (mode == ThreadMode.VIRTUAL ? VIRTUAL : PLATFORM).newThread(body);
    }

    private void start(int position) {
        int id = ids == null ? position : ids[position];
        Thread t = newThread(mode, () -> run(position, id));
        slot.set(id, t);
        t.start();
    }

    private void run(int position, int id) {
        try {
            for (int child = 2 * position + 1; child <= 2 * position + 2 && child < count; child++) {
                start(child);
            }
        } catch (Throwable t) {
            failed.accept(t);
            return;
        }
        program.accept(id);
    }
}
