package org.pcmemu.emulator;

/**
 * A message of a model with supersteps, BSP and D-BSP (the barrier engine): sent in one step of
 * its sender's sub-machine and readable by its receiver from the next step on, never earlier
 * (docs/models.md, "BSP" and "D-BSP"; Valiant 1990; Juurlink et al. 2003, section 2.2). Its size
 * in words is what the step's h-relation counts.
 *
 * <p>Immutable; any thread may read it.
 */
public interface StepMessage extends Message {
    /**
     * The size the sender declared: the step's h counts it on the sender's and on the receiver's
     * side.
     *
     * @return the size in words, at least 1
     */
    long words();

    /**
     * The barriers its sender had passed when it sent the message. On a machine that never
     * partitions (BSP) that is the superstep in which it was sent, 0-based.
     *
     * @return the sender's epoch at the send
     */
    int epoch();
}
