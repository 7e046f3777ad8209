package org.pcmemu.emulator;

/** What ended a step of a sub-machine. */
public enum StepEnd {
    /** Every live member called {@code sync()} (a barrier): always priced. */
    SYNC,
    /** The members partitioned the sub-machine: priced only if the step did work or sent messages. */
    PARTITION,
    /** Every member's program (or part) returned: priced only if the step did work or sent messages. */
    FINAL
}
