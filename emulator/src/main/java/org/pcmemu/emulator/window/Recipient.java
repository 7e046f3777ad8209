package org.pcmemu.emulator.window;

/**
 * What the deciding thread reads and writes of a destination for every message it decides under a
 * {@link CapacityRule}, kept in the processor object right after its {@link Mailbox}'s fields: the
 * messages in transit to it ({@link InTransit}, made at its first decided message: a run without
 * a capacity rule carries 4 bytes a processor for it instead of 21), and whether it waits in
 * {@code next()}.
 *
 * <p>Note: this class is not threadsafe. The transit state is touched by the deciding thread of
 * the processor's part only; the flags are written by the processor's thread (and the request
 * cleared by the deciding thread once its sends are decided) and read by the engine while it is
 * parked (see {@link WindowProcessor}).
 */
abstract class Recipient extends Mailbox {
    private InTransit transit;
    /*
     * The processor's: its program ended (FINISHED); it waits for its deferred sends' decisions
     * (REQUESTING); it was started when first woken, not with the run (STARTS_LATE,
     * WindowSynchronizer.startedAtOnce); the program says it begins by receiving and it has not
     * taken a message yet (RECEIVES_FIRST). One byte for all (the processor object stays 88 bytes
     * with compact headers: ProcessorLayoutTest): the owner writes them while it runs, the deciding
     * thread clears REQUESTING while it is parked or finished, ordered by the window's handoff.
     */
    private static final byte FINISHED = 1;
    private static final byte REQUESTING = 2;
    private static final byte STARTS_LATE = 4;
    private static final byte RECEIVES_FIRST = 8;
    private byte flags;

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

    /* At construction. */
    final void startAs(boolean startsLate, boolean receivesFirst) {
        flags = (byte) ((startsLate ? STARTS_LATE : 0) | (receivesFirst ? RECEIVES_FIRST : 0));
    }

    final boolean startsLate() {
        return (flags & STARTS_LATE) != 0;
    }

    final boolean receivesFirst() {
        return (flags & RECEIVES_FIRST) != 0;
    }

    /* The owner took its first message. */
    final void receivedFirst() {
        flags &= ~RECEIVES_FIRST;
    }

    final boolean finished() {
        return (flags & FINISHED) != 0;
    }

    /* The processor's thread, as its program ends or fails. */
    final void markFinished() {
        flags |= FINISHED;
    }

    final boolean requesting() {
        return (flags & REQUESTING) != 0;
    }

    /* The processor asks for its deferred sends' decisions; the deciding thread answers (decisionsMade). */
    final void startRequesting() {
        flags |= REQUESTING;
    }

    /* The deciding thread: every deferred send of the processor is decided. */
    final void decisionsMade() {
        flags &= ~REQUESTING;
    }
}
