package org.pcmemu.emulator.barrier;

import org.pcmemu.emulator.StepMessage;

/**
 * A message of a barrier-engine run, what a program receives as a {@link StepMessage}: posted in one step, readable by its receiver in its next
 * step and never earlier. Immutable but for the receiver's link; safely published through the
 * receiver's JCTools queue (the offer's exchange and link order the fields' writes before the
 * owner's poll).
 *
 * <p>A receiver sees one step's messages in the order of {@link #compareTo}: sender id, then the
 * sender's send order. That order depends on the program only, never on thread timing.
 */
public final class BarrierMessage implements StepMessage, Comparable<BarrierMessage> {
    private final int from;
    private final int to;
    private final int epoch;
    final SubMachine at; // the step it was posted in: step `step` of sub-machine `at`
    final int step;
    private final long sequence;
    private final long words;
    private final Object payload;
    /*
     * The next post in a chain of posts made ahead of their step (BarrierProcessor.deferred, then
     * Barrier.handOver), or null. Written before the chain is handed over, read by the thread
     * that completes the step, after the hand-over's compare-and-set.
     */
    private BarrierMessage chained;

    BarrierMessage(int from, int to, int epoch, SubMachine at, int step, long sequence, long words, Object payload) {
        this.from = from;
        this.to = to;
        this.epoch = epoch;
        this.at = at;
        this.step = step;
        this.sequence = sequence;
        this.words = words;
        this.payload = payload;
    }

    /* The next post in its chain of posts made ahead of their step, or null. */
    BarrierMessage chained() {
        return chained;
    }

    /* Links next after this post in a chain of posts made ahead of their step. */
    void chain(BarrierMessage next) {
        chained = next;
    }

    @Override
    public int from() {
        return from;
    }

    @Override
    public int to() {
        return to;
    }

    /**
     * The sender's epoch at posting ({@link BarrierProcessor#epoch()}): the barriers it had
     * passed. On a machine that never partitions (BSP) that is the superstep, 0-based.
     */
    @Override
    public int epoch() {
        return epoch;
    }

    /** The sender's count of messages it posted before this one, over the whole run. */
    @Override
    public long sequence() {
        return sequence;
    }

    /** Size in words, as declared by the sender: what the h-relation counts. */
    @Override
    public long words() {
        return words;
    }

    @Override
    public Object payload() {
        return payload;
    }

    @Override
    public int compareTo(BarrierMessage other) {
        int c = Integer.compare(from, other.from);
        return c != 0 ? c : Long.compare(sequence, other.sequence);
    }

    @Override
    public String toString() {
        return "BarrierMessage[" + from + "->" + to + " #" + sequence + " epoch " + epoch
                + ", " + words + " word(s)]";
    }
}
