package org.pcmemu.emulator;

/**
 * A message of a bulk-synchronous run: posted in superstep {@link #superstep()}, readable by its
 * receiver in the next superstep and never earlier. Immutable; safely published through the
 * receiver's MPSC queue (the queue's offer/poll pair orders the fields' writes before the reader).
 *
 * <p>A receiver sees one superstep's messages in the order of {@link #compareTo}: sender id, then
 * the sender's send order. That order depends on the program only, never on thread timing.
 */
public final class SuperstepMessage implements Comparable<SuperstepMessage> {
    private final int from;
    private final int to;
    private final int superstep;
    private final long sequence;
    private final long words;
    private final Object payload;

    SuperstepMessage(int from, int to, int superstep, long sequence, long words, Object payload) {
        this.from = from;
        this.to = to;
        this.superstep = superstep;
        this.sequence = sequence;
        this.words = words;
        this.payload = payload;
    }

    public int from() {
        return from;
    }

    public int to() {
        return to;
    }

    /** The superstep in which the sender posted it (0-based); it is read in the next one. */
    public int superstep() {
        return superstep;
    }

    /** The sender's count of messages it posted before this one, over the whole run. */
    public long sequence() {
        return sequence;
    }

    /** Size in words, as declared by the sender: what the h-relation counts. */
    public long words() {
        return words;
    }

    public Object payload() {
        return payload;
    }

    @Override
    public int compareTo(SuperstepMessage other) {
        int c = Integer.compare(from, other.from);
        return c != 0 ? c : Long.compare(sequence, other.sequence);
    }

    @Override
    public String toString() {
        return "SuperstepMessage[" + from + "->" + to + " #" + sequence + " superstep " + superstep
                + ", " + words + " word(s)]";
    }
}
