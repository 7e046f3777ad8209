package org.pcmemu.emulator.trace;

/** What a processor was doing during a traced interval of model time. */
public enum EventKind {
    /** Send overhead (window engine): the processor is busy injecting a message. */
    SEND,
    /** Receive overhead (window engine): the processor is busy taking a message in. */
    RECEIVE,
    /** Local computation charged by the program (window engine). */
    COMPUTE,
    /**
     * Waiting: for a message to arrive or for the gap g since the last send or receive (window
     * engine); for the other parts of a partition to end (barrier engine, where a member whose
     * program returned keeps a STEP row for every later step of its sub-machine).
     */
    IDLE,
    /** One step (superstep) of a sub-machine, on one of its members (barrier engine). */
    STEP,
    /**
     * Stalled (window engine, LogP capacity enforced): the processor asked to send, but the
     * destination already had ceil(L/g) messages in transit, so the send waits.
     */
    STALL;

    private static final EventKind[] VALUES = values();

    static EventKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
