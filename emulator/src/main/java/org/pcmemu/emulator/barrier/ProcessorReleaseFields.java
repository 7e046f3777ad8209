package org.pcmemu.emulator.barrier;

/*
 * The fields of a processor that the last arriver of its step writes and the owner reads after its
 * release (see ProcessorIncomingFields for the field classes). releaseAt and releaseIn: its
 * position in the awake list of the sub-machine whose step it continues after, from the step's
 * completion until it has released its two children in that list (ReleaseTree), -1 and null
 * otherwise; written before the release's generation or flag, read and cleared by the owner after
 * it. finishTime: the end of the step in which its program returned, read after the run.
 */
abstract class ProcessorReleaseFields extends ProcessorStepFields {
    private int releaseAt = -1;
    private ReleaseTree releaseIn;
    private long finishTime = -1;

    /* The last arriver: this processor is at position `at` of tree's next list. */
    final void listAt(ReleaseTree tree, int at) {
        releaseAt = at;
        releaseIn = tree;
    }

    final ReleaseTree releaseIn() {
        return releaseIn;
    }

    final int releaseAt() {
        return releaseAt;
    }

    /* The owner, once it has woken its children. */
    final void released() {
        releaseAt = -1;
        releaseIn = null;
    }

    /* The last arriver of the step in which the program returned. */
    final void finishedAt(long time) {
        finishTime = time;
    }

    /* Model time at which the program returned, -1 if it did not; after the run. */
    final long finishTime() {
        return finishTime;
    }
}
