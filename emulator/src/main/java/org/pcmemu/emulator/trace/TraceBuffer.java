package org.pcmemu.emulator.trace;

import org.agrona.collections.LongArrayList;

/**
 * One processor's trace as rows of {@value #WIDTH} longs (no object per event):
 * <pre>
 *   kind  start  end  | SEND, RECEIVE: peer  message  sendStart  arrival
 *                     | COMPUTE, IDLE, STALL: -
 *                     | STEP:          step  work  sent  received  first  size  depth
 * </pre>
 *
 * <p>Note: this class is not threadsafe. The engine appends to it on the processor's own thread,
 * or on the thread that completes the processor's step while the processor waits in the barrier
 * (ordered by the barrier's release); readers come after the run.
 */
public final class TraceBuffer {
    private static final int WIDTH = 10;
    private final LongArrayList rows = new LongArrayList();

    /** An empty trace; the engines make one per processor of a traced run. */
    public TraceBuffer() {
    }

    /**
     * Appends a send or receive overhead.
     *
     * @param kind       SEND or RECEIVE
     * @param start      the overhead's start
     * @param end        its end
     * @param peer       the receiver of a SEND, the sender of a RECEIVE
     * @param message    the sender's count of messages before this one
     * @param sendStart  when the send began
     * @param arrival    when the message reached its receiver
     */
    public void addMessage(EventKind kind, long start, long end, int peer, long message, long sendStart, long arrival) {
        row(kind, start, end);
        rows.addLong(peer);
        rows.addLong(message);
        rows.addLong(sendStart);
        rows.addLong(arrival);
        pad(3);
    }

    /**
     * Appends computation or waiting.
     *
     * @param kind   COMPUTE, IDLE or STALL
     * @param start  the interval's start
     * @param end    its end
     */
    public void addLocal(EventKind kind, long start, long end) {
        row(kind, start, end);
        pad(7);
    }

    /**
     * Appends one priced step as this member saw it.
     *
     * @param start     the step's start
     * @param end       its end
     * @param step      its index within the sub-machine
     * @param work      the work this processor charged in it
     * @param sent      words this processor sent in it
     * @param received  words sent to this processor in it
     * @param first     the sub-machine's first processor
     * @param size      its number of processors
     * @param depth     its depth
     */
    public void addStep(long start, long end, int step, long work, long sent, long received, int first, int size,
                        int depth) {
        row(EventKind.STEP, start, end);
        rows.addLong(step);
        rows.addLong(work);
        rows.addLong(sent);
        rows.addLong(received);
        rows.addLong(first);
        rows.addLong(size);
        rows.addLong(depth);
    }

    /**
     * The events appended so far.
     *
     * @return their count
     */
    public int size() {
        return rows.size() / WIDTH;
    }

    TraceEvent get(int processor, int i) {
        int at = i * WIDTH;
        EventKind kind = EventKind.of((int) rows.getLong(at));
        long start = rows.getLong(at + 1);
        long end = rows.getLong(at + 2);
        return switch (kind) {
            case SEND, RECEIVE -> new TraceEvent.MessageEvent(processor, kind, start, end, (int) rows.getLong(at + 3),
                    rows.getLong(at + 4), rows.getLong(at + 5), rows.getLong(at + 6));
            case COMPUTE, IDLE, STALL -> new TraceEvent.LocalEvent(processor, kind, start, end);
            case STEP -> new TraceEvent.StepEvent(processor, start, end, (int) rows.getLong(at + 3),
                    rows.getLong(at + 4), rows.getLong(at + 5), rows.getLong(at + 6), (int) rows.getLong(at + 7),
                    (int) rows.getLong(at + 8), (int) rows.getLong(at + 9));
        };
    }

    private void row(EventKind kind, long start, long end) {
        rows.addLong(kind.ordinal());
        rows.addLong(start);
        rows.addLong(end);
    }

    private void pad(int n) {
        for (int i = 0; i < n; i++) {
            rows.addLong(0);
        }
    }
}
