package org.pcmemu.emulator.window;

import org.pcmemu.emulator.TimedMessage;

/**
 * A message in flight or delivered; what a program receives, as a {@link TimedMessage}. Immutable;
 * safely published through the destination's {@link Mailbox} (the queue's exchange of its
 * producer node and the owner's volatile read of the node's link order the fields' writes before
 * the reader).
 *
 * <p>Messages to one processor are consumed in the order of {@link #compareTo}: model-time
 * arrival, then sender id, then the sender's send sequence number. That order depends on model
 * time only, never on the real-time order in which threads posted.
 */
public sealed class WindowMessage implements TimedMessage, Comparable<WindowMessage> permits SizedWindowMessage {
    private final int from;
    private final int to;
    private final long sequence;
    private final long sendStart;
    private final long arrival;
    private final Object payload;

    WindowMessage(int from, int to, long sequence, long sendStart, long arrival, Object payload) {
        this.from = from;
        this.to = to;
        this.sequence = sequence;
        this.sendStart = sendStart;
        this.arrival = arrival;
        this.payload = payload;
    }

    /*
     * A message of `bytes` bytes: one byte is this class, more a SizedWindowMessage, so that the
     * size costs no memory in a run whose messages have one byte (LogP, postal: 48 bytes a
     * message with compact headers, 56 with the field).
     */
    static WindowMessage of(int from, int to, long sequence, long sendStart, long arrival, Object payload, int bytes) {
        return bytes == 1 ? new WindowMessage(from, to, sequence, sendStart, arrival, payload)
                : new SizedWindowMessage(from, to, sequence, sendStart, arrival, payload, bytes);
    }

    @Override
    public int from() {
        return from;
    }

    @Override
    public int to() {
        return to;
    }

    /** The sender's count of messages it sent before this one. */
    @Override
    public long sequence() {
        return sequence;
    }

    /** Model time at which the sender began to send (cycles). */
    @Override
    public long sendStart() {
        return sendStart;
    }

    /** Model time at which the message reaches the destination (cycles). */
    @Override
    public long arrival() {
        return arrival;
    }

    @Override
    public Object payload() {
        return payload;
    }

    /** Its size in bytes: 1 ({@link SizedWindowMessage} for more). */
    @Override
    public long bytes() {
        return 1;
    }

    @Override
    public final int compareTo(WindowMessage other) {
        int c = Long.compare(arrival, other.arrival);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(from, other.from);
        return c != 0 ? c : Long.compare(sequence, other.sequence);
    }

    @Override
    public String toString() {
        return "Message[" + from + "->" + to + " #" + sequence + (bytes() == 1 ? "" : " " + bytes() + " bytes")
                + " sent " + sendStart + " arrives " + arrival + "]";
    }
}
