package org.pcmemu.emulator.window;

/**
 * A {@link WindowMessage} of more than one byte (LogGP): the size in a field of its own, so that a
 * message of one byte, the only kind LogP and the postal model send, does not carry it.
 * Immutable but for the mailbox's link, as a {@link WindowMessage}.
 */
final class SizedWindowMessage extends WindowMessage {
    private final int bytes;

    SizedWindowMessage(int from, int to, long sequence, long sendStart, long arrival, Object payload, int bytes) {
        super(from, to, sequence, sendStart, arrival, payload);
        this.bytes = bytes;
    }

    @Override
    public long bytes() {
        return bytes;
    }
}
