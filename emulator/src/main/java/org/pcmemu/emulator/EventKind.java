package org.pcmemu.emulator;

/** What a processor was doing during a traced interval of model time. */
public enum EventKind {
    /** Send overhead: the processor is busy injecting a message. */
    SEND,
    /** Receive overhead: the processor is busy taking a message in. */
    RECEIVE,
    /** Local computation charged by the program. */
    COMPUTE,
    /** Waiting: for a message to arrive, or for the gap g since the last send or receive. */
    IDLE;

    private static final EventKind[] VALUES = values();

    static EventKind of(int ordinal) {
        return VALUES[ordinal];
    }
}
