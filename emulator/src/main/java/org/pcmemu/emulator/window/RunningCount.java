package org.pcmemu.emulator.window;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The count of processors still running in the current window ({@link WindowSynchronizer}), and
 * the handoff of the window's end to the advancer: a processor that blocks or finishes writes its
 * state (clock, offers, lowered destinations, failure) and then {@link #leave}s; the one whose
 * leaving brings the count to zero advances the window. The leavings are a chain of volatile
 * read-modify-writes on one variable, so that thread sees every write made before any leaving
 * of the window (the stress module's {@code WindowHandoffStress.Leave} checks this). The
 * advancer's writes before {@link #open} (a volatile write) happen before the leavings of the next
 * window.
 */
final class RunningCount {
    private final AtomicInteger running;

    RunningCount(int running) {
        this.running = new AtomicInteger(running);
    }

    /* One running processor (or the advancer's own token) leaves the window; true for the last. */
    boolean leave() {
        return running.decrementAndGet() == 0;
    }

    /* The advancer opens a window with n running, its own token included. */
    void open(int n) {
        running.set(n);
    }
}
