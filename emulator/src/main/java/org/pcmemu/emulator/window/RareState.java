package org.pcmemu.emulator.window;

import org.pcmemu.emulator.run.Jitter;
import org.pcmemu.emulator.trace.TraceBuffer;

/**
 * What most runs' processors never need, kept apart from {@link WindowProcessor} (16 bytes less
 * each): the trace buffer and jitter, made with the processor when the run has them, the failure
 * the owner notes when its program threw or broke its promise to receive first, and the horizon
 * of a wait in nextBy (LogP's receive rule at-arrival). Written by the processor's thread; read
 * by the advancer while the processor is parked or finished.
 */
final class RareState {
    final TraceBuffer trace;
    final Jitter jitter;
    private Throwable failure;
    /*
     * While parked in nextBy: the model time of the program's next operation, which bounds the
     * processor's calendar key (WaiterKeys.key); Long.MAX_VALUE otherwise (parked
     * in next(), or running). Written by the processor before it parks, read by the advancer.
     */
    private long horizon = Long.MAX_VALUE;

    RareState(TraceBuffer trace, Jitter jitter) {
        this.trace = trace;
        this.jitter = jitter;
    }

    /* The first failure stands. */
    void noteFailure(Throwable cause) {
        if (failure == null) {
            failure = cause;
        }
    }

    Throwable failure() {
        return failure;
    }

    void horizon(long time) {
        horizon = time;
    }

    long horizon() {
        return horizon;
    }
}
