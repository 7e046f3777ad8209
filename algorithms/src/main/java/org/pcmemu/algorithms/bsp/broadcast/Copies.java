package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.emulator.StepMessage;
import org.pcmemu.models.bsp.BspProcessor;

/** Receiving the whole message in the replication broadcasts (Algorithms 1 to 3). */
final class Copies {
    private Copies() {
    }

    /**
     * Returns {@code mine} updated with this superstep's messages: a private copy of the one
     * message received, if any. Receiving the message twice, or a message of the wrong length, is
     * an error in the algorithm.
     */
    static long[] take(BspProcessor p, long[] mine, int n) {
        for (StepMessage m : p.messages()) {
            long[] words = (long[]) m.payload();
            if (mine != null || words.length != n || m.words() != n) {
                throw new IllegalStateException("processor " + p.id() + " in superstep " + p.superstep()
                        + " got an unexpected message from " + m.from() + " (" + m.words() + " words"
                        + (mine != null ? ", already holding the message" : "") + ")");
            }
            mine = words.clone();
        }
        return mine;
    }

    /** Fails unless processor {@code p} holds the message it is about to send. */
    static long[] requireHeld(BspProcessor p, long[] mine) {
        if (mine == null) {
            throw new IllegalStateException("processor " + p.id() + " must send in superstep " + p.superstep()
                    + " but does not hold the message");
        }
        return mine;
    }
}
