package org.pcmemu.emulator.window;

/**
 * What the synchronizer's advancer keeps in each processor object, after its {@link Recipient}'s
 * fields: the window's handoff to the processor (its place in the window's active list and the
 * flag that wakes it) and the advancer's bookkeeping (the window it was last re-keyed in, whether
 * it is counted out of the live processors). Written by the advancer, or by the processor that
 * wakes this one down the wake tree ({@link WindowSynchronizer}), while this processor is parked
 * or finished; the processor reads them.
 *
 * <p>The handoff: {@link #resume} writes the place, then the volatile flag; a processor that reads
 * the flag set ({@link #resumed}) reads the place written before it (and everything the advancer
 * wrote before, the window's end and active list included). The stress module's {@code
 * WindowHandoffStress.Resume} checks this.
 */
abstract class AdvancerFields extends Recipient {
    private volatile boolean resumed;
    private int wakeAt; // position in the window's active list (WindowSynchronizer's wake tree), written before resumed
    private boolean retired; // counted out of the live processors
    private long refreshedEpoch = -1;

    /* The processor, before it blocks: not resumed until woken. */
    final void suspend() {
        resumed = false;
    }

    /* Wakes this processor into the window at position of the active list. */
    final void resume(int position) {
        wakeAt = position;
        resumed = true;
    }

    final boolean resumed() {
        return resumed;
    }

    /* Its place in the first window's active list, at registration (it is started, not woken). */
    final void placeAt(int position) {
        wakeAt = position;
    }

    final int wakeAt() {
        return wakeAt;
    }

    /* Counts this processor out of the live ones; false if it already was. */
    final boolean retire() {
        if (retired) {
            return false;
        }
        retired = true;
        return true;
    }

    /* Notes that the advancer re-keys this processor in window epoch; false if it already did. */
    final boolean refreshIn(long epoch) {
        if (refreshedEpoch == epoch) {
            return false;
        }
        refreshedEpoch = epoch;
        return true;
    }
}
