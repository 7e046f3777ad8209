package org.pcmemu.emulator.window;

/**
 * What the deciding thread reads and writes of a destination for every message it decides under a
 * {@link CapacityRule}, kept in the processor object right after its {@link Mailbox}'s fields: the
 * messages in transit to it ({@link InTransit}, made at its first decided message: a run without
 * a capacity rule carries 4 bytes a processor for it instead of 21), and whether it waits in
 * {@code next()}.
 *
 * <p>Note: this class is not threadsafe. The transit state is touched by the deciding thread of
 * the processor's part only; the flags are written by the processor's thread (and {@code
 * requesting} cleared by the deciding thread once its sends are decided) and read by the engine
 * while it is parked (see {@link WindowProcessor}).
 */
abstract class Recipient extends Mailbox {
    private InTransit transit;
    /* The processor's: its program ended; it waits for a decision; the sends of its current burst (WindowProcessor). */
    private boolean finished;
    private boolean requesting;
    private int deferred;

    /**
     * Decides the start of a send to this processor asked for at {@code attempt} and records its
     * departure, by {@link InTransit#start}'s rule: the earliest start >= attempt at which fewer
     * than the rule's limit are in transit here.
     */
    final long startSend(long attempt, CapacityRule rule) {
        InTransit t = transit;
        if (t == null) {
            t = new InTransit();
            transit = t;
        }
        return t.start(attempt, rule);
    }

    final boolean finished() {
        return finished;
    }

    /* The processor's thread, as its program ends or fails. */
    final void markFinished() {
        finished = true;
    }

    final boolean requesting() {
        return requesting;
    }

    /* The processor asks for its deferred sends' decisions; the deciding thread answers (decisionsMade). */
    final void startRequesting() {
        requesting = true;
    }

    /* The deciding thread: every deferred send of the processor is decided. */
    final void decisionsMade() {
        requesting = false;
    }

    /* The sends of the current burst, queued and not yet taken. */
    final int deferred() {
        return deferred;
    }

    /* The processor queued one more send: the number before it. */
    final int deferOne() {
        return deferred++;
    }

    /* The processor took its burst's decisions: the number it had. */
    final int takeDeferred() {
        int n = deferred;
        deferred = 0;
        return n;
    }

    /*
     * Whether the advancer decided all of this processor's deferred sends in this advance and its
     * thread has not taken them yet (it is not parked in next()). The advancer or a deciding
     * thread, while this processor is parked.
     */
    final boolean decisionsPending() {
        return deferred != 0 && !requesting;
    }
}
