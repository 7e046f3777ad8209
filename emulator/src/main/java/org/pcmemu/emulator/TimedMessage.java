package org.pcmemu.emulator;

/**
 * A message of a model in which each message has its own times, LogP and the postal model (the
 * window engine): when its sender began to send it and when it reached its receiver, in model
 * cycles. By the LogP rules (docs/models.md, "LogP"; Culler et al. 1993, section 3) a send that
 * starts at s arrives at s + o + L, and the receiver takes it at max(its clock, the arrival, its
 * last reception's start + g), which may be later than {@link #arrival()}.
 *
 * <p>Immutable; any thread may read it.
 */
public interface TimedMessage extends Message {
    /**
     * When the sender began to send it, after any wait for the gap g or a capacity stall.
     *
     * @return the start of the send, in model cycles
     */
    long sendStart();

    /**
     * When it reached its receiver: the start of the send plus o + L (or, under the latency
     * spread of {@link RunOptions#latencySeed()}, plus o and a latency in [1, L]).
     *
     * @return the arrival, in model cycles
     */
    long arrival();

    /**
     * The message's size in bytes: 1 for a message sent without one (LogP's and the postal model's
     * messages are one word), else the size its sender gave, which the LogGP model charges for
     * (docs/models.md, "LogGP").
     *
     * @return the size, at least 1
     */
    long bytes();
}
