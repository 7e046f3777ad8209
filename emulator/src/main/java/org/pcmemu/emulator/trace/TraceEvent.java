package org.pcmemu.emulator.trace;

/**
 * One traced interval [start, end) of model time on one processor, in cycles. A message is named
 * by its sender and the sender's count of messages before it: (sender, {@code message}).
 * Immutable.
 */
public sealed interface TraceEvent {

    /**
     * The processor the interval belongs to.
     *
     * @return its id
     */
    int processor();

    /**
     * What the processor did in the interval.
     *
     * @return the event's kind
     */
    EventKind kind();

    /**
     * The interval's start.
     *
     * @return model time in cycles
     */
    long start();

    /**
     * The interval's end, exclusive.
     *
     * @return model time in cycles, at least {@link #start()}
     */
    long end();

    /**
     * A send or receive overhead (window engine); with o = 0 it is empty but still recorded.
     *
     * @param processor  the processor that sent or received
     * @param kind       SEND or RECEIVE
     * @param start      the overhead's start
     * @param end        the overhead's end (start + o)
     * @param peer       the receiver of a SEND, the sender of a RECEIVE
     * @param message    the sender's count of messages before this one
     * @param sendStart  when the send began
     * @param arrival    when the message reached its receiver
     */
    record MessageEvent(int processor, EventKind kind, long start, long end, int peer, long message, long sendStart,
                        long arrival) implements TraceEvent {
        /**
         * The processor that sent the message.
         *
         * @return this one for a SEND, the peer for a RECEIVE
         */
        public int sender() {
            return kind == EventKind.SEND ? processor : peer;
        }
    }

    /**
     * Computation or waiting.
     *
     * @param processor  the processor
     * @param kind       COMPUTE, IDLE or STALL
     * @param start      the interval's start
     * @param end        its end
     */
    record LocalEvent(int processor, EventKind kind, long start, long end) implements TraceEvent {
    }

    /**
     * One priced step of the sub-machine [first, first + size) at {@code depth}, as one of its
     * members saw it: the step lasts its full cost on every member, whether or not it worked.
     *
     * @param processor      the member
     * @param start          the step's start, on the sub-machine's clock
     * @param end            the step's end (start + its cost)
     * @param step           the step's index within the sub-machine
     * @param work           the local work this processor charged in it
     * @param wordsSent      words this processor sent in it
     * @param wordsReceived  words sent to this processor in it (readable in its next step)
     * @param first          the sub-machine's first processor
     * @param size           its number of processors
     * @param depth          0 for the whole machine, 1 for a part of a partition of it, ...
     */
    record StepEvent(int processor, long start, long end, int step, long work, long wordsSent, long wordsReceived,
                     int first, int size, int depth) implements TraceEvent {
        @Override
        public EventKind kind() {
            return EventKind.STEP;
        }
    }
}
