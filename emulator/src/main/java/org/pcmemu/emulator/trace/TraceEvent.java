package org.pcmemu.emulator.trace;

/**
 * One traced interval [start, end) of model time on one processor, in cycles. A message is named
 * by its sender and the sender's count of messages before it: (sender, {@code message}).
 */
public sealed interface TraceEvent {

    int processor();

    EventKind kind();

    long start();

    long end();

    /** A send or receive overhead (window engine); with o = 0 it is empty but still recorded. */
    record MessageEvent(int processor, EventKind kind, long start, long end, int peer, long message, long sendStart,
                        long arrival) implements TraceEvent {
        /** The processor that sent it: this one for a SEND, the peer for a RECEIVE. */
        public int sender() {
            return kind == EventKind.SEND ? processor : peer;
        }
    }

    /** Computation or waiting. */
    record LocalEvent(int processor, EventKind kind, long start, long end) implements TraceEvent {
    }

    /**
     * One priced step of the sub-machine [first, first + size) at {@code depth}, as one of its
     * members saw it: the step lasts its full cost on every member, whether or not it worked.
     *
     * @param step           the step's index within the sub-machine
     * @param work           the local work this processor charged in it
     * @param wordsSent      words this processor sent in it
     * @param wordsReceived  words sent to this processor in it (readable in its next step)
     */
    record StepEvent(int processor, long start, long end, int step, long work, long wordsSent, long wordsReceived,
                     int first, int size, int depth) implements TraceEvent {
        @Override
        public EventKind kind() {
            return EventKind.STEP;
        }
    }
}
