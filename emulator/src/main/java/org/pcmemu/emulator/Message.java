package org.pcmemu.emulator;

/**
 * A message as a program receives it, the same on every model: who sent it, to whom, which of
 * the sender's messages it was, and what it carries. The engines' own message objects implement
 * it, so a reception allocates nothing beyond what the engine made when the message was sent.
 *
 * <p>Immutable once received; it may be kept, and read from any thread, after the call that
 * returned it. Its payload is the object the sender passed, not a copy: a program that changes a
 * payload after sending it changes what the receiver reads (docs/models.md says what a model
 * charges for a message, never for the payload's size in bytes).
 */
public interface Message {
    /**
     * The sender.
     *
     * @return the sending processor's id, in 0..P-1
     */
    int from();

    /**
     * The receiver.
     *
     * @return the receiving processor's id, in 0..P-1
     */
    int to();

    /**
     * The sender's count of the messages it sent before this one, over the whole run: with
     * {@link #from()} it names the message, and it breaks ties between the messages of one
     * sender that a model delivers at the same time.
     *
     * @return 0 for the sender's first message
     */
    long sequence();

    /**
     * What the sender sent.
     *
     * @return the object passed to the sender's {@code send}, possibly null
     */
    Object payload();
}
